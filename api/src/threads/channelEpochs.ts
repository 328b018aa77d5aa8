import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { threadParticipants, threads, type ThreadRow } from '../db/schema';

/**
 * Moves the threads `threadIds` and their reply threads (read by whoever reads their parent) to new realtime channels
 * (threads.channel_epoch + 1), in the caller's transaction, and answers each as it was before: its old channel is
 * where the remaining readers learn to resubscribe. A member who may no longer read keeps a subscription nothing is
 * published on, and the auth endpoint signs the new channel only for current readers.
 */
export async function renewChannels(db: AppDatabase, threadIds: readonly string[]): Promise<ThreadRow[]> {
  if (threadIds.length === 0) return [];
  const ids = [...threadIds];
  const renewed = await db
    .update(threads)
    .set({ channelEpoch: sql`${threads.channelEpoch} + 1` })
    .where(or(inArray(threads.id, ids), inArray(threads.parentThreadId, ids)))
    .returning();
  // The UPDATE's own RETURNING gives the epoch it set, so a concurrent renewal cannot make us name a wrong old one.
  return renewed.map((row) => ({ ...row, channelEpoch: row.channelEpoch - 1 }));
}

/** The chats both members are in. */
export async function sharedChatIds(db: AppDatabase, userId: string, otherId: string): Promise<string[]> {
  const rows = await db
    .select({ threadId: threadParticipants.threadId })
    .from(threadParticipants)
    .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
    .where(and(inArray(threadParticipants.userId, [userId, otherId]), eq(threads.kind, 'chat')))
    .groupBy(threadParticipants.threadId)
    .having(sql`count(*) = 2`);
  return rows.map((row) => row.threadId);
}
