import { and, asc, count, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { memberBlocks, messages, threadParticipants, threads } from '../db/schema';

/**
 * Joins an open thread on first read (feeds, comments, replies): the member's read state lives on the row. Every
 * later read finds it there and writes nothing (no row version, no lock).
 */
export async function joinThread(db: AppDatabase, threadId: string, userId: string): Promise<void> {
  await db.insert(threadParticipants).values({ threadId, userId }).onConflictDoNothing();
}

export async function addParticipants(
  db: AppDatabase,
  threadId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(threadParticipants)
    .values(userIds.map((userId) => ({ threadId, userId })))
    .onConflictDoNothing()
    .returning({ userId: threadParticipants.userId });
  return rows.map((row) => row.userId);
}

export async function removeParticipant(db: AppDatabase, threadId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(threadParticipants)
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function countParticipants(db: AppDatabase, threadId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(threadParticipants)
    .where(eq(threadParticipants.threadId, threadId));
  return row?.n ?? 0;
}

export async function participantIds(db: AppDatabase, threadId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: threadParticipants.userId })
    .from(threadParticipants)
    .where(eq(threadParticipants.threadId, threadId))
    .orderBy(asc(threadParticipants.joinedAt));
  return rows.map((row) => row.userId);
}

/** The member has read the thread up to `ts` (never back). */
export async function markRead(db: AppDatabase, threadId: string, userId: string, ts: number): Promise<number> {
  const [row] = await db
    .insert(threadParticipants)
    .values({ threadId, userId, lastReadTs: ts })
    .onConflictDoUpdate({
      target: [threadParticipants.threadId, threadParticipants.userId],
      set: { lastReadTs: sql`greatest(${threadParticipants.lastReadTs}, ${ts}::bigint)` },
    })
    .returning({ lastReadTs: threadParticipants.lastReadTs });
  return row!.lastReadTs;
}

export async function setNotifications(
  db: AppDatabase,
  threadId: string,
  userId: string,
  enabled: boolean,
): Promise<boolean> {
  const [row] = await db
    .insert(threadParticipants)
    .values({ threadId, userId, notificationsEnabled: enabled })
    .onConflictDoUpdate({
      target: [threadParticipants.threadId, threadParticipants.userId],
      set: { notificationsEnabled: enabled },
    })
    .returning({ enabled: threadParticipants.notificationsEnabled });
  return row!.enabled;
}

/**
 * How many chats of each member have a message they have not read: after their last read ts, not their own, not
 * from someone blocked either way (spec §6 leaves those out). Members without one are missing from the map.
 */
export async function unreadChatCounts(db: AppDatabase, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: threadParticipants.userId, n: sql<number>`count(distinct ${threadParticipants.threadId})` })
    .from(threadParticipants)
    .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
    .innerJoin(
      messages,
      and(eq(messages.threadId, threadParticipants.threadId), sql`${messages.ts} > ${threadParticipants.lastReadTs}`),
    )
    .where(
      and(
        inArray(threadParticipants.userId, [...userIds]),
        eq(threads.kind, 'chat'),
        or(isNull(messages.userId), not(eq(messages.userId, threadParticipants.userId))),
        or(
          isNull(messages.userId),
          not(
            sql`exists (select 1 from ${memberBlocks} where
              (${memberBlocks.blockerId} = ${threadParticipants.userId} and ${memberBlocks.blockedId} = ${messages.userId})
              or (${memberBlocks.blockerId} = ${messages.userId} and ${memberBlocks.blockedId} = ${threadParticipants.userId}))`,
          ),
        ),
      ),
    )
    .groupBy(threadParticipants.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}
