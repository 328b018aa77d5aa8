import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/AppError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for routes that touch no database and cost next to nothing (static files, health). */
    shedLoad?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** Requests handled at once; the rest wait in arrival order. */
  maxConcurrent: number;
  /** The longest a request waits for its turn before it is refused with 503 `server_busy`. */
  maxWaitMs: number;
}

/** Seconds a refused client is told to wait (Retry-After): long enough for the queue ahead to drain. */
export const SHED_RETRY_AFTER_S = 1;

/**
 * Keeps the work in progress bounded: at most `maxConcurrent` requests are handled at once, the others wait
 * in order, and one that cannot start within `maxWaitMs` is answered 503 `server_busy` with Retry-After,
 * before any of its work was done (so a client may send it again, whatever its method).
 * Ours, not @fastify/under-pressure: that plugin sheds on event-loop delay or utilisation sampled each
 * second, and with Postgres the loop idles while requests queue for the pool's ten connections (1,500
 * simulated members: p99 1.7 s), so it would not shed at all; and in a sampled second it queues without bound.
 */
export function registerLoadShedding(app: FastifyInstance, { maxConcurrent, maxWaitMs }: LoadSheddingOptions): void {
  let running = 0;
  const waiting: (() => void)[] = [];

  // The response's 'close' comes once, when it is sent or its connection is gone: one release per slot.
  const holdSlot = (reply: FastifyReply) => {
    reply.raw.once('close', () => {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    });
  };

  /** Resolves true when a slot passes to this request, false when it waited too long or its client left. */
  const waitForSlot = (reply: FastifyReply) =>
    new Promise<boolean>((resolve) => {
      const settle = (admitted: boolean) => {
        clearTimeout(timer);
        reply.raw.off('close', gone);
        const at = waiting.indexOf(admit);
        if (at !== -1) waiting.splice(at, 1);
        resolve(admitted);
      };
      const admit = () => settle(true);
      const gone = () => settle(false);
      const timer = setTimeout(gone, maxWaitMs);
      reply.raw.once('close', gone);
      waiting.push(admit);
    });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.shedLoad === false) return;
    if (running < maxConcurrent) {
      running += 1;
    } else if (!(await waitForSlot(reply))) {
      reply.header('retry-after', String(SHED_RETRY_AFTER_S));
      throw new AppError('server_busy');
    }
    holdSlot(reply);
  });
}
