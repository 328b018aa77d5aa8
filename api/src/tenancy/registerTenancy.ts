import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { TtlCache } from '../cache/TtlCache';
import { AppError } from '../errors/AppError';
import { resolveApp } from './appRepository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The tenant of this request. Set before any handler runs in a scope that called
     * `registerTenancy`; routes outside such a scope (health, registry) have no tenant.
     */
    app: AppRow;
  }
}

function slugHeader(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.appSlug];
  const slug = (Array.isArray(value) ? value[0] : value)?.trim();
  return slug ? slug : null;
}

/**
 * Adds tenant resolution to `scope`: the app named by X-App-Slug, or the default app when the header
 * is missing. An unknown slug is a 404 before the body is read. Every repository takes the app id
 * from `request.app`, so one app's rows never reach another.
 */
export function registerTenancy(scope: FastifyInstance, db: AppDatabase): void {
  // Declared up front so every request object has the same shape; the hook sets it before any handler.
  scope.decorateRequest('app', null as unknown as AppRow);
  // Every API request names its app: keep the lookup off the database (settings apply within seconds).
  const apps = new TtlCache<AppRow>(5_000, 1_000);
  scope.addHook('onRequest', async (request) => {
    const slug = slugHeader(request);
    const app = await apps.getOrLoad(slug ?? '', () => resolveApp(db, slug));
    if (!app) throw new AppError('app_not_found');
    request.app = app;
  });
}
