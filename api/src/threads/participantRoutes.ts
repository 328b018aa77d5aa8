import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ThreadResponse } from '@stride/shared';
import { escapeAngleBrackets } from '@stride/shared/messaging';
import {
  addParticipantsRequestSchema,
  participantsQuerySchema,
  readQuerySchema,
  removeParticipantRequestSchema,
  renameRequestSchema,
  toggleNotificationRequestSchema,
} from '@stride/shared/schemas';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { threadParticipants, threads, users, type ThreadRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { renewChannels } from './channelEpochs';
import { postNotice } from './messageSending';
import { requireGroupChat, requireMayMessage } from './messagingRules';
import {
  addParticipants,
  countParticipants,
  markRead,
  participantIds,
  removeParticipant,
  setNotifications,
} from './participantStore';
import { readableThread, readerOf, type ReadableThread } from './threadAccess';
import { eventContext, type ThreadLimits } from './threadContext';
import { publishChannelsRenewed, publishParticipantsChanged, publishRenamed, publishUnread } from './threadEvents';
import {
  participantsResponseSchema,
  readResponseSchema,
  threadResponseSchema,
  toggleNotificationResponseSchema,
  totalParticipantsResponseSchema,
} from './threadResponseSchemas';
import { membersOfApp, shownParticipant, threadUserColumns, toThreadUser } from './threadUsers';
import { toMessageThread } from './toMessageThread';

const threadParams = z.object({ id: z.string().max(64) });
/** People a page of GET /threads/{id}/participants holds. */
export const PARTICIPANTS_PAGE_SIZE = 50;

/** Participants are managed in chats only, by people in them (403 cannot_manage_participants otherwise). */
function requireChatMember({ thread, level }: ReadableThread): void {
  if (thread.kind !== 'chat' || level !== 'participate') throw new AppError('cannot_manage_participants');
}

function names(people: readonly { name: string }[]): string {
  return people.map((person) => escapeAngleBrackets(person.name)).join(', ');
}

/**
 * Spec §7 participants of a thread: counts, the list (#participants), notifications, reading, renaming, adding and
 * removing people (leaving). A chat's changes are told in it as notification messages and published live.
 */
export async function participantRoutes(
  instance: FastifyInstance,
  { db, limits }: { db: AppDatabase; limits: ThreadLimits },
): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;
  const writer = { config: member, preHandler: limits.writes };

  async function threadAnswer(request: FastifyRequest, threadId: string): Promise<ThreadResponse> {
    const [row] = await db.select().from(threads).where(eq(threads.id, threadId));
    const reader = readerOf(request);
    // After leaving, the member sees the thread as someone outside it (no `me`, nothing allowed).
    return { thread: await toMessageThread(db, reader, row!) };
  }

  /** GET /threads/{id}/total_participants → {total_participants}. */
  scope.get(
    '/threads/:id/total_participants',
    { config: member, schema: { params: threadParams, response: { 200: totalParticipantsResponseSchema } } },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      return { total_participants: await countParticipants(db, thread.id) };
    },
  );

  /**
   * GET /threads/{id}/participants ?page → {participants, has_more}, by name: not those blocked either way, nor, in an
   * open thread, private profiles (shownParticipant).
   */
  scope.get(
    '/threads/:id/participants',
    {
      config: member,
      schema: {
        params: threadParams,
        querystring: participantsQuerySchema,
        response: { 200: participantsResponseSchema },
      },
    },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const page = request.query.page ?? 1;
      const rows = await db
        .select(threadUserColumns)
        .from(threadParticipants)
        .innerJoin(users, eq(users.id, threadParticipants.userId))
        .where(
          and(
            eq(threadParticipants.threadId, thread.id),
            shownParticipant(signedInMember(request).user.id, thread.kind === 'chat'),
          ),
        )
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(PARTICIPANTS_PAGE_SIZE + 1)
        .offset((page - 1) * PARTICIPANTS_PAGE_SIZE);
      return {
        participants: rows.slice(0, PARTICIPANTS_PAGE_SIZE).map(toThreadUser),
        has_more: rows.length > PARTICIPANTS_PAGE_SIZE,
      };
    },
  );

  /**
   * POST /threads/{id}/toggle_notification {active, toggle_ts} → {notifications_enabled}. toggle_ts, the client's
   * time of the toggle, is accepted and not needed: the last call wins.
   */
  scope.post(
    '/threads/:id/toggle_notification',
    {
      ...writer,
      schema: {
        params: threadParams,
        body: toggleNotificationRequestSchema,
        response: { 200: toggleNotificationResponseSchema },
      },
    },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const enabled = await setNotifications(db, thread.id, signedInMember(request).user.id, request.body.active);
      return { notifications_enabled: enabled };
    },
  );

  /**
   * GET /threads/{id}/read ?client_ts → the member has read up to client_ts (or the latest message), never back; their
   * other devices learn their unread state ('unread-changed').
   */
  scope.get(
    '/threads/:id/read',
    {
      config: member,
      schema: { params: threadParams, querystring: readQuerySchema, response: { 200: readResponseSchema } },
    },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const { user } = signedInMember(request);
      const ts = Math.min(request.query.client_ts ?? thread.lastTs, thread.lastTs);
      const lastRead = await markRead(db, thread.id, user.id, ts);
      const unread = await publishUnread(eventContext(db, request), user.id, thread.id, lastRead);
      return { last_message_read_ts: lastRead, has_unread: unread.hasUnread };
    },
  );

  /**
   * POST /threads/{id}/rename {title} → {thread}: a chat's participant renames it; a renamed chat is a group chat
   * (group chat plans only), no longer the pair's direct chat.
   */
  scope.post(
    '/threads/:id/rename',
    {
      ...writer,
      schema: { params: threadParams, body: renameRequestSchema, response: { 200: threadResponseSchema } },
    },
    async (request) => {
      const readable = await readableThread(db, request, request.params.id);
      if (readable.thread.kind !== 'chat' || readable.level !== 'participate') throw new AppError('cannot_rename');
      requireGroupChat(request.app);
      const { title } = request.body;
      const [renamed] = await db
        .update(threads)
        .set({ title, hasBeenRenamed: true, directKey: null })
        .where(eq(threads.id, readable.thread.id))
        .returning();
      const events = eventContext(db, request);
      const { user } = signedInMember(request);
      const notice = await postNotice(
        db,
        events,
        renamed!,
        user,
        `${names([user])} renamed the conversation “${escapeAngleBrackets(title)}”`,
      );
      await publishRenamed(events, renamed!, title, notice.message_ts);
      return threadAnswer(request, renamed!.id);
    },
  );

  /**
   * POST /threads/{id}/remove_participant {user_id} → {thread}. Oneself: leaving (any thread). Someone else: in a
   * chat, by its creator or an account admin. A chat left with two people is called after the other one again.
   */
  scope.post(
    '/threads/:id/remove_participant',
    {
      ...writer,
      schema: { params: threadParams, body: removeParticipantRequestSchema, response: { 200: threadResponseSchema } },
    },
    async (request) => {
      const readable = await readableThread(db, request, request.params.id);
      const { thread } = readable;
      const { user } = signedInMember(request);
      const targetId = request.body.user_id.toLowerCase();
      const leaving = targetId === user.id;
      if (!leaving) {
        requireChatMember(readable);
        if (thread.createdBy !== user.id && !user.isAccountAdmin) throw new AppError('cannot_manage_participants');
      }
      const [target] = await membersOfApp(db, request.app.id, [targetId]);
      const present = target !== undefined && (await participantIds(db, thread.id)).includes(target.id);
      if (!present) throw new AppError('member_not_found', undefined, { field: 'user_id' });
      const events = eventContext(db, request);
      const notice =
        thread.kind === 'chat'
          ? await postNotice(
              db,
              events,
              thread,
              user,
              leaving ? `${names([user])} left` : `${names([user])} removed ${names([target])}`,
            )
          : null;
      // A chat's leaver may no longer read it nor its replies: they move to new channels (renewChannels).
      const renewed = await db.transaction(async (tx) => {
        await removeParticipant(tx, thread.id, target.id);
        return thread.kind === 'chat' ? renewChannels(tx, [thread.id]) : [];
      });
      const total = await countParticipants(db, thread.id);
      if (thread.kind === 'chat' && thread.hasBeenRenamed && total <= 2)
        await db.update(threads).set({ hasBeenRenamed: false }).where(eq(threads.id, thread.id));
      // Told on the channel the others are still on, which is the one the leaver is left on with nothing more.
      await publishParticipantsChanged(events, renewed.find((row) => row.id === thread.id) ?? thread, {
        total,
        added: [],
        removed: [target.id],
        ts: notice?.message_ts ?? thread.lastTs,
      });
      await publishChannelsRenewed(
        events,
        renewed.filter((row) => row.id !== thread.id),
        [target.id],
      );
      return threadAnswer(request, thread.id);
    },
  );

  /**
   * POST /threads/{id}/add_participants {user_ids} → {thread}: a chat's participant adds people they may message
   * (spec §5, not blocked either way); the chat becomes a group chat (group chat plans only).
   */
  scope.post(
    '/threads/:id/add_participants',
    {
      ...writer,
      schema: { params: threadParams, body: addParticipantsRequestSchema, response: { 200: threadResponseSchema } },
    },
    async (request) => {
      const readable = await readableThread(db, request, request.params.id);
      requireChatMember(readable);
      requireGroupChat(request.app);
      const { thread } = readable;
      const reader = readerOf(request);
      const wanted = [...new Set(request.body.user_ids.map((id) => id.toLowerCase()))];
      const people = await membersOfApp(db, request.app.id, wanted);
      if (people.length !== wanted.length) throw new AppError('member_not_found', undefined, { field: 'user_ids' });
      const present = new Set(await participantIds(db, thread.id));
      const newcomers = people.filter((person) => !present.has(person.id));
      for (const person of newcomers) await requireMayMessage(db, request.app, reader.user, person, 'user_ids');
      if (newcomers.length > 0) await admit(request, thread, newcomers);
      return threadAnswer(request, thread.id);
    },
  );

  async function admit(request: FastifyRequest, thread: ThreadRow, newcomers: readonly { id: string; name: string }[]) {
    const { user } = signedInMember(request);
    const added = await addParticipants(
      db,
      thread.id,
      newcomers.map((person) => person.id),
    );
    // Three people are no longer the pair's direct chat: the pair gets a new one when they next start one.
    await db.update(threads).set({ directKey: null }).where(eq(threads.id, thread.id));
    const events = eventContext(db, request);
    const notice = await postNotice(db, events, thread, user, `${names([user])} added ${names(newcomers)}`);
    await publishParticipantsChanged(events, thread, {
      total: await countParticipants(db, thread.id),
      added,
      removed: [],
      ts: notice.message_ts,
    });
  }
}
