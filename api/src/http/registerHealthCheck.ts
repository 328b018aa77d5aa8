import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on GET /healthz answers 503 `draining`, so the proxy takes this process out of rotation before it
     * closes; every other request is still served as before (see StartedServer.shutdown).
     */
    drain(): void;
  }
}

/** GET /healthz: 200 `ok` while this process takes new work, 503 `draining` once it is about to stop. */
export function registerHealthCheck(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  // While draining, every answer ends its connection: the proxy opens its next one to a process that stays, and
  // when the close comes no kept-alive connection is left for it to wait out (Fastify keeps them 72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: { shedLoad: false },
      schema: {
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('draining') }) },
      },
    },
    async (_request, reply) =>
      draining ? reply.status(503).send({ status: 'draining' as const }) : { status: 'ok' as const },
  );
}
