import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, not, or, type SQL } from 'drizzle-orm';
import type { Message, MessagesQuery, MessagesResponse } from '@stride/shared';
import { MESSAGES_PAGE_SIZE, messageId } from '@stride/shared/messaging';
import type { AppDatabase } from '../db/AppDatabase';
import { messages, threads, type MessageRow, type ThreadRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import { toMessages } from './toMessage';

/** Most pinned messages a feed's first page carries. */
export const PINNED_LIMIT = 20;

/** Spec §6: the messages of members the viewer blocked, or who blocked the viewer, are left out of every answer. */
export function visibleTo(viewerId: string): SQL {
  return or(isNull(messages.userId), not(blockedEitherWay(viewerId, messages.userId)))!;
}

/** One message of the thread by ts, visible to the viewer; 404 message_not_found otherwise. */
export async function findMessage(
  db: AppDatabase,
  viewerId: string,
  threadId: string,
  ts: number,
): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.ts, ts), visibleTo(viewerId)));
  if (!row) throw new AppError('message_not_found');
  return row;
}

export async function messagesOf(db: AppDatabase, thread: ThreadRow, rows: readonly MessageRow[]): Promise<Message[]> {
  return toMessages(db, thread.appId, rows, () => thread.kind);
}

async function countWhere(db: AppDatabase, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(where);
  return row?.n ?? 0;
}

/** Whether any message matches: stops at the first, where a count would read the rest of the history. */
async function anyWhere(db: AppDatabase, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ ts: messages.ts }).from(messages).where(where).limit(1);
  return rows.length > 0;
}

/**
 * GET /threads/{id}/messages: a page of the thread's messages, oldest first. `before` pages back from a ts (the
 * newest ones before it); `after` catches up (the oldest ones after it); with neither, `order` says which end to
 * start from: `desc` (default) the latest messages, `asc` the first ones. A feed's first page also carries its
 * pinned messages (`pinned`), which the client shows first.
 */
export async function messagesPage(
  db: AppDatabase,
  viewerId: string,
  thread: ThreadRow,
  query: Omit<MessagesQuery, 'parent_ts'>,
): Promise<MessagesResponse> {
  const limit = query.limit ?? MESSAGES_PAGE_SIZE;
  const inThread = and(eq(messages.threadId, thread.id), visibleTo(viewerId));
  const ascending = query.before === undefined && (query.after !== undefined || query.order === 'asc');
  const found = await db
    .select()
    .from(messages)
    .where(
      and(
        inThread,
        query.before === undefined ? undefined : lt(messages.ts, query.before),
        query.after === undefined ? undefined : gt(messages.ts, query.after),
      ),
    )
    .orderBy(ascending ? asc(messages.ts) : desc(messages.ts))
    .limit(limit);
  const rows = ascending ? found : found.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const [remaining, newer] = await Promise.all([
    first ? countWhere(db, and(inThread, lt(messages.ts, first.ts))) : Promise.resolve(0),
    last ? anyWhere(db, and(inThread, gt(messages.ts, last.ts))) : Promise.resolve(false),
  ]);
  const firstPage = query.before === undefined && query.after === undefined;
  const pinned =
    firstPage && thread.kind === 'feed'
      ? await db
          .select()
          .from(messages)
          .where(and(inThread, isNotNull(messages.pinnedAt)))
          .orderBy(desc(messages.pinnedAt))
          .limit(PINNED_LIMIT)
      : null;
  const [page, pins] = await Promise.all([
    messagesOf(db, thread, rows),
    pinned ? messagesOf(db, thread, pinned) : Promise.resolve(null),
  ]);
  return {
    messages: page,
    remaining_messages: remaining,
    has_more_after: newer,
    ...(pins ? { pinned: pins } : {}),
  };
}

/** The newest message of each thread the viewer may see (spec §4: deleting the latest moves it to the next). */
export async function latestMessages(
  db: AppDatabase,
  viewerId: string,
  threadRows: readonly ThreadRow[],
): Promise<Map<string, Message>> {
  if (threadRows.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.threadId])
    .from(messages)
    .where(
      and(
        inArray(
          messages.threadId,
          threadRows.map((t) => t.id),
        ),
        visibleTo(viewerId),
      ),
    )
    .orderBy(messages.threadId, desc(messages.ts));
  const kinds = new Map(threadRows.map((t) => [t.id, t.kind]));
  const list = await toMessages(db, threadRows[0]!.appId, rows, (id) => kinds.get(id) ?? 'chat');
  return new Map(list.map((message) => [message.message_thread_id, message]));
}

/** The message a reply thread answers, by the reply thread's id (for those whose parent still exists). */
export async function parentMessages(
  db: AppDatabase,
  viewerId: string,
  replyThreads: readonly ThreadRow[],
): Promise<Map<string, Message>> {
  const wanted = replyThreads.filter((t) => t.parentThreadId !== null && t.parentMessageTs !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ message: messages, kind: threads.kind })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(
      and(
        or(...wanted.map((t) => and(eq(messages.threadId, t.parentThreadId!), eq(messages.ts, t.parentMessageTs!)))),
        visibleTo(viewerId),
      ),
    );
  const kinds = new Map(rows.map((row) => [row.message.threadId, row.kind]));
  const list = await toMessages(
    db,
    wanted[0]!.appId,
    rows.map((row) => row.message),
    (id) => kinds.get(id) ?? 'chat',
  );
  const byKey = new Map(list.map((message) => [message.id, message]));
  const result = new Map<string, Message>();
  for (const thread of wanted) {
    const parent = byKey.get(messageId(thread.parentThreadId!, thread.parentMessageTs!));
    if (parent) result.set(thread.id, parent);
  }
  return result;
}
