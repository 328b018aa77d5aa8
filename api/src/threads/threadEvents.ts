import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Message, ThreadUser } from '@stride/shared';
import { threadChannel, userChannel } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import { memberBlocks, threadParticipants, type ThreadRow } from '../db/schema';
import type { RealtimePublisher } from '../realtime/Realtime';
import { blockedByIdsOf, blockedIdsOf } from '../subscribers/memberBlocking';
import { countParticipants, unreadChatCounts } from './participantStore';

/** What publishing needs: the database (who is in a thread), the transport, and a log for what fails. */
export interface EventContext {
  db: AppDatabase;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
}

/**
 * Live events go out after the change has committed (DESIGN "Realtime"). A failure to work out or send them is
 * logged and never fails the call: the change is made, and clients catch up with `after=` when they resubscribe.
 */
export async function safely(context: EventContext, what: string, publish: () => Promise<void> | void): Promise<void> {
  try {
    await publish();
  } catch (error) {
    context.log.error({ err: error }, `realtime: could not publish ${what}`);
  }
}

/** The participants of `userIds` who blocked `authorId` or were blocked by them: they are not told of their messages. */
async function blockedWith(db: AppDatabase, authorId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, authorId), inArray(memberBlocks.blockedId, [...userIds])),
        and(eq(memberBlocks.blockedId, authorId), inArray(memberBlocks.blockerId, [...userIds])),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === authorId ? row.blockedId : row.blockerId)));
}

/**
 * A chat's participants learn of its new latest message on their own channels (the inbox moves it up), and their
 * unread state; members blocked either way with its author are not told of it.
 */
async function publishChatActivity(context: EventContext, thread: ThreadRow, latest: Message): Promise<void> {
  const { db, realtime } = context;
  const rows = await db
    .select({ userId: threadParticipants.userId })
    .from(threadParticipants)
    .where(eq(threadParticipants.threadId, thread.id));
  const authorId = latest.user?.id ?? null;
  const ids = rows.map((row) => row.userId);
  const blocked = authorId === null ? new Set<string>() : await blockedWith(db, authorId, ids);
  const told = ids.filter((id) => !blocked.has(id));
  const unread = await unreadChatCounts(db, told);
  for (const userId of told) {
    const mine = userId === authorId;
    realtime.publish(userChannel(userId), 'thread-activity', {
      thread_id: thread.id,
      message_ts: latest.message_ts,
      latest_message: latest,
      is_unread: !mine,
    });
    if (mine) continue;
    const count = unread.get(userId) ?? 0;
    realtime.publish(userChannel(userId), 'unread-changed', {
      has_unread: count > 0,
      unread_count: count,
      thread_id: thread.id,
      message_ts: latest.message_ts,
    });
  }
}

/** The participants among `userIds` who turned the thread's notifications off. */
async function notificationsOff(db: AppDatabase, threadId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: threadParticipants.userId })
    .from(threadParticipants)
    .where(
      and(
        eq(threadParticipants.threadId, threadId),
        inArray(threadParticipants.userId, [...userIds]),
        eq(threadParticipants.notificationsEnabled, false),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * New messages: on the thread's channel, to a chat's participants, and to each person a message mentions, unless
 * they turned the thread's notifications off (their unread state still changes: it is a count, not an alert).
 */
export function publishCreated(
  context: EventContext,
  thread: ThreadRow,
  created: readonly Message[],
  sender: ThreadUser,
): Promise<void> {
  return safely(context, 'new messages', async () => {
    const muted = await notificationsOff(
      context.db,
      thread.id,
      created.flatMap((message) => message.mentions.map((person) => person.id)),
    );
    for (const message of created) {
      context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'message-created', {
        thread_id: thread.id,
        message_ts: message.message_ts,
        message,
      });
      for (const mentioned of message.mentions) {
        if (mentioned.id === sender.id || muted.has(mentioned.id)) continue;
        context.realtime.publish(userChannel(mentioned.id), 'mentioned', {
          thread_id: thread.id,
          message_ts: message.message_ts,
          from: sender,
        });
      }
    }
    const latest = created[created.length - 1];
    if (latest && thread.kind === 'chat') await publishChatActivity(context, thread, latest);
  });
}

/** An edit, a pin, a changed reply count: the message as it now is. */
export function publishUpdated(context: EventContext, thread: ThreadRow, message: Message): Promise<void> {
  return safely(context, 'an updated message', () => {
    context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'message-updated', {
      thread_id: thread.id,
      message_ts: message.message_ts,
      message,
    });
  });
}

