import { and, eq, inArray } from 'drizzle-orm';
import type { Message, OutgoingMessage, StoredMessageType } from '@stride/shared';
import { mentionedNames } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import { messages, type ThreadRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { blockBetween } from '../subscribers/memberBlocking';
import { enqueueMessageNotifications } from '../notifications/messageNotifications';
import { messagesOf } from './messageReads';
import { decodeMessageImage, decodeVideoDataUrl, saveMessageFile, type MessageFile } from './messageMedia';
import { storeMessages, type NewMessage } from './messageStore';
import { speaksForApp } from './messagingRules';
import { findThread, readerOf, ruleThread, type ThreadAccessLevel, type ThreadRequest } from './threadAccess';
import { resolveMentions } from './threadAudience';
import { publishCreated, publishUpdated, safely, type EventContext } from './threadEvents';
import { toThreadUser } from './threadUsers';

/** The other person of a direct chat. */
function directOther(thread: ThreadRow, userId: string): string | null {
  return thread.directKey?.split(':').find((id) => id !== userId) ?? null;
}

/**
 * Whether the caller may post in a thread they can read (the rules behind MessageThread.can_post): a feed's root
 * messages come from the app (403 cannot_post); comments the page rules only let them browse are read-only; people
 * who blocked each other do not write to each other in their direct chat nor its replies (403 member_blocked).
 */
export async function requireMayPost(
  db: AppDatabase,
  request: ThreadRequest,
  thread: ThreadRow,
  level: ThreadAccessLevel,
): Promise<void> {
  const { user } = readerOf(request);
  if (level !== 'participate') throw new AppError('cannot_post', 'You can read this conversation but not post in it');
  if (thread.kind === 'feed' && !speaksForApp(user)) throw new AppError('cannot_post');
  const other = directOther(await ruleThread(db, thread), user.id);
  if (other) {
    const blocks = await blockBetween(db, user.id, other);
    if (blocks.viewerBlocked || blocks.blockedByOther) throw new AppError('member_blocked');
  }
}

/** Spec §3 message type from what it carries. */
function typeOf(message: OutgoingMessage): StoredMessageType {
  if (message.video) return 'video';
  if (message.image) return 'image';
  if (message.attachment_data && message.message.trim() === '') return 'attachment';
  return 'message';
}

interface Prepared {
  outgoing: OutgoingMessage;
  image: MessageFile | null;
  video: MessageFile | null;
}

/** The client ids the sender already used in this thread: their retried messages are not stored (nor uploaded) again. */
async function usedClientIds(db: AppDatabase, threadId: string, userId: string, clientIds: string[]) {
  if (clientIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ clientId: messages.clientId })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.userId, userId), inArray(messages.clientId, clientIds)));
  return new Set(rows.map((row) => row.clientId));
}

/**
 * Sends messages to a thread the caller may post in (requireMayPost first): every file is checked before anything
 * is stored (spec §5 upload rules, `field` naming the list), mentions are matched to people who may read the thread,
 * and the stored messages are published. A retried client_id answers the stored message, once.
 */
export async function sendMessages(
  db: AppDatabase,
  dataDir: string,
  request: ThreadRequest,
  events: EventContext,
  thread: ThreadRow,
  outgoing: readonly OutgoingMessage[],
  field: string,
): Promise<Message[]> {
  const reader = readerOf(request);
  const prepared: Prepared[] = outgoing.map((message, index) => ({
    outgoing: message,
    image: message.image === undefined ? null : decodeMessageImage(message.image, `${field}.${index}.image`),
    video: message.video === undefined ? null : decodeVideoDataUrl(message.video, `${field}.${index}.video`),
  }));
  const retried = await usedClientIds(
    db,
    thread.id,
    reader.user.id,
    outgoing.map((m) => m.client_id),
  );
  const items: NewMessage[] = [];
  for (const { outgoing: message, image, video } of prepared) {
    const fresh = !retried.has(message.client_id);
    const savedImage = fresh && image ? await saveMessageFile(dataDir, image) : null;
    const savedVideo = fresh && video ? await saveMessageFile(dataDir, video) : null;
    const mentioned = fresh
      ? await resolveMentions(db, reader.app, reader.caches, reader.user.id, thread, mentionedNames(message.message))
      : [];
    items.push({
      clientId: message.client_id,
      text: message.message.trim(),
      messageType: typeOf(message),
      imageUrls: savedImage ? [savedImage.url] : [],
      imageIds: savedImage ? [savedImage.id] : [],
      videoUrl: savedVideo?.url ?? null,
      attachmentData: message.attachment_data ?? null,
      mentions: mentioned.map((user) => user.id),
    });
  }
  const stored = await storeMessages(db, thread, reader.user.id, items);
  const answered = await messagesOf(
    db,
    thread,
    stored.map((s) => s.row),
  );
  const created = answered.filter((_, index) => stored[index]!.created);
  await publishCreated(events, thread, created, toThreadUser(reader.user));
  const latest = created[created.length - 1];
  if (latest) {
    await publishParentUpdate(db, events, thread);
    // Push and email for the participants, from a job: the send answers without waiting on them.
    await enqueueMessageNotifications(request.server.jobs, events.log, {
      threadId: thread.id,
      authorId: reader.user.id,
      ts: latest.message_ts,
    });
  }
  return answered;
}

/** A reply thread's new or deleted messages change its parent message's reply_count: its thread is told. */
export function publishParentUpdate(db: AppDatabase, events: EventContext, thread: ThreadRow): Promise<void> {
  const { parentThreadId, parentMessageTs } = thread;
  if (thread.kind !== 'reply' || parentThreadId === null || parentMessageTs === null) return Promise.resolve();
  return safely(events, "a parent message's reply count", async () => {
    const parent = await findThread(db, thread.appId, parentThreadId);
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.threadId, parentThreadId), eq(messages.ts, parentMessageTs)));
    if (!parent || !row) return;
    const [message] = await messagesOf(db, parent, [row]);
    await publishUpdated(events, parent, message!);
  });
}

/**
 * A notification message in the thread ("Mia left", "Mia added Sam"): spec §3 message type notification, from the
 * member whose act it tells of, published like any message. Post it while they are still a participant.
 */
export async function postNotice(
  db: AppDatabase,
  events: EventContext,
  thread: ThreadRow,
  actor: UserRow,
  text: string,
): Promise<Message> {
  const [stored] = await storeMessages(
    db,
    thread,
    actor.id,
    [
      {
        clientId: null,
        text,
        messageType: 'notification',
        imageUrls: [],
        imageIds: [],
        videoUrl: null,
        attachmentData: null,
        mentions: [],
      },
    ],
    { notices: true },
  );
  const [message] = await messagesOf(db, thread, [stored!.row]);
  await publishCreated(events, thread, [message!], toThreadUser(actor));
  return message!;
}
