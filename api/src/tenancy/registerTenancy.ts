import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@stride/shared';
import type { AppRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import type { TenantResolver } from './createTenantResolver';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The tenant of this request. Set before any handler runs in a scope that called
     * `registerTenancy`; routes outside such a scope (health, registry) have no tenant.
     */
    app: AppRow;
  }
}

/**
 * Adds tenant resolution to `scope`: the app named by X-App-Slug, or the default app when the header
 * is missing. An unknown slug is a 404 before the body is read. Every repository takes the app id
 * from `request.app`, so one app's rows never reach another.
 */
export function registerTenancy(scope: FastifyInstance, resolveTenant: TenantResolver): void {
  // Declared up front so every request object has the same shape; the hook sets it before any handler.
  scope.decorateRequest('app', null as unknown as AppRow);
  scope.addHook('onRequest', async (request) => {
    const app = await resolveTenant(firstHeaderValue(request, HEADERS.appSlug));
    if (!app) throw new AppError('app_not_found');
    request.app = app;
  });
}
