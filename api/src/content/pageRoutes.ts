import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DENIAL_AS_ANSWER_HEADER, LOCALES, type Locale, type PageAccessDeniedBody } from '@stride/shared';
import { isCurrentIndex, loadAppPages, type AppPageIndex } from '../access/appPageIndex';
import { requestViewer } from '../access/requestAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { errorBody } from '../errors/errorHandler';
import { keepPublicAnswer } from '../http/registerPublicAnswers';
import { encodedAccessTree, serialisedAccessTree } from './accessTree';
import { acceptedEncoding } from '../web/compressedFiles';
import { accessTreeCachePolicy } from './accessTreeCachePolicy';
import { loadPageByPath, loadPageTranslation, type PageDenied } from './pageRepository';
import { z } from 'zod';
import { accessTreeSchema } from '../progress/progressResponseSchemas';

/** `/__/programs/start/index.json` → `/programs/start`; null for anything that is not a page JSON path. */
export function pagePathFromStaticPath(wildcard: string): string | null {
  const match = /^(?:(.*)\/)?index\.json$/.exec(wildcard);
  if (!match) return null;
  return `/${match[1] ?? ''}`;
}

/** `/__/articles/habit/es.json` → the path and locale of a translation file; null for anything else. */
export function translationFromStaticPath(wildcard: string): { path: string; locale: Locale } | null {
  const match = /^(?:(.*)\/)?([A-Za-z-]+)\.json$/.exec(wildcard);
  const locale = match && LOCALES.find((candidate) => candidate.toLowerCase() === match[2]!.toLowerCase());
  if (!match || !locale) return null;
  return { path: `/${match[1] ?? ''}`, locale };
}

/**
 * Sent uncompressed. @fastify/compress on the home page's JSON (9.0 KB → 2.5 KB br), measured on the real
 * server against this, interleaved, three runs (autocannon, 50 connections, shared 2-core machine): 865/828/1494
 * vs 6778/2734/7789 req/s (0.13–0.30×), p99 108–193 vs 19–167 ms: it compresses every response anew.
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A page the asker may read but a guest may not is the asker's own answer: never kept by a shared cache. */
function sendPrivateJson(reply: FastifyReply, json: string): FastifyReply {
  reply.cachePolicy = 'private';
  return sendJson(reply, json);
}

/**
 * 403 with the page without its blocks; to the app, which asks with DENIAL_AS_ANSWER_HEADER because it draws a
 * locked page rather than failing, the same body as a 200 `{ access_denied }` (a browser logs every 403 as a
 * console error). Either is the asker's own answer.
 */
function sendDenied(request: FastifyRequest, reply: FastifyReply, lookup: PageDenied): FastifyReply {
  const body: PageAccessDeniedBody = {
    ...errorBody('access_denied'),
    page: lookup.page,
    access: lookup.access,
    reason: lookup.result.reason,
    available_after: lookup.result.available_after,
    result: lookup.result,
  };
  if (request.headers[DENIAL_AS_ANSWER_HEADER] === undefined) return reply.status(403).send(body);
  reply.cachePolicy = 'private';
  return reply.status(200).send({ access_denied: body });
}

/** Below this a tree goes out as it is: the headers would cost more than the bytes saved. */
const MIN_COMPRESSED_TREE_BYTES = 1024;

/**
 * The static files of spec §7: GET /api/__{path}/index.json → PageData (or 403 without blocks, or 404),
 * GET /api/__{path}/{locale}.json → PageTranslation, GET /api/__access/{rootId}.json → AccessTree.
 * Every answer is decided by the access engine for whoever asks; only what a guest may read is public.
 * On a private app the access trees too are only for a viewer the app admits.
 */
export async function pageRoutes(scope: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = scope;

  /**
   * A page a guest may read is the same for everyone: its answer is kept as it goes out and replayed
   * (registerPublicAnswers) until the app's page index, which its content is tied to, is no longer current.
   */
  function sendPublicJson(request: FastifyRequest, reply: FastifyReply, json: string, index: AppPageIndex) {
    const appId = request.app.id;
    reply.publicAnswerCurrent = () => isCurrentIndex(caches, appId, index);
    return sendJson(reply, json);
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply, path: string) {
    const lookup = await loadPageByPath(db, caches, request.app, path, requestViewer(request));
    if (lookup.status === 'not_found') throw new AppError('page_not_found');
    if (lookup.status === 'denied') return sendDenied(request, reply, lookup);
    if (!lookup.isPublic) return sendPrivateJson(reply, lookup.content.json);
    return sendPublicJson(request, reply, lookup.content.json, lookup.index);
  }

  async function serveTranslation(
    request: FastifyRequest,
    reply: FastifyReply,
    { path, locale }: { path: string; locale: Locale },
  ) {
    const lookup = await loadPageTranslation(db, caches, request.app, path, locale, requestViewer(request));
    if (lookup.status === 'not_found') throw new AppError('page_not_found');
    if (lookup.status === 'denied') return sendDenied(request, reply, lookup);
    const json = JSON.stringify(lookup.translation);
    if (!lookup.isPublic) return sendPrivateJson(reply, json);
    return sendPublicJson(request, reply, json, lookup.index);
  }

  scope.get<{ Params: { '*': string } }>(
    '/__/*',
    {
      config: { member: 'optional', cache: 'public' },
      onSend: keepPublicAnswer,
      schema: {
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe('PageData (…/index.json) or PageTranslation (…/{locale}.json), sent as stored'),
        },
      },
    },
    async (request, reply) => {
      const wildcard = request.params['*'];
      const pagePath = pagePathFromStaticPath(wildcard);
      if (pagePath !== null) return servePage(request, reply, pagePath);
      const translation = translationFromStaticPath(wildcard);
      if (translation === null) throw new AppError('page_not_found');
      return serveTranslation(request, reply, translation);
    },
  );

  scope.get<{ Params: { file: string } }>(
    '/__access/:file',
    { config: { member: 'optional', cache: 'public' }, schema: { response: { 200: accessTreeSchema } } },
    async (request, reply) => {
      reply.cachePolicy = accessTreeCachePolicy(request);
      const rootId = /^(.+)\.json$/.exec(request.params.file)?.[1];
      // Ids are looked up in the page index, never cast by Postgres: a malformed one is simply not found.
      const index = await loadAppPages(db, caches, request.app.id);
      const tree = rootId ? serialisedAccessTree(caches.accessTrees, index, rootId.toLowerCase()) : null;
      if (tree === null) throw new AppError('page_not_found');
      // Compressed once per tree and encoding (the whole app's tree is the largest JSON a member loads).
      void reply.header('vary', 'accept-encoding');
      const encoding =
        tree.json.length >= MIN_COMPRESSED_TREE_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
      if (encoding === null) return sendJson(reply, tree.json);
      const body = await encodedAccessTree(tree, encoding);
      return reply.header('content-encoding', encoding).type('application/json; charset=utf-8').send(body);
    },
  );
}
