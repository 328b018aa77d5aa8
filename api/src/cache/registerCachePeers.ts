import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { applyInvalidation, dropAllCaches } from './applyInvalidation';
import type { CachePeerHandlers } from './CacheInvalidation';
import { PostgresCachePeers } from './PostgresCachePeers';
import { RedisCachePeers } from './RedisCachePeers';

/** The Redis channel of a deployment's cache invalidations (beside `stride:rate-limit:` and `stride:realtime:`). */
const DEFAULT_REDIS_INVALIDATION_CHANNEL = 'stride:cache-invalidation';
/** The Postgres channel: notifications stay within their database, which is the deployment. */
const DEFAULT_POSTGRES_INVALIDATION_CHANNEL = 'stride_cache_invalidation';

export interface CachePeerSettings {
  /** REDIS_URL: invalidations through Redis pub/sub. */
  redisUrl: string | null;
  /** DATABASE_URL, without REDIS_URL: through Postgres LISTEN/NOTIFY. Neither: PGlite, one process, no peers. */
  databaseUrl: string | null;
  /** The channel, over the transport's default (tests use one each). */
  channel?: string;
}

/**
 * Connects `app.caches` to the other API processes on the same database (see CacheInvalidation): every forget
 * made here reaches them, and theirs reach here, before the app serves. Closed with the app.
 */
export async function registerCachePeers(app: FastifyInstance, settings: CachePeerSettings): Promise<void> {
  const { caches } = app;
  const instanceId = randomUUID();
  const handlers: CachePeerHandlers = {
    apply: (message) => applyInvalidation(caches, message),
    dropAll: (reason) => {
      dropAllCaches(caches);
      app.log.debug({ reason }, 'cache peers: dropped every cache');
    },
  };
  const common = { instanceId, handlers, log: app.log };
  const peers = settings.redisUrl
    ? await RedisCachePeers.connect({
        ...common,
        redisUrl: settings.redisUrl,
        channel: settings.channel ?? DEFAULT_REDIS_INVALIDATION_CHANNEL,
      })
    : settings.databaseUrl
      ? await PostgresCachePeers.connect({
          ...common,
          databaseUrl: settings.databaseUrl,
          channel: settings.channel ?? DEFAULT_POSTGRES_INVALIDATION_CHANNEL,
        })
      : null;
  if (!peers) return;
  caches.peers = peers;
  app.addHook('onClose', () => peers.close());
}
