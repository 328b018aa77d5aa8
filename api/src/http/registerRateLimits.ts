import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors/AppError';
import { rateLimitAddress } from './rateLimitAddress';

export interface RateLimitsOptions {
  /** REDIS_URL: counters in Redis, shared by every API instance; null: in this process's memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key (tests give each run its own). */
  nameSpace?: string;
}

/**
 * @fastify/rate-limit for the whole app, limiting nothing by itself: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`, counted per client address (an IPv6 client by its /64,
 * rateLimitAddress) and refused with 429 `rate_limited` in the API's error shape and Retry-After.
 * On one machine the counters live in memory; with REDIS_URL every instance counts in the same Redis,
 * so a client gets the limit once, not once per instance. The client is closed with the app.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { redisUrl, nameSpace = 'stride:rate-limit:' }: RateLimitsOptions,
): Promise<void> {
  const redis = redisUrl === null ? null : new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  if (redis) {
    // Without a listener ioredis prints every reconnect attempt; the log says it once per failure.
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate limits: Redis unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => rateLimitAddress(request.ip),
    errorResponseBuilder: () => new AppError('rate_limited'),
    // A Redis outage lifts the limits instead of failing the routes they guard (the warning above says so).
    skipOnError: true,
    // Retry-After only, as before the plugin: the X-RateLimit-* headers would be new API surface.
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(redis ? { redis, nameSpace } : {}),
  });
}
