import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { rateLimitAddress } from '../http/rateLimitAddress';
import type { EventContext } from './threadEvents';

/**
 * DESIGN "rate limits on … message endpoints": what one member may write a minute (send, delete, like, edit, start a
 * thread, report, pin, change a thread), all counted together, and how often they may say they are typing.
 */
export const THREAD_LIMITS = { windowMs: 60_000, writesPerMember: 120, typingPerMember: 30 } as const;

export type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ThreadLimits {
  /** preHandler of every route that changes messages or threads. */
  writes: RouteHook;
  typing: RouteHook;
}

/**
 * The limits as route preHandlers, after the session is known: counted per member (members behind one address, an
 * office or a carrier's NAT, do not share a count), in the rate-limit plugin's store (Redis with REDIS_URL). One
 * counter serves every write route, which a per-route `config.rateLimit` cannot do.
 */
export function createThreadLimits(instance: FastifyInstance): ThreadLimits {
  const hook = (name: string, max: number): RouteHook => {
    const limit = instance.createRateLimit({
      max,
      timeWindow: THREAD_LIMITS.windowMs,
      keyGenerator: (request) => `${name}:${request.member?.user.id ?? rateLimitAddress(request.ip)}`,
    });
    return async (request, reply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('rate_limited');
      }
    };
  };
  return {
    writes: hook('thread-writes', THREAD_LIMITS.writesPerMember),
    typing: hook('thread-typing', THREAD_LIMITS.typingPerMember),
  };
}

export function eventContext(db: AppDatabase, request: Pick<FastifyRequest, 'server' | 'log'>): EventContext {
  return { db, realtime: request.server.realtime, log: request.log };
}

/** A send's body: at most a 15 MB image and a 15 MB video as base64 (4/3 of their size), with room for text. */
export const SEND_BODY_LIMIT = Math.ceil((2 * UPLOAD_LIMIT_BYTES) / 3) * 4 + 1024 * 1024;
