import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  AccessTree,
  BookmarkToggleResponse,
  PageCompletedResponse,
  PageCompletionResponse,
  PagePathResponse,
  PageSubscribeResponse,
  PageSubscribersResponse,
} from '@stride/shared';
import { loadAppPages } from '../access/appPageIndex';
import { requestViewer } from '../access/requestAccess';
import { signedInMember } from '../auth/registerMember';
import { accessTreeOf, appAccessTree } from '../content/accessTree';
import { accessTreeCachePolicy } from '../content/accessTreeCachePolicy';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { instant } from '../http/instant';
import { completePage, isPageCompleted, uncompletePage } from './pageCompletion';
import { togglePageBookmark } from './pageBookmark';
import { pageSubscribers, subscribeToPage, unsubscribeFromPage } from './pageSubscription';
import { findProgressPage, requirePageAccess } from './progressPage';
import {
  accessTreeSchema,
  bookmarkToggleResponseSchema,
  pageCompletedResponseSchema,
  pageCompletionResponseSchema,
  pagePathResponseSchema,
  pageSubscribeResponseSchema,
  pageSubscribersResponseSchema,
} from './progressResponseSchemas';

const pageParams = z.object({ id: z.string() });

/** POST /pages/{id}/subscribers; the client may send no body at all. */
const subscribeBody = z
  .object({
    started_at: instant.nullish(),
    start_from_page_id: z.string().nullish(),
  })
  .nullish();

const treeQuery = z.object({ root: z.string().optional() });

/**
 * Spec §7 Pages: completion, subscription, bookmarks, path and tree. Writes need a signed-in member who may
 * open the page (the access engine decides), except removing the member's own data (uncomplete,
 * unsubscribe, removing a bookmark), which is always allowed. Every write forgets the member's cached lists.
 */
export async function progressRoutes(scope: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = scope;
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/pages/:id/complete',
    { config: { member: 'required' }, schema: { response: { 200: pageCompletionResponseSchema }, params: pageParams } },
    async (request) => {
      const member = signedInMember(request);
      const target = await findProgressPage(db, request, request.params.id);
      await requirePageAccess(db, request, target, member);
      return (await completePage(db, caches, request.app, member, target)) satisfies PageCompletionResponse;
    },
  );

  routes.delete(
    '/pages/:id/complete',
    { config: { member: 'required' }, schema: { response: { 200: pageCompletionResponseSchema }, params: pageParams } },
    async (request) => {
      const member = signedInMember(request);
      const target = await findProgressPage(db, request, request.params.id);
      return (await uncompletePage(db, caches, member, target)) satisfies PageCompletionResponse;
    },
  );

  routes.get(
    '/pages/:id/complete',
    { config: { member: 'optional' }, schema: { response: { 200: pageCompletedResponseSchema }, params: pageParams } },
    async (request) => {
      const { page } = await findProgressPage(db, request, request.params.id);
      const who = requestViewer(request);
      return {
        is_completed: await isPageCompleted(db, who.member?.user.id ?? null, page.id),
      } satisfies PageCompletedResponse;
    },
  );

  routes.post(
    '/pages/:id/subscribers',
    {
      config: { member: 'required' },
      schema: { response: { 200: pageSubscribeResponseSchema }, params: pageParams, body: subscribeBody },
    },
    async (request) => {
      const member = signedInMember(request);
      const target = await findProgressPage(db, request, request.params.id);
      await requirePageAccess(db, request, target, member);
      return (await subscribeToPage(db, caches, member, target, request.body ?? {})) satisfies PageSubscribeResponse;
    },
  );

  routes.delete(
    '/pages/:id/subscribers',
    { config: { member: 'required' }, schema: { response: { 200: pageSubscribeResponseSchema }, params: pageParams } },
    async (request) => {
      const member = signedInMember(request);
      const target = await findProgressPage(db, request, request.params.id);
      return (await unsubscribeFromPage(db, caches, member, target)) satisfies PageSubscribeResponse;
    },
  );

  // Members only: the answer names other members, and a page's title and count say what it is about.
  routes.get(
    '/pages/:id/subscribers',
    {
      config: { member: 'required' },
      schema: { response: { 200: pageSubscribersResponseSchema }, params: pageParams },
    },
    async (request) => {
      const target = await findProgressPage(db, request, request.params.id);
      const who = requestViewer(request);
      return (await pageSubscribers(db, caches, request.app, who, target)) satisfies PageSubscribersResponse;
    },
  );

  routes.post(
    '/pages/:id/bookmarks/toggle',
    { config: { member: 'required' }, schema: { response: { 200: bookmarkToggleResponseSchema }, params: pageParams } },
    async (request) => {
      const member = signedInMember(request);
      const target = await findProgressPage(db, request, request.params.id);
      return (await togglePageBookmark(db, caches, member, target, () =>
        requirePageAccess(db, request, target, member),
      )) satisfies BookmarkToggleResponse;
    },
  );

  routes.get(
    '/pages/:id/path',
    { schema: { response: { 200: pagePathResponseSchema }, params: pageParams } },
    async (request) => {
      const { page } = await findProgressPage(db, request, request.params.id);
      return { path: page.path } satisfies PagePathResponse;
    },
  );

  /**
   * GET /pages/tree?root={id}: the access tree of that root, the same document as /__access/{id}.json.
   * Without `root`, every root's tree of the app in one document whose root_id is ''.
   */
  routes.get(
    '/pages/tree',
    {
      config: { member: 'optional', cache: 'public' },
      schema: { response: { 200: accessTreeSchema }, querystring: treeQuery },
    },
    async (request, reply) => {
      reply.cachePolicy = accessTreeCachePolicy(request);
      const index = await loadAppPages(db, caches, request.app.id);
      const { root } = request.query;
      const tree = root === undefined ? appAccessTree(index) : accessTreeOf(index, root.toLowerCase());
      if (tree === null) throw new AppError('page_not_found');
      return tree satisfies AccessTree;
    },
  );
}
