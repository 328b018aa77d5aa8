import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadAppPages } from '../access/appPageIndex';
import { accessMemberData, pageAccessFor } from '../access/requestAccess';
import type { AppCaches } from '../cache/AppCaches';
import { isPasswordless, toUser } from '../auth/loginResponse';
import { signedInMember } from '../auth/registerMember';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import {
  threadParticipants,
  threads,
  type AppRow,
  type ThreadParticipantRow,
  type ThreadRow,
  type UserRow,
} from '../db/schema';
import { AppError } from '../errors/AppError';
import { appAccess, appMessaging } from '../globalConfig/buildGlobalConfig';

/** What deciding about a thread needs of a request: its app, its member, and the caches the page rules read. */
export type ThreadRequest = Pick<FastifyRequest, 'member' | 'app' | 'server'>;

/** Someone whose access to threads is decided: the caller, or a person they mention or add. */
export interface ThreadReader {
  app: AppRow;
  caches: AppCaches;
  user: UserRow;
  activeProductIds: readonly string[];
}

/**
 * How far a reader may go in a thread: `none`; `read` (a page's comments the page rules let them only browse:
 * allow_browsing shows purchase-gated pages, it does not let visitors take part); `participate`.
 */
export type ThreadAccessLevel = 'none' | 'read' | 'participate';

/** A reply thread's parent is a chat, feed or comments thread; the guard only stops a cycle written by hand. */
const MAX_PARENT_DEPTH = 4;

export function readerOf(request: ThreadRequest): ThreadReader {
  const member = signedInMember(request);
  return {
    app: request.app,
    caches: request.server.caches,
    user: member.user,
    activeProductIds: member.activeProductIds,
  };
}

/** A thread of this app by id; null for a malformed id or another app's thread (never told apart). */
export async function findThread(db: AppDatabase, appId: string, threadId: string): Promise<ThreadRow | null> {
  if (!isUuid(threadId)) return null;
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.appId, appId)));
  return row ?? null;
}

export async function findParticipant(
  db: AppDatabase,
  threadId: string,
  userId: string,
): Promise<ThreadParticipantRow | null> {
  const [row] = await db
    .select()
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)));
  return row ?? null;
}

/**
 * The thread whose people-rules a thread follows: a reply thread its parent's (the replies of a direct chat are
 * still between its two people, blocks included); any other thread its own.
 */
export async function ruleThread(db: AppDatabase, thread: ThreadRow): Promise<ThreadRow> {
  if (thread.kind !== 'reply' || thread.parentThreadId === null) return thread;
  return (await findThread(db, thread.appId, thread.parentThreadId)) ?? thread;
}

/** What the page access engine lets the reader do with a page of the app (spec §4 "Page access results"). */
export async function pageLevel(db: AppDatabase, reader: ThreadReader, pageId: string): Promise<ThreadAccessLevel> {
  const index = await loadAppPages(db, reader.caches, reader.app.id);
  if (!index.byId.has(pageId)) return 'none';
  const result = pageAccessFor(index, pageId, {
    app: appAccess(reader.app.access),
    viewer: toUser(reader.user, reader.activeProductIds),
    member: await accessMemberData(db, reader.caches, reader.app.id, reader.user.id),
    now: new Date(),
  });
  if (!result.granted) return 'none';
  return result.browsing ? 'read' : 'participate';
}

/**
 * The reader's access to `thread` (issue 14's rules): a chat only its participants; a feed every member of the app;
 * a page's comments whoever the page access engine lets read the page; a reply thread whoever may read the thread
 * of the message it replies to. Who may post a feed's root messages is decided apart (canPostIn).
 */
export async function threadAccessLevel(
  db: AppDatabase,
  reader: ThreadReader,
  thread: ThreadRow,
  depth = 0,
): Promise<ThreadAccessLevel> {
  if (thread.appId !== reader.app.id) return 'none';
  switch (thread.kind) {
    case 'chat':
      return (await findParticipant(db, thread.id, reader.user.id)) ? 'participate' : 'none';
    case 'feed':
      return 'participate';
    case 'comments':
      return thread.pageId === null ? 'none' : pageLevel(db, reader, thread.pageId);
    case 'reply': {
      if (thread.parentThreadId === null || depth >= MAX_PARENT_DEPTH) return 'none';
      const parent = await findThread(db, thread.appId, thread.parentThreadId);
      return parent ? threadAccessLevel(db, reader, parent, depth + 1) : 'none';
    }
  }
}

/**
 * True when the thread is in the caller's app, messaging is on there, its channel is at `epoch`, and the caller (a
 * signed-in member who has finished setup) may read it. The realtime auth endpoint asks this for
 * `private-thread-{id}-{epoch}` channels.
 */
export async function mayReadThread(
  db: AppDatabase,
  request: ThreadRequest,
  threadId: string,
  epoch: number,
): Promise<boolean> {
  if (request.member === null || isPasswordless(request.member.user)) return false;
  if (!appMessaging(request.app).enabled) return false;
  const thread = await findThread(db, request.app.id, threadId);
  if (thread === null || thread.channelEpoch !== epoch) return false;
  return (await threadAccessLevel(db, readerOf(request), thread)) !== 'none';
}

/** Spec §6: no thread call answers on an app whose messaging is off ("Messaging not available on this app"). */
export function requireMessaging(request: Pick<FastifyRequest, 'app'>): void {
  if (!appMessaging(request.app).enabled) throw new AppError('messaging_not_available');
}

/** A thread the caller may read, with how far they may go in it. */
export interface ReadableThread {
  thread: ThreadRow;
  level: Exclude<ThreadAccessLevel, 'none'>;
}

/**
 * The thread a call names, if the member may read it: 404 thread_not_found for a malformed id or another app's
 * thread, 403 thread_forbidden ("You do not have permission to view this message thread") for one they may not.
 */
export async function readableThread(
  db: AppDatabase,
  request: ThreadRequest,
  threadId: string,
): Promise<ReadableThread> {
  requireMessaging(request);
  const thread = await findThread(db, request.app.id, threadId);
  if (!thread) throw new AppError('thread_not_found');
  const level = await threadAccessLevel(db, readerOf(request), thread);
  if (level === 'none') throw new AppError('thread_forbidden');
  return { thread, level };
}
