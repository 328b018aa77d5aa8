import { and, asc, eq, not, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageAction, MessageActionResponse, MessagesResponse } from '@stride/shared';
import { mentionedNames } from '@stride/shared/messaging';
import {
  messageActionRequestSchema,
  messagesQuerySchema,
  pinRequestSchema,
  reportRequestSchema,
} from '@stride/shared/schemas';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { messageReactions, messageReports, threads, users, type ThreadRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { appMessaging } from '../globalConfig/buildGlobalConfig';
import { noContentSchema } from '../http/responseSchemas';
import { blockedEitherWay } from '../subscribers/memberBlocking';
import { deleteMessageFiles } from './messageMedia';
import { findMessage, latestMessages, messagesOf, messagesPage } from './messageReads';
import { publishParentUpdate, requireMayPost, sendMessages } from './messageSending';
import { deleteMessage, reactToMessage, updateMessage } from './messageStore';
import { mayDeleteMessage, speaksForApp } from './messagingRules';
import { joinThread } from './participantStore';
import { readableThread, readerOf, type ReadableThread } from './threadAccess';
import { resolveMentions } from './threadAudience';
import { SEND_BODY_LIMIT, eventContext, type ThreadLimits } from './threadContext';
import { publishDeleted, publishReacted, publishTyping, publishUpdated } from './threadEvents';
import {
  messageActionResponseSchema,
  messageResponseSchema,
  messagesResponseSchema,
  reactionsResponseSchema,
  sentMessagesSchema,
} from './threadResponseSchemas';
import { threadUserColumns, toThreadUser } from './threadUsers';

const threadParams = z.object({ id: z.string().max(64) });
const messageParams = threadParams.extend({
  ts: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
/** Most people GET …/reactions lists. */
const REACTIONS_LIMIT = 100;

/** Spec §4: a participant may pin in a chat; the app's admins and messaging profiles anywhere they can read. */
function requireMayPin({ thread, level }: ReadableThread, request: FastifyRequest): void {
  const { user } = signedInMember(request);
  if (speaksForApp(user)) return;
  if (thread.kind !== 'chat' || level !== 'participate') throw new AppError('cannot_pin');
}

/**
 * Spec §7 messages of a thread: pages of them, the one endpoint that sends, deletes, likes and edits, one message,
 * its likes, reports, pins and typing. Every route first checks that the member may read the thread (threadAccess).
 */
export async function messageRoutes(
  instance: FastifyInstance,
  { db, dataDir, limits }: { db: AppDatabase; dataDir: string; limits: ThreadLimits },
): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;

  /** An open thread (feed, comments, replies) is joined on first read: the member's read state and likes live there. */
  async function joinIfOpen(thread: ThreadRow, userId: string): Promise<void> {
    if (thread.kind !== 'chat') await joinThread(db, thread.id, userId);
  }

  /**
   * GET /threads/{id}/messages ?before,after,order,parent_ts,limit → a page, oldest first (messagesPage); parent_ts:
   * the replies to that message (none yet: an empty page).
   */
  scope.get(
    '/threads/:id/messages',
    {
      config: member,
      schema: { params: threadParams, querystring: messagesQuerySchema, response: { 200: messagesResponseSchema } },
    },
    async (request): Promise<MessagesResponse> => {
      const { thread } = await readableThread(db, request, request.params.id);
      const { user } = signedInMember(request);
      const { parent_ts: parentTs, ...query } = request.query;
      if (parentTs === undefined) {
        await joinIfOpen(thread, user.id);
        return messagesPage(db, user.id, thread, query);
      }
      await findMessage(db, user.id, thread.id, parentTs);
      const [replies] = await db
        .select()
        .from(threads)
        .where(and(eq(threads.parentThreadId, thread.id), eq(threads.parentMessageTs, parentTs)));
      if (!replies) return { messages: [], remaining_messages: 0, has_more_after: false };
      return messagesPage(db, user.id, replies, query);
    },
  );

  /** The delete action: the author or an account admin, only an account admin in strict mode (spec §5). */
  async function deleteAction(request: FastifyRequest, thread: ThreadRow, ts: number) {
    const { user } = signedInMember(request);
    const message = await findMessage(db, user.id, thread.id, ts);
    if (!mayDeleteMessage(appMessaging(request.app), user, message)) throw new AppError('cannot_delete_message');
    const deleted = await deleteMessage(db, thread, ts);
    if (!deleted) throw new AppError('message_not_found');
    await deleteMessageFiles(dataDir, [...deleted.imageUrls, deleted.videoUrl]).catch((error: unknown) =>
      request.log.warn({ err: error }, 'threads: could not delete a deleted message’s files'),
    );
    const events = eventContext(db, request);
    const latest = (await latestMessages(db, user.id, [thread])).get(thread.id) ?? null;
    await publishDeleted(events, thread, ts, latest);
    await publishParentUpdate(db, events, thread);
    return { deleted: ts };
  }

  async function reactAction(
    request: FastifyRequest,
    readable: ReadableThread,
    action: MessageAction & { type: 'react' },
  ) {
    const { thread, level } = readable;
    const { user } = signedInMember(request);
    if (level !== 'participate')
      throw new AppError('cannot_post', 'You can read this conversation but not react in it');
    await findMessage(db, user.id, thread.id, action.message_ts);
    await joinIfOpen(thread, user.id);
    const result = await reactToMessage(db, thread.id, action.message_ts, user.id, action.action);
    if (result.changed)
      await publishReacted(eventContext(db, request), thread, {
        ts: action.message_ts,
        reactionCount: result.reactionCount,
        userId: user.id,
        action: action.action,
      });
    return { message_ts: action.message_ts, reaction_count: result.reactionCount, liked: result.liked };
  }

  /** The author edits their message, where they may still post (as sending: blocks, read-only comments, feeds). */
  async function editAction(
    request: FastifyRequest,
    { thread, level }: ReadableThread,
    action: MessageAction & { type: 'edit' },
  ) {
    const reader = readerOf(request);
    await requireMayPost(db, request, thread, level);
    const found = await findMessage(db, reader.user.id, thread.id, action.message_ts);
    if (found.userId !== reader.user.id || found.messageType === 'notification')
      throw new AppError('forbidden', 'Only its author can edit a message');
    const mentioned = await resolveMentions(
      db,
      reader.app,
      reader.caches,
      reader.user.id,
      thread,
      mentionedNames(action.message),
    );
    const row = await updateMessage(db, thread.id, action.message_ts, {
      text: action.message,
      mentions: mentioned.map((person) => person.id),
      editedAt: new Date(),
    });
    const [message] = await messagesOf(db, thread, [row]);
    await publishUpdated(eventContext(db, request), thread, message!);
    return { message: message! };
  }

  /**
   * POST /threads/{id}/messages {data} (spec §7: one endpoint): send → 201 {messages}; delete → {deleted};
   * react (like, unlike) → {message_ts, reaction_count, liked}; edit → {message}.
   */
  scope.post(
    '/threads/:id/messages',
    {
      config: member,
      preHandler: limits.writes,
      bodyLimit: SEND_BODY_LIMIT,
      schema: {
        params: threadParams,
        body: messageActionRequestSchema,
        response: { 200: messageActionResponseSchema, 201: sentMessagesSchema },
      },
    },
    async (request, reply): Promise<MessageActionResponse> => {
      const readable = await readableThread(db, request, request.params.id);
      const { data } = request.body;
      switch (data.type) {
        case 'send': {
          await requireMayPost(db, request, readable.thread, readable.level);
          const sent = await sendMessages(
            db,
            dataDir,
            request,
            eventContext(db, request),
            readable.thread,
            data.messages,
            'data.messages',
          );
          void reply.status(201);
          return { messages: sent };
        }
        case 'delete':
          return deleteAction(request, readable.thread, data.message_ts);
        case 'react':
          return reactAction(request, readable, data);
        case 'edit':
          return editAction(request, readable, data);
      }
    },
  );

  /** GET /threads/{id}/messages/{ts} → {message}. */
  scope.get(
    '/threads/:id/messages/:ts',
    { config: member, schema: { params: messageParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const row = await findMessage(db, signedInMember(request).user.id, thread.id, request.params.ts);
      const [message] = await messagesOf(db, thread, [row]);
      return { message: message! };
    },
  );

  /** GET /threads/{id}/messages/{ts}/reactions → {users} who like it (not those blocked either way). */
  scope.get(
    '/threads/:id/messages/:ts/reactions',
    { config: member, schema: { params: messageParams, response: { 200: reactionsResponseSchema } } },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const { user } = signedInMember(request);
      await findMessage(db, user.id, thread.id, request.params.ts);
      const rows = await db
        .select(threadUserColumns)
        .from(messageReactions)
        .innerJoin(users, eq(users.id, messageReactions.userId))
        .where(
          and(
            eq(messageReactions.threadId, thread.id),
            eq(messageReactions.messageTs, request.params.ts),
            or(eq(users.id, user.id), not(blockedEitherWay(user.id, users.id))),
          ),
        )
        .orderBy(asc(messageReactions.createdAt))
        .limit(REACTIONS_LIMIT);
      return { users: rows.map(toThreadUser) };
    },
  );

  /** POST /threads/{id}/messages/{ts}/report {reason} → 201; only others' messages, once each (spec §5, §8). */
  scope.post(
    '/threads/:id/messages/:ts/report',
    {
      config: member,
      preHandler: limits.writes,
      schema: { params: messageParams, body: reportRequestSchema, response: { 201: noContentSchema } },
    },
    async (request, reply) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const { user } = signedInMember(request);
      const message = await findMessage(db, user.id, thread.id, request.params.ts);
      if (message.userId === user.id) throw new AppError('cannot_report_own_message');
      const stored = await db
        .insert(messageReports)
        .values({
          appId: request.app.id,
          threadId: thread.id,
          messageTs: message.ts,
          reporterId: user.id,
          reason: request.body.reason,
        })
        .onConflictDoNothing()
        .returning();
      if (stored.length === 0) throw new AppError('already_reported');
      return reply.status(201).send();
    },
  );

  /** PUT /threads/{id}/pin {pinned, message_ts} → {message}, pinned or not (spec §4: pinned first in feeds). */
  scope.put(
    '/threads/:id/pin',
    {
      config: member,
      preHandler: limits.writes,
      schema: { params: threadParams, body: pinRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const readable = await readableThread(db, request, request.params.id);
      requireMayPin(readable, request);
      const { thread } = readable;
      await findMessage(db, signedInMember(request).user.id, thread.id, request.body.message_ts);
      const row = await updateMessage(db, thread.id, request.body.message_ts, {
        pinnedAt: request.body.pinned ? new Date() : null,
      });
      const [message] = await messagesOf(db, thread, [row]);
      await publishUpdated(eventContext(db, request), thread, message!);
      return { message: message! };
    },
  );

  /** POST /threads/{id}/typing → 204: the others see "… is typing" (client events are off, so it goes through here). */
  scope.post(
    '/threads/:id/typing',
    {
      config: member,
      preHandler: limits.typing,
      schema: { params: threadParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const { thread, level } = await readableThread(db, request, request.params.id);
      await requireMayPost(db, request, thread, level);
      await publishTyping(eventContext(db, request), thread, signedInMember(request).user);
      return reply.status(204).send();
    },
  );
}
