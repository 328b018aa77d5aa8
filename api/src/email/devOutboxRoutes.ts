import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { tokensMatch } from '../remotes/operatorToken';
import { DEV_OUTBOX_PATH, renderDevOutboxPage } from './devOutboxPage';
import { devOutboxQuerySchema, devOutboxResponseSchema, toDevOutboxEmail } from './devOutboxSchemas';
import { listOutboxEmails } from './outboxRepository';

export const DEV_OUTBOX_API_PATH = `${API_BASE}${DEV_OUTBOX_PATH}`;

export interface DevOutboxRoutesOptions {
  db: AppDatabase;
  /**
   * In production, or with SMTP configured, the routes are not registered at all: the outbox holds
   * sign-in links and codes of every app.
   */
  nodeEnv: string;
  smtpConfigured: boolean;
  /** The operator API's token (operatorToken.ts): a client elsewhere may read the outbox with it. */
  operatorToken: string;
}

const LOOPBACK_ADDRESSES: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds: a request carrying one was relayed, whoever the socket's peer is. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * This machine (the developer, e2e tests, `npm run outbox`), or an operator sending their Bearer token.
 * "This machine" is the socket's own peer, never request.ip: behind a trusted proxy that is whatever the
 * proxy forwarded, and a forwarded 127.0.0.1 would hand every app's sign-in codes to anyone. A request
 * relayed by a proxy on this machine is not this machine either: the proxy speaks for someone elsewhere.
 */
function mayReadOutbox(request: FastifyRequest, operatorToken: string): boolean {
  const peer = request.socket.remoteAddress;
  const relayed = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (peer !== undefined && LOOPBACK_ADDRESSES.has(peer) && !relayed) return true;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] !== undefined && tokensMatch(bearer[1], operatorToken);
}

/**
 * The dev outbox for the operator, across all apps (not tenant-scoped): JSON at /api/__dev/outbox for
 * e2e tests and the CLI, an HTML page at /__dev/outbox for people. Register at the root, outside /api.
 * Anyone else on the network gets a 404, as for a route that does not exist: a dev server reachable from
 * a LAN must not hand out everyone's sign-in links.
 */
export async function devOutboxRoutes(app: FastifyInstance, options: DevOutboxRoutesOptions): Promise<void> {
  if (options.nodeEnv === 'production' || options.smtpConfigured) return;
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
  scope.addHook('onRequest', async (request) => {
    if (!mayReadOutbox(request, options.operatorToken)) throw new AppError('not_found');
  });

  scope.get(
    DEV_OUTBOX_API_PATH,
    { schema: { querystring: devOutboxQuerySchema(20), response: { 200: devOutboxResponseSchema } } },
    async (request) => {
      const rows = await listOutboxEmails(options.db, request.query);
      return { emails: rows.map(toDevOutboxEmail) };
    },
  );

  scope.get(DEV_OUTBOX_PATH, { schema: { querystring: devOutboxQuerySchema(50) } }, async (request, reply) => {
    const rows = await listOutboxEmails(options.db, request.query);
    return (
      reply
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
