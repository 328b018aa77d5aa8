import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { eventFrame } from './pusherFrames';
import type { RealtimeHub } from './RealtimeHub';
import { LocalTransport, type OwnServerCredentials } from './LocalTransport';

/**
 * A command is retried once, then fails (a publish is logged, not queued for an outage); a connection closed while
 * Redis is down is let go after 100 ms instead of ioredis's 2 s, which would hold the process that long on exit.
 */
const REDIS_OPTIONS = { maxRetriesPerRequest: 1, disconnectTimeout: 100 };

export interface RedisTransportOptions {
  redisUrl: string;
  /** Prefix of the Redis pub/sub channels: the processes of one deployment share it (tests use one per run). */
  channelPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Scale-out: every API process publishes to Redis and delivers what Redis sends back to its own sockets, so a
 * member connected to one process hears what a request on another published. The Redis message is the Pusher
 * frame itself, serialised once by the publisher. One connection publishes; one pattern-subscribes to the
 * deployment's prefix (no subscription to manage per channel, no window in which a new channel misses events).
 */
export class RedisTransport extends LocalTransport {
  private constructor(
    hub: RealtimeHub,
    credentials: OwnServerCredentials,
    private readonly options: RedisTransportOptions,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    super(hub, credentials);
  }

  /**
   * Connects and subscribes before the app serves. Redis unreachable at start: the app starts anyway (publishes
   * fail and are logged) and subscribes on the first connection, as after every reconnect.
   */
  static async connect(
    hub: RealtimeHub,
    credentials: OwnServerCredentials,
    options: RedisTransportOptions,
  ): Promise<RedisTransport> {
    const { redisUrl, channelPrefix, log } = options;
    const publisher = new Redis(redisUrl, REDIS_OPTIONS);
    // Subscribes again itself on every connection (see below), including the first after an outage.
    const subscriber = new Redis(redisUrl, { ...REDIS_OPTIONS, autoResubscribe: false });
    for (const [name, client] of [['publisher', publisher] as const, ['subscriber', subscriber] as const])
      client.on('error', (error: unknown) => log.warn({ err: error }, `realtime: Redis ${name} unreachable`));
    const prefixBytes = Buffer.byteLength(channelPrefix);
    subscriber.on('pmessageBuffer', (_pattern: string, channel: Buffer, message: Buffer) =>
      // The parser may reuse the memory of a large reply; the sockets keep the frame until it is written.
      hub.deliver(channel.toString('utf8', prefixBytes), Buffer.from(message)),
    );
    await new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        subscriber
          .psubscribe(`${channelPrefix}*`)
          .catch((error: unknown) => log.warn({ err: error }, 'realtime: Redis subscription failed'))
          .finally(resolve);
      });
      subscriber.once('error', () => resolve());
    });
    return new RedisTransport(hub, credentials, options, publisher, subscriber);
  }

  override async publish(channel: string, event: string, data: unknown): Promise<void> {
    await this.publisher.publish(`${this.options.channelPrefix}${channel}`, eventFrame(channel, event, data));
  }

  override async close(): Promise<void> {
    // quit() waits for what was sent; on a connection that is down it disconnects at once.
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
