import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { messages, threadParticipants, threads, type ThreadRow } from '../db/schema';

/** The pair's key of a direct chat: one thread per pair, whichever of the two starts it. */
export function directKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The direct chat of the pair, if there is one. */
export async function findDirectChat(db: AppDatabase, appId: string, a: string, b: string): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.appId, appId), eq(threads.directKey, directKeyOf(a, b))));
  return row ?? null;
}

/**
 * The direct chat of the pair, made when there is none (two members starting it at once get the same one). Both are
 * participants afterwards: someone who left comes back when the pair talks again.
 */
export async function findOrCreateDirectChat(
  db: AppDatabase,
  appId: string,
  creatorId: string,
  otherId: string,
  fallbackTitle: string,
): Promise<{ thread: ThreadRow; created: boolean }> {
  const [inserted] = await db
    .insert(threads)
    .values({
      appId,
      title: fallbackTitle,
      kind: 'chat',
      isPrivate: true,
      directKey: directKeyOf(creatorId, otherId),
      createdBy: creatorId,
    })
    .onConflictDoNothing()
    .returning();
  const thread = inserted ?? (await findDirectChat(db, appId, creatorId, otherId));
  await db
    .insert(threadParticipants)
    .values([creatorId, otherId].map((userId) => ({ threadId: thread!.id, userId })))
    .onConflictDoNothing();
  return { thread: thread!, created: inserted !== undefined };
}

/** A group chat of the creator and `otherIds`; `title` given, it counts as renamed. */
export async function createGroupChat(
  db: AppDatabase,
  appId: string,
  creatorId: string,
  otherIds: readonly string[],
  { title, fallbackTitle }: { title: string | null; fallbackTitle: string },
): Promise<ThreadRow> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(threads)
      .values({
        appId,
        title: title ?? fallbackTitle,
        hasBeenRenamed: title !== null,
        kind: 'chat',
        isPrivate: true,
        createdBy: creatorId,
      })
      .returning();
    await tx
      .insert(threadParticipants)
      .values([creatorId, ...otherIds].map((userId) => ({ threadId: thread!.id, userId })));
    return thread!;
  });
}

/**
 * An unrenamed chat whose participants are exactly these people (GET /threads/resolve with several ids: the group
 * the member already has with them), the newest if several.
 */
export async function findChatOf(
  db: AppDatabase,
  appId: string,
  userIds: readonly string[],
): Promise<ThreadRow | null> {
  const people = [...new Set(userIds)];
  const matching = db
    .select({ threadId: threadParticipants.threadId })
    .from(threadParticipants)
    .groupBy(threadParticipants.threadId)
    .having(
      and(
        sql`count(*) = ${people.length}`,
        sql`count(*) filter (where ${inArray(threadParticipants.userId, people)}) = ${people.length}`,
      ),
    );
  const [row] = await db
    .select()
    .from(threads)
    .where(
      and(
        eq(threads.appId, appId),
        eq(threads.kind, 'chat'),
        eq(threads.hasBeenRenamed, false),
        inArray(threads.id, matching),
      ),
    )
    .orderBy(sql`${threads.lastTs} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The reply thread of a message (made when there is none; the message then names it): readable and writable by
 * whoever can read the message's thread.
 */
export async function findOrCreateReplyThread(
  db: AppDatabase,
  parent: ThreadRow,
  ts: number,
  creatorId: string,
): Promise<{ thread: ThreadRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(threads)
      .values({
        appId: parent.appId,
        title: parent.title,
        kind: 'reply',
        isPrivate: parent.isPrivate,
        parentThreadId: parent.id,
        parentMessageTs: ts,
        createdBy: creatorId,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await tx
        .update(messages)
        .set({ replyThreadId: inserted.id })
        .where(and(eq(messages.threadId, parent.id), eq(messages.ts, ts)));
      return { thread: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(threads)
      .where(and(eq(threads.parentThreadId, parent.id), eq(threads.parentMessageTs, ts)));
    return { thread: existing!, created: false };
  });
}

/** The comments thread of a page (one per page), made the first time someone opens the page's comments. */
export async function findOrCreateCommentsThread(
  db: AppDatabase,
  appId: string,
  page: { id: string; title: string },
): Promise<ThreadRow> {
  const [inserted] = await db
    .insert(threads)
    .values({ appId, title: page.title, kind: 'comments', pageId: page.id })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(threads).where(eq(threads.pageId, page.id));
  return existing!;
}
