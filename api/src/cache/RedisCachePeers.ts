import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CacheInvalidation, CachePeerHandlers, CachePeers } from './CacheInvalidation';
import { PeerLink } from './PeerLink';

/**
 * As the realtime transport's (RedisTransport): a command is retried once, then fails (a failed publish drops
 * this process's caches, it is not queued for the outage); a connection closed while Redis is down is let go
 * after 100 ms, so it does not hold the process on exit.
 */
const REDIS_OPTIONS = { maxRetriesPerRequest: 1, disconnectTimeout: 100 };

export interface RedisCachePeersOptions {
  redisUrl: string;
  /** The pub/sub channel: the processes of one deployment share it (tests use one each). */
  channel: string;
  instanceId: string;
  handlers: CachePeerHandlers;
  log: FastifyBaseLogger;
}

/**
 * Cache invalidations through Redis pub/sub (REDIS_URL): one connection publishes, one subscribes to the channel.
 * The subscriber subscribes again itself after every reconnect (autoResubscribe off), so the caches are dropped
 * only once the subscription is back, not before (PeerLink.connected).
 */
export class RedisCachePeers implements CachePeers {
  private constructor(
    private readonly link: PeerLink,
    private readonly channel: string,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {}

  get instanceId(): string {
    return this.link.instanceId;
  }

  /** Subscribes before the app serves; with Redis unreachable the app starts anyway, its caches swept meanwhile. */
  static async connect(options: RedisCachePeersOptions): Promise<RedisCachePeers> {
    const { redisUrl, channel, instanceId, handlers, log } = options;
    const link = new PeerLink(instanceId, handlers, log);
    // Named, so an operator (or a test) can tell this process's connections apart in CLIENT LIST.
    const connectionName = `stride-cache-peers-${instanceId}`;
    const publisher = new Redis(redisUrl, { ...REDIS_OPTIONS, connectionName });
    const subscriber = new Redis(redisUrl, { ...REDIS_OPTIONS, connectionName, autoResubscribe: false });
    for (const [name, client] of [['publisher', publisher] as const, ['subscriber', subscriber] as const])
      client.on('error', (error: unknown) => log.warn({ err: error }, `cache peers: Redis ${name} unreachable`));
    subscriber.on('message', (from: string, text: string) => {
      if (from === channel) link.receive(text);
    });
    subscriber.on('close', () => link.disconnected());
    await new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => {
            link.connected();
            resolve();
          },
          (error: unknown) => {
            log.warn({ err: error }, 'cache peers: Redis subscription failed');
            link.disconnected();
            resolve();
          },
        );
      });
      subscriber.once('error', () => {
        link.disconnected();
        resolve();
      });
    });
    return new RedisCachePeers(link, channel, publisher, subscriber);
  }

  publish(message: CacheInvalidation): void {
    this.publisher.publish(this.channel, this.link.encode(message)).catch((error: unknown) => {
      this.link.publishFailed(error);
    });
  }

  async close(): Promise<void> {
    this.link.close();
    // quit() waits for what was sent; on a connection that is down it disconnects at once.
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
