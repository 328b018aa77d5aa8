import { and, desc, eq, gt, ne, not } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { messages, threadParticipants, users } from '../db/schema';
import type { JobQueue } from '../jobs/JobQueue';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import type { MemberNotifier } from './MemberNotifier';
import type { MemberNotification } from './Notifier';

/** One job per sent batch: its handler finds who to tell, so the send request stores a single row. */
export const MESSAGE_CREATED_QUEUE = 'notifications.message-created';
/** Per recipient and thread: an email if the message is still unread after EMAIL_DELAY_MS. */
export const MESSAGE_EMAIL_QUEUE = 'notifications.message-email';

/** Someone reading along in the app (or on their phone, by push) has no need of the email. */
export const MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;
/** Pushes sent at once by one fan-out: enough to finish a big group quickly without flooding the push services. */
const PUSH_CONCURRENCY = 8;
const PREVIEW_MAX = 140;

export interface MessageCreatedJob {
  threadId: string;
  authorId: string;
  /** The newest message of the batch: the one the notification shows. */
  ts: number;
}

export interface MessageEmailJob {
  userId: string;
  threadId: string;
  /** The first message this email is about: none is sent if the member has read up to it. */
  ts: number;
}

/**
 * Called by the thread routes after new messages are stored and published. Never fails the send: the messages are
 * saved whatever happens here, so a queue failure is logged.
 */
export async function enqueueMessageNotifications(
  jobs: JobQueue,
  log: FastifyBaseLogger,
  job: MessageCreatedJob,
): Promise<void> {
  try {
    await jobs.send<MessageCreatedJob>(MESSAGE_CREATED_QUEUE, job);
  } catch (error) {
    log.error({ err: error, threadId: job.threadId }, 'notifications: could not queue new-message notifications');
  }
}

/** The participants to tell: notifications on for the thread, not the author, no block either way. */
async function recipientsOf(db: AppDatabase, threadId: string, authorId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: threadParticipants.userId })
    .from(threadParticipants)
    .where(
      and(
        eq(threadParticipants.threadId, threadId),
        eq(threadParticipants.notificationsEnabled, true),
        ne(threadParticipants.userId, authorId),
        not(blockedEitherWay(authorId, threadParticipants.userId)),
      ),
    );
  return rows.map((row) => row.userId);
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_MAX ? flat : `${flat.slice(0, PREVIEW_MAX - 1)}…`;
}

/** The message as a notification: its author's name and the start of its text. */
async function messageNotification(
  db: AppDatabase,
  threadId: string,
  ts: number,
): Promise<{ notification: MemberNotification; authorId: string } | null> {
  const [row] = await db
    .select({ text: messages.text, authorId: messages.userId, senderName: users.name })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.threadId, threadId), eq(messages.ts, ts)));
  if (!row || row.authorId === null) return null;
  return {
    authorId: row.authorId,
    notification: { kind: 'message', thread_id: threadId, sender_name: row.senderName, preview: preview(row.text) },
  };
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/**
 * A new message: each recipient gets an email job for later (stored first, in one statement: the jobs share a key
 * per member and thread, so a burst of messages makes one email) and is pushed at once (one notification per thread,
 * replaced by the next).
 */
export async function handleMessageCreated(
  db: AppDatabase,
  jobs: JobQueue,
  notifier: MemberNotifier,
  job: MessageCreatedJob,
): Promise<void> {
  const message = await messageNotification(db, job.threadId, job.ts);
  if (!message) return;
  const recipients = await recipientsOf(db, job.threadId, job.authorId);
  const startAfter = new Date(Date.now() + MESSAGE_EMAIL_DELAY_MS);
  await jobs.sendMany<MessageEmailJob>(
    MESSAGE_EMAIL_QUEUE,
    recipients.map((userId) => ({
      data: { userId, threadId: job.threadId, ts: job.ts },
      startAfter,
      singletonKey: `message-email:${userId}:${job.threadId}`,
    })),
  );
  await inBatches(recipients, PUSH_CONCURRENCY, (userId) =>
    notifier.notifyVia(userId, message.notification, { push: true, email: false }),
  );
}

/**
 * The delayed email: only while the member still has not read the thread up to the message, with notifications still
 * on for it; it shows the newest unread message from someone they have not blocked.
 */
export async function handleMessageEmail(
  db: AppDatabase,
  notifier: MemberNotifier,
  job: MessageEmailJob,
): Promise<void> {
  const [participant] = await db
    .select()
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, job.threadId), eq(threadParticipants.userId, job.userId)));
  if (!participant || !participant.notificationsEnabled || participant.lastReadTs >= job.ts) return;
  const [latest] = await db
    .select({ ts: messages.ts })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(
      and(
        eq(messages.threadId, job.threadId),
        gt(messages.ts, participant.lastReadTs),
        ne(messages.userId, job.userId),
        ne(messages.messageType, 'notification'),
        not(blockedEitherWay(job.userId, messages.userId)),
      ),
    )
    .orderBy(desc(messages.ts))
    .limit(1);
  const message = latest ? await messageNotification(db, job.threadId, latest.ts) : null;
  if (!message) return;
  await notifier.notifyVia(job.userId, message.notification, { push: false, email: true });
}