/** A deleted message; a chat's participants get its new latest message, if one is left. */
export function publishDeleted(
  context: EventContext,
  thread: ThreadRow,
  ts: number,
  latest: Message | null,
): Promise<void> {
  return safely(context, 'a deleted message', async () => {
    context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'message-deleted', {
      thread_id: thread.id,
      message_ts: ts,
    });
    if (latest && thread.kind === 'chat') await publishChatActivity(context, thread, latest);
  });
}

export function publishReacted(
  context: EventContext,
  thread: ThreadRow,
  reaction: { ts: number; reactionCount: number; userId: string; action: 'like' | 'unlike' },
): Promise<void> {
  return safely(context, 'a reaction', () => {
    context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'message-reacted', {
      thread_id: thread.id,
      message_ts: reaction.ts,
      reaction_count: reaction.reactionCount,
      user_id: reaction.userId,
      action: reaction.action,
    });
  });
}

/** People added or removed: on the thread's channel, and each of them on their own. */
export function publishParticipantsChanged(
  context: EventContext,
  thread: ThreadRow,
  change: { total: number; added: readonly string[]; removed: readonly string[]; ts: number },
): Promise<void> {
  return safely(context, 'a participants change', () => {
    const { realtime } = context;
    realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'participants-changed', {
      thread_id: thread.id,
      message_ts: change.ts,
      total_count_participants: change.total,
      added_ids: [...change.added],
      removed_ids: [...change.removed],
    });
    for (const id of change.added)
      realtime.publish(userChannel(id), 'thread-added', { thread_id: thread.id, message_ts: change.ts });
    for (const id of change.removed)
      realtime.publish(userChannel(id), 'thread-removed', { thread_id: thread.id, message_ts: change.ts });
  });
}

/**
 * Threads moved to new channels (renewChannels), as they were before: their readers hear 'participants-changed' on
 * the old channel, refetch the thread and subscribe to its new channel_id.
 */
export function publishChannelsRenewed(
  context: EventContext,
  before: readonly ThreadRow[],
  removed: readonly string[],
): Promise<void> {
  return safely(context, 'renewed channels', async () => {
    for (const thread of before)
      context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'participants-changed', {
        thread_id: thread.id,
        message_ts: thread.lastTs,
        total_count_participants: await countParticipants(context.db, thread.id),
        added_ids: [],
        removed_ids: [...removed],
      });
  });
}

/** Each member's blocks as they now are, on their own channel: every device hides or shows the other at once. */
export function publishBlocksChanged(context: EventContext, userIds: readonly string[]): Promise<void> {
  return safely(context, 'changed blocks', async () => {
    for (const userId of userIds) {
      const [blocked, blockedBy] = await Promise.all([
        blockedIdsOf(context.db, userId),
        blockedByIdsOf(context.db, userId),
      ]);
      context.realtime.publish(userChannel(userId), 'blocks-changed', {
        blocked_user_ids: blocked,
        blocked_by_user_ids: blockedBy,
        message_ts: 0,
      });
    }
  });
}

export function publishRenamed(context: EventContext, thread: ThreadRow, title: string, ts: number): Promise<void> {
  return safely(context, 'a rename', () => {
    context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'thread-renamed', {
      thread_id: thread.id,
      message_ts: ts,
      title,
    });
  });
}

/** The member's unread state after they read a thread (their other devices clear their badge). */
export async function publishUnread(
  context: EventContext,
  userId: string,
  threadId: string,
  ts: number,
): Promise<{ hasUnread: boolean; count: number }> {
  const count = (await unreadChatCounts(context.db, [userId])).get(userId) ?? 0;
  await safely(context, 'unread state', () => {
    context.realtime.publish(userChannel(userId), 'unread-changed', {
      has_unread: count > 0,
      unread_count: count,
      thread_id: threadId,
      message_ts: ts,
    });
  });
  return { hasUnread: count > 0, count };
}

export function publishTyping(context: EventContext, thread: ThreadRow, user: { id: string; name: string }) {
  return safely(context, 'typing', () => {
    context.realtime.publish(threadChannel(thread.id, thread.channelEpoch), 'typing', {
      thread_id: thread.id,
      message_ts: thread.lastTs,
      user: { id: user.id, name: user.name },
    });
  });
}
