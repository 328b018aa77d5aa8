import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { ThreadUser } from '@stride/shared';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { users, type UserRow } from '../db/schema';
import { blockedEitherWay } from '../subscribers/memberBlocking';

/** The user columns a ThreadUser is made of. */
export const threadUserColumns = {
  id: users.id,
  name: users.name,
  avatarUrls: users.avatarUrls,
  isAccountAdmin: users.isAccountAdmin,
  isAppMessagingProfile: users.isAppMessagingProfile,
};

export type ThreadUserRow = Pick<UserRow, 'id' | 'name' | 'avatarUrls' | 'isAccountAdmin' | 'isAppMessagingProfile'>;

/**
 * Who a thread lists to the viewer: in a chat, its people (they chose to talk: a block hides their messages, not who
 * is there, and a direct chat keeps the other's name); in an open thread (feed, comments) only public profiles and no
 * one blocked either way (spec §6), as GET /subscribers. Always themselves.
 */
export function shownParticipant(viewerId: string, chat: boolean | SQL): SQL {
  const chatSql = typeof chat === 'boolean' ? (chat ? sql`true` : sql`false`) : chat;
  return or(
    eq(users.id, viewerId),
    chatSql,
    and(not(blockedEitherWay(viewerId, users.id)), eq(users.profileVisibility, 'public')),
  )!;
}

/** Each id once, lower-cased; what is not a uuid names nobody (and would make Postgres refuse the query). */
export function uuidsOf(ids: Iterable<string>): string[] {
  return [...new Set([...ids].filter(isUuid).map((id) => id.toLowerCase()))];
}

export function toThreadUser(row: ThreadUserRow): ThreadUser {
  return {
    id: row.id,
    name: row.name,
    avatar_urls: row.avatarUrls,
    is_account_admin: row.isAccountAdmin,
    is_app_messaging_profile: row.isAppMessagingProfile,
  };
}

/** The people of this app among `ids`, by id (another app's ids are simply not found). */
export async function loadThreadUsers(
  db: AppDatabase,
  appId: string,
  ids: Iterable<string>,
): Promise<Map<string, ThreadUser>> {
  const unique = uuidsOf(ids);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(threadUserColumns)
    .from(users)
    .where(and(eq(users.appId, appId), inArray(users.id, unique)));
  return new Map(rows.map((row) => [row.id, toThreadUser(row)]));
}

/** Members of this app among `ids` (full rows, for the rules of who may message whom). */
export async function membersOfApp(db: AppDatabase, appId: string, ids: readonly string[]): Promise<UserRow[]> {
  const unique = uuidsOf(ids);
  if (unique.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), inArray(users.id, unique)));
}
