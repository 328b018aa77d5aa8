import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SocialProviderSettings } from '../auth/social/socialProviderSettings';
import { buildGlobalConfig } from './buildGlobalConfig';
import { globalConfigSchema } from '@stride/shared/schemas';
import { noContentSchema } from '../http/responseSchemas';

export interface GlobalConfigRoutesOptions {
  /** The social providers this server has clients for. */
  socialProviders: SocialProviderSettings;
}

/** GET /api/config: small, cacheable for a minute, revalidated by ETag. */
export async function globalConfigRoutes(scope: FastifyInstance, options: GlobalConfigRoutesOptions): Promise<void> {
  scope.get(
    '/config',
    { config: { cache: 'public' }, schema: { response: { 200: globalConfigSchema, 304: noContentSchema } } },
    async (request, reply) => {
      const body = JSON.stringify(
        buildGlobalConfig(request.app, options.socialProviders, request.server.realtime.clientConfig),
      );
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
