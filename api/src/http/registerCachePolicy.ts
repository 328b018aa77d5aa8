import type { FastifyInstance } from 'fastify';
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
 * The one place an answer's Cache-Control is decided: `private, no-store` unless the route declared
 * `config.cache: 'public'` and the answer is a success. Static files (remotes, shell assets, uploads)
 * set their own immutable or revalidated policy, which is kept.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.decorateReply('cachePolicy', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const policy = reply.cachePolicy ?? request.routeOptions.config?.cache ?? 'private';
    const isPublic = policy === 'public' && reply.statusCode < 400;
    void reply.header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_NO_STORE);
    return payload;
  });
}
