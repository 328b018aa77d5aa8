import type { FastifyInstance } from 'fastify';
import type { PageAccessDeniedBody } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { errorBody } from '../errors/errorHandler';
import { loadPageByPath } from './pageRepository';

/** `/__/programs/start/index.json` → `/programs/start`; null for anything that is not a page JSON path. */
export function pagePathFromStaticPath(wildcard: string): string | null {
  const match = /^(?:(.*)\/)?index\.json$/.exec(wildcard);
  if (!match) return null;
  return `/${match[1] ?? ''}`;
}

/** GET /api/__{path}/index.json → PageData, or 403 without blocks, or 404. */
export async function pageRoutes(scope: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  scope.get<{ Params: { '*': string } }>('/__/*', async (request, reply) => {
    const path = pagePathFromStaticPath(request.params['*']);
    if (path === null) throw new AppError('page_not_found');
    const lookup = await loadPageByPath(db, request.app, path);
    reply.header('vary', 'x-app-slug');
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
    reply.header('cache-control', lookup.isPublic ? 'public, max-age=60' : 'private, no-store');
    return lookup.data;
  });
}
