import { and, asc, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { MessageableUser, ThreadProfilesResponse } from '@stride/shared';
import { MENTIONABLE_LIMIT } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import { likePattern } from '../db/likePattern';
import { memberBlocks, threadParticipants, threads, users, type AppRow, type UserRow } from '../db/schema';
import { appMessaging } from '../globalConfig/buildGlobalConfig';
import { canBeMet } from '../subscribers/canBeMet';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import { mayMessage } from './messagingRules';
import { threadUserColumns, toThreadUser, uuidsOf } from './threadUsers';

/** Most messaging profiles GET /threads/profiles lists. */
const APP_PROFILES_LIMIT = 20;
/** GET /subscribers answers at most this many people. */
export const SUBSCRIBER_SEARCH_LIMIT = MENTIONABLE_LIMIT * 2;

/**
 * GET /threads/profiles ?user_ids: those people of the caller's app (not those who blocked the caller), and the
 * app's messaging profiles the caller is not blocked with (whom a member may write to).
 */
export async function threadProfiles(
  db: AppDatabase,
  appId: string,
  viewerId: string,
  userIds: readonly string[],
): Promise<ThreadProfilesResponse> {
  const ids = uuidsOf(userIds);
  const blockedViewer = sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${users.id}
    and ${memberBlocks.blockedId} = ${viewerId})`;
  const [profiles, appProfiles] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select(threadUserColumns)
          .from(users)
          .where(and(eq(users.appId, appId), inArray(users.id, ids), not(blockedViewer))),
    db
      .select(threadUserColumns)
      .from(users)
      .where(
        and(
          eq(users.appId, appId),
          eq(users.isAppMessagingProfile, true),
          ne(users.id, viewerId),
          not(blockedEitherWay(viewerId, users.id)),
        ),
      )
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(APP_PROFILES_LIMIT),
  ]);
  const byId = new Map(profiles.map((row) => [row.id, toThreadUser(row)]));
  return {
    profiles: ids.flatMap((id) => byId.get(id) ?? []),
    app_profiles: appProfiles.map(toThreadUser),
  };
}

export interface SubscriberSearch {
  term?: string;
  ids?: string[];
  /** Leave out the participants of this thread (already checked readable). */
  excludedThreadId?: string;
}

/**
 * GET /subscribers: people of the caller's app they may find to talk to, by name. Listed are members with a public
 * profile, the app's messaging profiles, and anyone the caller already shares a chat with (a private profile is
 * still found by the people it talks to); never the caller, members who have not finished setup, or anyone blocked
 * either way. `can_message` applies spec §5.
 */
export async function searchSubscribers(
  db: AppDatabase,
  app: AppRow,
  viewer: UserRow,
  search: SubscriberSearch,
): Promise<MessageableUser[]> {
  const term = search.term?.trim();
  const ids = search.ids === undefined ? null : uuidsOf(search.ids);
  if (ids !== null && ids.length === 0) return [];
  const sharesChat = sql`exists (select 1 from ${threadParticipants} mine
    join ${threadParticipants} theirs on theirs.thread_id = mine.thread_id
    join ${threads} on ${threads.id} = mine.thread_id and ${threads.kind} = 'chat'
    where mine.user_id = ${viewer.id} and theirs.user_id = ${users.id})`;
  const inExcludedThread =
    search.excludedThreadId === undefined
      ? undefined
      : sql`exists (select 1 from ${threadParticipants} where ${threadParticipants.threadId} = ${search.excludedThreadId}
          and ${threadParticipants.userId} = ${users.id})`;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.appId, app.id),
        ne(users.id, viewer.id),
        canBeMet(),
        not(blockedEitherWay(viewer.id, users.id)),
        or(eq(users.profileVisibility, 'public'), eq(users.isAppMessagingProfile, true), sharesChat),
        term ? sql`${users.name} ilike ${likePattern(term, 'contains')}` : undefined,
        ids === null ? undefined : inArray(users.id, ids),
        inExcludedThread ? not(inExcludedThread) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(SUBSCRIBER_SEARCH_LIMIT);
  const settings = appMessaging(app);
  return rows.map((row) => ({ ...toThreadUser(row), can_message: mayMessage(settings, viewer, row) }));
}
