import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../cache/TtlCache';
import { TENANT_CACHE_TTL_MS } from '../tenancy/createTenantResolver';
import { PUBLIC_CACHE_CONTROL } from './cacheControl';
import { PUBLIC_VARY } from './registerCachePolicy';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by the handler of a public answer that may be replayed (keepPublicAnswer): whether what the answer
     * was decided from (a page index) is still what the app holds. null: never replayed.
     */
    publicAnswerCurrent: (() => boolean) | null;
  }
}

/** A public answer as it went out (status 200): every header the app's hooks set on it, and its body. */
export interface PublicAnswer {
  /** Names and values in one list, as writeHead takes them. */
  headers: OutgoingHttpHeader[];
  body: Buffer;
  isCurrent: () => boolean;
}

export type PublicAnswerCache = TtlCache<PublicAnswer>;

/**
 * A replayed answer skips tenant resolution. A change of an app's row or pages forgets the app's page index in
 * every API process (forgetTenantApp, forgetAppPages), and with it every answer decided from that index; an
 * answer is still kept no longer than a resolved app is, for a process cut off from its peers.
 */
const PUBLIC_ANSWER_TTL_MS = TENANT_CACHE_TTL_MS;

export function createPublicAnswerCache(): PublicAnswerCache {
  return new TtlCache<PublicAnswer>(PUBLIC_ANSWER_TTL_MS, 2_000);
}

/**
 * Who gets the same public answer, as a shared cache keys it: the same URL (query included) and the same
 * values of the headers in PUBLIC_VARY; null when one was sent twice.
 */
function answerKey(request: FastifyRequest): string | null {
  let key = request.url;
  for (const name of PUBLIC_VARY) {
    const value = request.headers[name];
    if (Array.isArray(value)) return null;
    key += `\n${value ?? ''}`;
  }
  return key;
}

function variesOnPublicVaryOnly(vary: unknown): boolean {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.length === PUBLIC_VARY.length && PUBLIC_VARY.every((name) => names.includes(name.toLowerCase()));
}

/**
 * Route onSend hook (after every app-wide one): keeps the answer the route just gave as it goes out, when its
 * handler set `reply.publicAnswerCurrent` and the answer is one a shared cache could keep too: a 200 to a GET,
 * Cache-Control public (registerCachePolicy's decision), varying on PUBLIC_VARY alone, setting no cookie. A
 * rate-limited route's answers are never kept: a replay would not be counted.
 */
export async function keepPublicAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const isCurrent = reply.publicAnswerCurrent;
  const replayable =
    isCurrent !== null &&
    request.method === 'GET' &&
    reply.statusCode === 200 &&
    request.routeOptions.config.rateLimit === undefined;
  if (!replayable || typeof payload !== 'string') return payload;
  const key = answerKey(request);
  const headers = reply.getHeaders();
  const shareable =
    headers['cache-control'] === PUBLIC_CACHE_CONTROL &&
    headers['set-cookie'] === undefined &&
    variesOnPublicVaryOnly(headers.vary);
  if (key === null || !shareable) return payload;
  const body = Buffer.from(payload);
  const sent = Object.entries({ ...headers, 'content-length': body.length }).flatMap(([name, value]) =>
    value === undefined ? [] : [name, value],
  );
  request.server.caches.publicAnswers.set(key, { headers: sent, body, isCurrent });
  return body;
}

/**
 * Replays a kept public answer, byte for byte, to the next GET of the same URL and app while it is current,
 * before any other hook: no tenant, session, access or page lookup, no header worked out again. Every header
 * in it was set by its one hook (security headers, CORS, cache policy) when the answer was first given; the
 * request is still logged. Written on the raw response, not with reply.send(), which runs every onSend hook
 * again: measured on the home page JSON (autocannon, 100 connections), 43 µs of CPU a request that way, 28–36 µs
 * this way, 90–107 µs through the whole lifecycle, and 0.74–0.79× raw node:http in e2e/bench (before: 0.23–0.35×).
 * Must be registered before every other onRequest hook.
 */
export function registerPublicAnswers(app: FastifyInstance): void {
  const answers = app.caches.publicAnswers;
  app.decorateReply('publicAnswerCurrent', null);
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.method === 'GET' ? answerKey(request) : null;
    const answer = key === null ? undefined : answers.get(key);
    // A stale answer is given afresh below, and the fresh one takes its place.
    if (answer === undefined || !answer.isCurrent()) return done();
    reply.hijack();
    reply.raw.writeHead(200, answer.headers);
    reply.raw.end(answer.body);
  });
}
