import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CreateThreadRequest, ThreadResponse } from '@stride/shared';
import { parseMessageId } from '@stride/shared/messaging';
import {
  createThreadRequestSchema,
  mentionableQuerySchema,
  profilesQuerySchema,
  resolveThreadQuerySchema,
  subscriberSearchQuerySchema,
  threadListQuerySchema,
} from '@stride/shared/schemas';
import { loadAppPages } from '../access/appPageIndex';
import { signedInMember } from '../auth/registerMember';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import type { ThreadRow, UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { messageRoutes } from './messageRoutes';
import { findMessage } from './messageReads';
import { publishParentUpdate, requireMayPost, sendMessages } from './messageSending';
import { requireGroupChat, requireMayMessage } from './messagingRules';
import { participantRoutes } from './participantRoutes';
import { unreadChatCounts } from './participantStore';
import {
  findParticipant,
  findThread,
  pageLevel,
  readableThread,
  readerOf,
  requireMessaging,
  type ThreadAccessLevel,
  type ThreadRequest,
} from './threadAccess';
import { mentionableUsers } from './threadAudience';
import { SEND_BODY_LIMIT, createThreadLimits, eventContext } from './threadContext';
import {
  createGroupChat,
  findChatOf,
  findDirectChat,
  findOrCreateCommentsThread,
  findOrCreateDirectChat,
  findOrCreateReplyThread,
} from './threadCreation';
import { publishParticipantsChanged } from './threadEvents';
import { listThreads } from './threadLists';
import { searchSubscribers, threadProfiles } from './threadPeople';
import {
  mentionableResponseSchema,
  resolveThreadResponseSchema,
  subscriberSearchResponseSchema,
  threadListResponseSchema,
  threadProfilesResponseSchema,
  threadResponseSchema,
  unreadStatusResponseSchema,
} from './threadResponseSchemas';
import { membersOfApp } from './threadUsers';
import { toMessageThread } from './toMessageThread';

const threadParams = z.object({ id: z.string().max(64) });

/**
 * Spec §7 Threads and GET /subscribers: chats (direct and group), feeds, a page's comments and the replies to a
 * message, delivered live (threadEvents). Every route is a signed-in member's, inside their app, and answers 403
 * messaging_not_available where the app has messaging off. The rules of who reads, posts and manages what are
 * threadAccess's and messagingRules'.
 */
export async function threadRoutes(
  instance: FastifyInstance,
  { db, dataDir }: { db: AppDatabase; dataDir: string },
): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const member = { member: 'required' } as const;
  const limits = createThreadLimits(instance);

  /** The other members a new chat is with: of this app (404 member_not_found), each one the creator may message. */
  async function chatPartners(request: ThreadRequest, ids: readonly string[], field: string): Promise<UserRow[]> {
    const { user } = readerOf(request);
    const people = await membersOfApp(db, request.app.id, ids);
    if (people.length !== new Set(ids.map((id) => id.toLowerCase())).size)
      throw new AppError('member_not_found', undefined, { field });
    for (const person of people) await requireMayMessage(db, request.app, user, person, field);
    return people;
  }

  /** The first messages of a new (or found) thread, sent as the send action would. */
  async function sendFirst(
    request: FastifyRequest,
    thread: ThreadRow,
    level: ThreadAccessLevel,
    body: CreateThreadRequest,
  ): Promise<void> {
    if (body.messages.length === 0) return;
    await requireMayPost(db, request, thread, level);
    await sendMessages(db, dataDir, request, eventContext(db, request), thread, body.messages, 'messages');
  }

  /** GET /threads ?type,before,after,except_ids → {threads, has_more}. */
  scope.get(
    '/threads',
    { config: member, schema: { querystring: threadListQuerySchema, response: { 200: threadListResponseSchema } } },
    async (request) => {
      requireMessaging(request);
      return listThreads(db, readerOf(request), request.query);
    },
  );

  /** GET /threads/unread_status → whether any of the member's chats has a message they have not read. */
  scope.get(
    '/threads/unread_status',
    { config: member, schema: { response: { 200: unreadStatusResponseSchema } } },
    async (request) => {
      requireMessaging(request);
      const { user } = signedInMember(request);
      const count = (await unreadChatCounts(db, [user.id])).get(user.id) ?? 0;
      return { has_unread: count > 0, unread_count: count };
    },
  );

  /**
   * GET /threads/resolve ?subscriber_ids → the member's chat with exactly those people (one id: their direct chat),
   * or null; ?page_id → the page's comments thread, made on first use, if the member may read the page.
   */
  scope.get(
    '/threads/resolve',
    {
      config: member,
      schema: { querystring: resolveThreadQuerySchema, response: { 200: resolveThreadResponseSchema } },
    },
    async (request) => {
      requireMessaging(request);
      const reader = readerOf(request);
      const { page_id: pageId, subscriber_ids: subscriberIds = [] } = request.query;
      if (pageId !== undefined) {
        const page = isUuid(pageId)
          ? (await loadAppPages(db, request.server.caches, request.app.id)).byId.get(pageId.toLowerCase())
          : undefined;
        if (!page) throw new AppError('page_not_found', undefined, { field: 'page_id' });
        if ((await pageLevel(db, reader, page.id)) === 'none') throw new AppError('thread_forbidden');
        return { thread_id: (await findOrCreateCommentsThread(db, request.app.id, page)).id };
      }
      const others = [...new Set(subscriberIds.map((id) => id.toLowerCase()))].filter((id) => id !== reader.user.id);
      const people = await membersOfApp(db, request.app.id, others);
      if (others.length === 0 || people.length !== others.length) return { thread_id: null };
      const thread =
        others.length === 1
          ? await findDirectChat(db, request.app.id, reader.user.id, others[0]!)
          : await findChatOf(db, request.app.id, [reader.user.id, ...others]);
      const mine = thread && (await findParticipant(db, thread.id, reader.user.id));
      return { thread_id: mine ? thread.id : null };
    },
  );

  /** GET /threads/profiles ?user_ids → {profiles, app_profiles}. */
  scope.get(
    '/threads/profiles',
    { config: member, schema: { querystring: profilesQuerySchema, response: { 200: threadProfilesResponseSchema } } },
    async (request) => {
      requireMessaging(request);
      return threadProfiles(db, request.app.id, signedInMember(request).user.id, request.query.user_ids);
    },
  );

  /** GET /subscribers ?term,ids,excluded_by_thread → {subscribers} the member may find to talk to. */
  scope.get(
    '/subscribers',
    {
      config: member,
      schema: { querystring: subscriberSearchQuerySchema, response: { 200: subscriberSearchResponseSchema } },
    },
    async (request) => {
      requireMessaging(request);
      const { term, ids, excluded_by_thread: excluded } = request.query;
      const excludedThreadId =
        excluded === undefined ? undefined : (await readableThread(db, request, excluded)).thread.id;
      const subscribers = await searchSubscribers(db, request.app, signedInMember(request).user, {
        term,
        ids,
        excludedThreadId,
      });
      return { subscribers };
    },
  );

  /** GET /threads/{id} → {thread} as the member sees it. */
  scope.get(
    '/threads/:id',
    { config: member, schema: { params: threadParams, response: { 200: threadResponseSchema } } },
    async (request): Promise<ThreadResponse> => {
      const { thread, level } = await readableThread(db, request, request.params.id);
      return { thread: await toMessageThread(db, readerOf(request), thread, level) };
    },
  );

  /** GET /threads/{id}/mentionable ?term → {users} the member can mention there. */
  scope.get(
    '/threads/:id/mentionable',
    {
      config: member,
      schema: {
        params: threadParams,
        querystring: mentionableQuerySchema,
        response: { 200: mentionableResponseSchema },
      },
    },
    async (request) => {
      const { thread } = await readableThread(db, request, request.params.id);
      const reader = readerOf(request);
      return {
        users: await mentionableUsers(db, reader.app, reader.caches, reader.user.id, thread, request.query.term ?? ''),
      };
    },
  );

  /**
   * POST /threads {subscriber_id | subscriber_ids | parent_message_id, title?, messages?} → 201 {thread} when made,
   * 200 when the pair's direct chat or the message's reply thread already existed; the first messages are sent.
   */
  scope.post(
    '/threads',
    {
      config: member,
      preHandler: limits.writes,
      bodyLimit: SEND_BODY_LIMIT,
      schema: { body: createThreadRequestSchema, response: { 200: threadResponseSchema, 201: threadResponseSchema } },
    },
    async (request, reply): Promise<ThreadResponse> => {
      requireMessaging(request);
      const reader = readerOf(request);
      const { body } = request;
      const events = eventContext(db, request);
      let made: { thread: ThreadRow; created: boolean; level: ThreadAccessLevel };
      if (body.parent_message_id !== undefined) {
        const parsed = parseMessageId(body.parent_message_id);
        if (!parsed)
          throw new AppError('invalid_input', 'parent_message_id: not a message id', { field: 'parent_message_id' });
        const { thread: parent, level } = await readableThread(db, request, parsed.threadId);
        if (parent.kind === 'reply')
          throw new AppError('invalid_input', 'A reply cannot be replied to in a thread of its own', {
            field: 'parent_message_id',
          });
        await findMessage(db, reader.user.id, parent.id, parsed.ts);
        const found = await findOrCreateReplyThread(db, parent, parsed.ts, reader.user.id);
        made = { ...found, level };
        if (found.created) await publishParentUpdate(db, events, found.thread);
      } else {
        const ids = body.subscriber_id !== undefined ? [body.subscriber_id] : (body.subscriber_ids ?? []);
        const field = body.subscriber_id !== undefined ? 'subscriber_id' : 'subscriber_ids';
        const others = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => id !== reader.user.id);
        if (others.length === 0)
          throw new AppError('cannot_message', 'You cannot start a conversation with yourself', { field });
        if (others.length > 1 || body.title !== undefined) requireGroupChat(request.app);
        const people = await chatPartners(request, others, field);
        const names = [reader.user, ...people].map((person) => person.name).join(', ');
        const found =
          others.length === 1 && body.title === undefined
            ? await findOrCreateDirectChat(db, request.app.id, reader.user.id, people[0]!.id, names)
            : {
                thread: await createGroupChat(db, request.app.id, reader.user.id, others, {
                  title: body.title ?? null,
                  fallbackTitle: names,
                }),
                created: true,
              };
        made = { ...found, level: 'participate' };
        if (found.created)
          await publishParticipantsChanged(events, found.thread, {
            total: others.length + 1,
            added: others,
            removed: [],
            ts: found.thread.lastTs,
          });
      }
      await sendFirst(request, made.thread, made.level, body);
      void reply.status(made.created ? 201 : 200);
      // Read again: the first messages changed its counts.
      const current = (await findThread(db, request.app.id, made.thread.id)) ?? made.thread;
      return { thread: await toMessageThread(db, reader, current, made.level) };
    },
  );

  await instance.register(messageRoutes, { db, dataDir, limits });
  await instance.register(participantRoutes, { db, limits });
}
