import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/AppError';
import { handleError } from '../../errors/errorHandler';

/** "2 minutes", "45 seconds", "1 hour": the wait rounded up to the unit a member reads. */
export function formatWait(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** 429 rate_limited saying when to retry; the scope's error handler adds the Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('rate_limited', `Too many attempts. Try again in ${formatWait(seconds)}.`);
    this.retryAfterSeconds = seconds;
  }
}

/** The API's error handler, plus Retry-After on a RateLimitedError (headers are not part of AppError). */
export function handleRateLimitedError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
  return handleError(error, request, reply);
}
