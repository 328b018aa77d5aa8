import { and, desc, eq, gt, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ThreadListQuery, ThreadListResponse } from '@stride/shared';
import { THREADS_PAGE_SIZE } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import { threadParticipants, threads } from '../db/schema';
import { threadAccessLevel, type ThreadAccessLevel, type ThreadReader } from './threadAccess';
import { toMessageThreads } from './toMessageThread';
import { uuidsOf } from './threadUsers';

/** A thread's latest activity (ms): its newest message's ts, or, before its first message, when it was made. */
const activity = sql<number>`coalesce(nullif(${threads.lastTs}, 0), (extract(epoch from ${threads.createdAt}) * 1000)::bigint)`;

function participates(userId: string, contributed: boolean): SQL {
  return sql`exists (select 1 from ${threadParticipants} where ${threadParticipants.threadId} = ${threads.id}
    and ${threadParticipants.userId} = ${userId} ${contributed ? sql`and ${threadParticipants.hasContributed}` : sql``})`;
}

/**
 * GET /threads: the member's chats, the app's feeds, or the comment threads they wrote in (spec §7), newest activity
 * first, a page at a time (`before` an activity time; `after` one, for what changed; `except_ids` already shown).
 * A comments thread whose page they may no longer read is left out.
 */
export async function listThreads(
  db: AppDatabase,
  reader: ThreadReader,
  query: ThreadListQuery,
): Promise<ThreadListResponse> {
  const type = query.type ?? 'chats';
  const viewerId = reader.user.id;
  const scope =
    type === 'chats'
      ? and(eq(threads.kind, 'chat'), participates(viewerId, false))
      : type === 'feeds'
        ? eq(threads.kind, 'feed')
        : and(eq(threads.kind, 'comments'), participates(viewerId, true));
  const except = uuidsOf(query.except_ids ?? []);
  const rows = await db
    .select()
    .from(threads)
    .where(
      and(
        eq(threads.appId, reader.app.id),
        scope,
        query.before === undefined ? undefined : lt(activity, query.before),
        query.after === undefined ? undefined : gt(activity, query.after),
        except.length === 0 ? undefined : notInArray(threads.id, except),
      ),
    )
    .orderBy(desc(activity), desc(threads.id))
    .limit(THREADS_PAGE_SIZE + 1);
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const levels = new Map<string, ThreadAccessLevel>(
    await Promise.all(
      page.map(
        async (thread) =>
          [thread.id, type === 'comments' ? await threadAccessLevel(db, reader, thread) : 'participate'] as const,
      ),
    ),
  );
  const readable = page.filter((thread) => levels.get(thread.id) !== 'none');
  return {
    threads: await toMessageThreads(db, reader, readable, levels),
    has_more: rows.length > THREADS_PAGE_SIZE,
  };
}
