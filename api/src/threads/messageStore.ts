import { and, eq, sql } from 'drizzle-orm';
import type { AttachmentData, ReactionAction, StoredMessageType } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { messageReactions, messages, threadParticipants, threads, type MessageRow, type ThreadRow } from '../db/schema';
import { AppError } from '../errors/AppError';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** A message about to be stored. */
export interface NewMessage {
  /** The sender's id for it: a retried send with the same id finds the stored message. */
  clientId: string | null;
  text: string;
  messageType: StoredMessageType;
  imageUrls: string[];
  imageIds: string[];
  videoUrl: string | null;
  attachmentData: AttachmentData | null;
  /** The ids of the people it mentions. */
  mentions: string[];
}

export interface StoredMessage {
  row: MessageRow;
  /** False when a retry found the message stored before. */
  created: boolean;
}

/**
 * The next message_ts of a thread: `greatest(last_ts + 1, now in ms)`. The UPDATE locks the thread's row until the
 * transaction ends, so a thread's messages commit in ts order and ts increases monotonically, whatever the clock.
 */
async function allocateTs(tx: Transaction, threadId: string, now: number): Promise<number> {
  const [row] = await tx
    .update(threads)
    .set({ lastTs: sql`greatest(${threads.lastTs} + 1, ${now}::bigint)` })
    .where(eq(threads.id, threadId))
    .returning({ ts: threads.lastTs });
  if (!row) throw new AppError('thread_not_found');
  return row.ts;
}

async function storedByClientId(tx: Transaction, threadId: string, userId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.userId, userId), eq(messages.clientId, clientId)));
  return row ?? null;
}

/**
 * Stores `items` in `thread` from `senderId`, in one transaction, each with the next ts. A client_id the sender used
 * before in this thread answers the stored message instead of a new one. The thread's message_count grows, the
 * sender has read up to their message (and, unless the messages are `notices`, has contributed), and the message a
 * reply thread answers counts its new replies.
 */
export async function storeMessages(
  db: AppDatabase,
  thread: ThreadRow,
  senderId: string,
  items: readonly NewMessage[],
  { notices = false }: { notices?: boolean } = {},
): Promise<StoredMessage[]> {
  return db.transaction(async (tx) => {
    const stored: StoredMessage[] = [];
    for (const item of items) {
      const earlier = item.clientId === null ? null : await storedByClientId(tx, thread.id, senderId, item.clientId);
      if (earlier) {
        stored.push({ row: earlier, created: false });
        continue;
      }
      const now = Date.now();
      const ts = await allocateTs(tx, thread.id, now);
      const [row] = await tx
        .insert(messages)
        .values({ threadId: thread.id, ts, userId: senderId, createdAt: new Date(now), ...item })
        .onConflictDoNothing()
        .returning();
      // Nothing inserted: the same client_id arrived twice at once and the other copy was stored first.
      const found = row ?? (await storedByClientId(tx, thread.id, senderId, item.clientId!));
      stored.push({ row: found!, created: row !== undefined });
    }
    const created = stored.filter((s) => s.created).map((s) => s.row);
    const newest = Math.max(0, ...stored.map((s) => s.row.ts));
    if (created.length > 0) {
      await tx
        .update(threads)
        .set({ messageCount: sql`${threads.messageCount} + ${created.length}` })
        .where(eq(threads.id, thread.id));
    }
    await tx
      .insert(threadParticipants)
      .values({ threadId: thread.id, userId: senderId, lastReadTs: newest, hasContributed: !notices })
      .onConflictDoUpdate({
        target: [threadParticipants.threadId, threadParticipants.userId],
        set: {
          lastReadTs: sql`greatest(${threadParticipants.lastReadTs}, ${newest}::bigint)`,
          hasContributed: notices ? sql`${threadParticipants.hasContributed}` : true,
        },
      });
    if (created.length > 0 && thread.kind === 'reply') await countReplies(tx, thread, created.length);
    return stored;
  });
}

/** The message a reply thread answers counts its replies (never below zero). */
async function countReplies(tx: Transaction, replyThread: ThreadRow, change: number): Promise<void> {
  if (replyThread.parentThreadId === null || replyThread.parentMessageTs === null) return;
  await tx
    .update(messages)
    .set({ replyCount: sql`greatest(${messages.replyCount} + ${change}, 0)` })
    .where(and(eq(messages.threadId, replyThread.parentThreadId), eq(messages.ts, replyThread.parentMessageTs)));
}

/**
 * Deletes a message with its likes and its reply thread; the thread counts one message less, and the message a reply
 * thread answers one reply less. Null when it was not there (deleted meanwhile).
 */
export async function deleteMessage(db: AppDatabase, thread: ThreadRow, ts: number): Promise<MessageRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(messages)
      .where(and(eq(messages.threadId, thread.id), eq(messages.ts, ts)))
      .returning();
    if (!row) return null;
    await tx
      .update(threads)
      .set({ messageCount: sql`greatest(${threads.messageCount} - 1, 0)` })
      .where(eq(threads.id, thread.id));
    await tx
      .delete(messageReactions)
      .where(and(eq(messageReactions.threadId, thread.id), eq(messageReactions.messageTs, ts)));
    await tx.delete(threads).where(and(eq(threads.parentThreadId, thread.id), eq(threads.parentMessageTs, ts)));
    if (thread.kind === 'reply') await countReplies(tx, thread, -1);
    return row;
  });
}

/**
 * A like or unlike by `userId` (one like per member and message, so repeating either changes nothing): the message's
 * reaction_count after it, whether the member now likes it, and whether anything changed.
 */
export async function reactToMessage(
  db: AppDatabase,
  threadId: string,
  ts: number,
  userId: string,
  action: ReactionAction,
): Promise<{ reactionCount: number; liked: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const key = { threadId, messageTs: ts, userId };
    const changed =
      action === 'like'
        ? (await tx.insert(messageReactions).values(key).onConflictDoNothing().returning()).length > 0
        : (
            await tx
              .delete(messageReactions)
              .where(
                and(
                  eq(messageReactions.threadId, threadId),
                  eq(messageReactions.messageTs, ts),
                  eq(messageReactions.userId, userId),
                ),
              )
              .returning()
          ).length > 0;
    const change = changed ? (action === 'like' ? 1 : -1) : 0;
    const [row] = await tx
      .update(messages)
      .set({ reactionCount: sql`greatest(${messages.reactionCount} + ${change}, 0)` })
      .where(and(eq(messages.threadId, threadId), eq(messages.ts, ts)))
      .returning({ reactionCount: messages.reactionCount });
    if (!row) throw new AppError('message_not_found');
    return { reactionCount: row.reactionCount, liked: action === 'like', changed };
  });
}

/** Updates one message; 404 message_not_found when it is gone. */
export async function updateMessage(
  db: AppDatabase,
  threadId: string,
  ts: number,
  changes: Partial<Pick<MessageRow, 'text' | 'mentions' | 'editedAt' | 'pinnedAt' | 'replyThreadId'>>,
): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set(changes)
    .where(and(eq(messages.threadId, threadId), eq(messages.ts, ts)))
    .returning();
  if (!row) throw new AppError('message_not_found');
  return row;
}
