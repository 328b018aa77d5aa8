import { and, asc, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { ThreadUser } from '@stride/shared';
import { MENTIONABLE_LIMIT } from '@stride/shared/messaging';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { likePattern } from '../db/likePattern';
import { threadParticipants, users, type AppRow, type ThreadRow, type UserRow } from '../db/schema';
import { activeProductIdsOf } from '../members/memberData';
import { canBeMet } from '../subscribers/canBeMet';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import { findThread, threadAccessLevel } from './threadAccess';
import { toThreadUser } from './threadUsers';

/** A reply thread's parent is never a reply thread; the bound only stops a cycle written into the database by hand. */
const MAX_PARENT_DEPTH = 4;
/** How many candidates are checked against the page rules for each one answered (comments threads). */
const CANDIDATE_FACTOR = 3;

/** The thread whose rules a thread follows: a reply thread's parent (and its parent), else the thread itself. */
export async function ruleThread(db: AppDatabase, thread: ThreadRow): Promise<ThreadRow> {
  let current = thread;
  for (
    let depth = 0;
    current.kind === 'reply' && current.parentThreadId !== null && depth < MAX_PARENT_DEPTH;
    depth += 1
  ) {
    const parent = await findThread(db, current.appId, current.parentThreadId);
    if (!parent) break;
    current = parent;
  }
  return current;
}

/** Those of `candidates` who may read `thread` (mentions reach only them; spec §3 mentions). */
export async function readersAmong(
  db: AppDatabase,
  app: AppRow,
  caches: AppCaches,
  thread: ThreadRow,
  candidates: readonly UserRow[],
): Promise<UserRow[]> {
  const checked = await Promise.all(
    candidates.map(async (user) => {
      const reader = { app, caches, user, activeProductIds: await activeProductIdsOf(db, user.id) };
      return (await threadAccessLevel(db, reader, thread)) === 'none' ? null : user;
    }),
  );
  return checked.filter((user): user is UserRow => user !== null);
}

/** In a chat (or a reply to one), its participants; in open threads, members of the app who can be met. */
function audienceOf(root: ThreadRow): SQL {
  return root.kind === 'chat'
    ? sql`exists (select 1 from ${threadParticipants} where ${threadParticipants.threadId} = ${root.id}
        and ${threadParticipants.userId} = ${users.id})`
    : canBeMet();
}

/**
 * GET /threads/{id}/mentionable ?term: whom the viewer can mention in the thread (those who may read it), by name
 * (names starting with the term first, then containing it), never the viewer or people blocked either way.
 */
export async function mentionableUsers(
  db: AppDatabase,
  app: AppRow,
  caches: AppCaches,
  viewerId: string,
  thread: ThreadRow,
  term: string,
): Promise<ThreadUser[]> {
  const root = await ruleThread(db, thread);
  const trimmed = term.trim();
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.appId, app.id),
        ne(users.id, viewerId),
        audienceOf(root),
        not(blockedEitherWay(viewerId, users.id)),
        trimmed ? sql`${users.name} ilike ${likePattern(trimmed, 'contains')}` : undefined,
      ),
    )
    .orderBy(
      ...(trimmed ? [desc(sql`${users.name} ilike ${likePattern(trimmed, 'prefix')}`)] : []),
      asc(sql`lower(${users.name})`),
      asc(users.id),
    )
    .limit(root.kind === 'comments' ? MENTIONABLE_LIMIT * CANDIDATE_FACTOR : MENTIONABLE_LIMIT);
  const readers = root.kind === 'comments' ? await readersAmong(db, app, caches, root, rows) : rows;
  return readers.slice(0, MENTIONABLE_LIMIT).map(toThreadUser);
}

/**
 * The people a message's `@<Name>` mentions name (names matched without regard to case), among those who may read
 * the thread and are not blocked either way with the sender. Each name may match several people of that name.
 */
export async function resolveMentions(
  db: AppDatabase,
  app: AppRow,
  caches: AppCaches,
  senderId: string,
  thread: ThreadRow,
  names: readonly string[],
): Promise<UserRow[]> {
  const lowered = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  if (lowered.length === 0) return [];
  const root = await ruleThread(db, thread);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.appId, app.id),
        inArray(sql`lower(btrim(${users.name}))`, lowered),
        audienceOf(root),
        not(blockedEitherWay(senderId, users.id)),
      ),
    )
    .limit(MENTIONABLE_LIMIT * CANDIDATE_FACTOR);
  return root.kind === 'comments' ? readersAmong(db, app, caches, root, rows) : rows;
}
