import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessViewer, PageAccessDeniedBody } from '@stride/shared';
import { findRequestSession } from '../auth/requireMember';
import { isPasswordless, toUser } from '../auth/loginResponse';
import type { AppDatabase } from '../db/AppDatabase';
import { TtlCache } from '../cache/TtlCache';
import { AppError } from '../errors/AppError';
import { errorBody } from '../errors/errorHandler';
import { normalisePagePath } from '@stride/shared';
import { loadPageByPath } from './pageRepository';

/** `/__/programs/start/index.json` → `/programs/start`; null for anything that is not a page JSON path. */
export function pagePathFromStaticPath(wildcard: string): string | null {
  const match = /^(?:(.*)\/)?index\.json$/.exec(wildcard);
  if (!match) return null;
  return `/${match[1] ?? ''}`;
}

/** GET /api/__{path}/index.json → PageData, or 403 without blocks, or 404. */
export async function pageRoutes(scope: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  // Public pages are the same for everyone and may be a minute old (their Cache-Control says so): keep
  // their serialised JSON, so the hottest read of the app costs no database work.
  const publicPages = new TtlCache<string>(PUBLIC_PAGE_MAX_AGE_S * 1000, 1_000);
  scope.get<{ Params: { '*': string } }>('/__/*', async (request, reply) => {
    const path = pagePathFromStaticPath(request.params['*']);
    if (path === null) throw new AppError('page_not_found');
    reply.header('vary', 'x-app-slug');
    const cacheKey = `${request.app.id}:${normalisePagePath(path)}`;
    const cached = publicPages.get(cacheKey);
    if (cached !== undefined) return sendPublicPage(reply, cached);
    const lookup = await loadPageByPath(db, request.app, path, await pageViewer(db, request));
    if (lookup.status === 'not_found') {
      reply.header('cache-control', 'private, no-store');
      throw new AppError('page_not_found');
    }
    if (lookup.status === 'denied') {
      const body: PageAccessDeniedBody = {
        ...errorBody('access_denied'),
        page: lookup.page,
        access: lookup.access,
        reason: lookup.reason,
      };
      return reply.status(403).header('cache-control', 'private, no-store').send(body);
    }
    if (!lookup.isPublic) return reply.header('cache-control', 'private, no-store').send(lookup.data);
    const body = JSON.stringify(lookup.data);
    publicPages.set(cacheKey, body);
    return sendPublicPage(reply, body);
  });
}

const PUBLIC_PAGE_MAX_AGE_S = 60;

/**
 * Who reads the page: the signed-in member, or null for a guest. A wrong or expired session reads as a
 * guest (a page is never a 401), and so does a passwordless sign-up that has not finished setup.
 */
async function pageViewer(db: AppDatabase, request: FastifyRequest): Promise<AccessViewer | null> {
  const session = await findRequestSession(db, request);
  if (session === null || session === 'invalid' || isPasswordless(session.user)) return null;
  return toUser(session.user, session.activeProductIds);
}

function sendPublicPage(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('cache-control', `public, max-age=${PUBLIC_PAGE_MAX_AGE_S}`)
    .type('application/json; charset=utf-8')
    .send(body);
}
