import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { DEV_OUTBOX_PATH, renderDevOutboxPage } from './devOutboxPage';
import { devOutboxQuerySchema, devOutboxResponseSchema, toDevOutboxEmail } from './devOutboxSchemas';
import { listOutboxEmails } from './outboxRepository';

export const DEV_OUTBOX_API_PATH = `${API_BASE}${DEV_OUTBOX_PATH}`;

export interface DevOutboxRoutesOptions {
  db: AppDatabase;
  /** In production the routes are not registered at all: the outbox holds sign-in codes of every app. */
  nodeEnv: string;
}

/**
 * The dev outbox for the operator, across all apps (not tenant-scoped): JSON at /api/__dev/outbox for
 * e2e tests and the CLI, an HTML page at /__dev/outbox for people. Register at the root, outside /api.
 */
export async function devOutboxRoutes(app: FastifyInstance, options: DevOutboxRoutesOptions): Promise<void> {
  if (options.nodeEnv === 'production') return;
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);

  scope.get(
    DEV_OUTBOX_API_PATH,
    { schema: { querystring: devOutboxQuerySchema(20), response: { 200: devOutboxResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const rows = await listOutboxEmails(options.db, request.query);
      return { emails: rows.map(toDevOutboxEmail) };
    },
  );

  scope.get(DEV_OUTBOX_PATH, { schema: { querystring: devOutboxQuerySchema(50) } }, async (request, reply) => {
    const rows = await listOutboxEmails(options.db, request.query);
    return (
      reply
        .header('cache-control', 'no-store')
        // Defence in depth for a page that shows stored text: no scripts, no frames, forms only back here.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        )
        .type('text/html; charset=utf-8')
        .send(renderDevOutboxPage(rows.map(toDevOutboxEmail), { to: request.query.to }))
    );
  });
}
