import type { FastifyRequest } from 'fastify';

/**
 * A request header's value, trimmed; the first one when the header was sent more than once. Missing
 * or blank is null, so callers treat "not sent" and "sent empty" alike.
 */
export function firstHeaderValue(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first ? first : null;
}
