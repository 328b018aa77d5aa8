import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE, HEADERS } from '@stride/shared';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from './cacheControl';

/** `public`: the answer is the same for everyone and may be reused for a minute (PUBLIC_CACHE_CONTROL). */
export type CachePolicy = 'public' | 'private';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose answers may be shared declares `cache: 'public'`; every other answer is private. */
    cache?: CachePolicy;
  }
  interface FastifyReply {
    /**
     * Set by a public route's handler to 'private' for an answer that is the asker's own (a gated page a
     * member may read); null: the route's `config.cache`.
     */
    cachePolicy: CachePolicy | null;
  }
}

/**
 * What a public answer depends on, besides its URL (which a cache keys by, host included). Every public route
 * is a tenant route, and its app is chosen by X-App-Slug alone. Nothing else: API JSON goes out uncompressed
 * (pageRoutes measured why), so not Accept-Encoding; translations are files of their own, so not
 * Accept-Language; and an answer that depends on the viewer (X-User-*, a cookie) is never public.
 */
export const PUBLIC_VARY = [HEADERS.appSlug] as const;

function isApiUrl(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/** Adds `names` to the answer's Vary, keeping what a handler or plugin (CORS) put there. */
function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(listed.map((name) => name.toLowerCase()));
  if (known.has('*')) return;
  const missing = names.filter((name) => !known.has(name.toLowerCase()));
  if (missing.length > 0) void reply.header('vary', [...listed, ...missing].join(', '));
}

/**
 * The one place an answer's Cache-Control is decided: `private, no-store` unless the route declared
 * `config.cache: 'public'` and the answer is a success, which then varies on PUBLIC_VARY. Under /api nothing
 * else decides, not even a header the handler or a plugin set; outside it static files (remotes, shell assets,
 * uploads) keep their own immutable or revalidated policy.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.decorateReply('cachePolicy', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') && !isApiUrl(request.url)) return payload;
    const policy = reply.cachePolicy ?? request.routeOptions.config?.cache ?? 'private';
    const isPublic = policy === 'public' && reply.statusCode < 400;
    void reply.header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_NO_STORE);
    if (isPublic) addVary(reply, PUBLIC_VARY);
    return payload;
  });
}
