import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { CacheInvalidation, CachePeerHandlers, CachePeers } from './CacheInvalidation';
import { PeerLink } from './PeerLink';

/** Reconnects after this long, doubling up to MAX_RETRY_MS (the caches are swept meanwhile: PeerLink). */
const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** Postgres cuts identifiers (LISTEN's channel) to 63 bytes, but not pg_notify's: a longer name would never match. */
const MAX_CHANNEL_BYTES = 63;

export interface PostgresCachePeersOptions {
  /** The app's DATABASE_URL: notifications reach the sessions of the same database. */
  databaseUrl: string;
  channel: string;
  instanceId: string;
  handlers: CachePeerHandlers;
  log: FastifyBaseLogger;
}

/**
 * Cache invalidations through Postgres LISTEN/NOTIFY, when there is no Redis: one dedicated connection (not one
 * of the pool's, which come and go) listens, and notifies too, with `select pg_notify($1, $2)` outside any
 * transaction, so a message leaves at once. A lost connection is made again with backoff; messages published
 * while it is down fail (and drop this process's caches, PeerLink).
 */
export class PostgresCachePeers implements CachePeers {
  private client: Client | null = null;
  private opening: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = MIN_RETRY_MS;
  private closed = false;
  private readonly link: PeerLink;

  private constructor(private readonly options: PostgresCachePeersOptions) {
    this.link = new PeerLink(options.instanceId, options.handlers, options.log);
  }

  get instanceId(): string {
    return this.link.instanceId;
  }

  /** Listens before the app serves; with Postgres unreachable the app starts anyway and keeps trying. */
  static async connect(options: PostgresCachePeersOptions): Promise<PostgresCachePeers> {
    if (Buffer.byteLength(options.channel) > MAX_CHANNEL_BYTES)
      throw new Error(`The cache invalidation channel "${options.channel}" is longer than ${MAX_CHANNEL_BYTES} bytes`);
    const peers = new PostgresCachePeers(options);
    await peers.open();
    return peers;
  }

  private open(): Promise<void> {
    this.opening = this.listen().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async listen(): Promise<void> {
    const { databaseUrl, channel, log } = this.options;
    // Named, so an operator (or a test) can tell this process's listener apart in pg_stat_activity.
    const client = new Client({
      connectionString: databaseUrl,
      application_name: `stride-cache-peers-${this.instanceId}`,
      keepAlive: true,
    });
    client.on('error', (error: unknown) => log.warn({ err: error }, 'cache peers: Postgres listener failed'));
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined)
        this.link.receive(notification.payload);
    });
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.lost();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      log.warn({ err: error }, 'cache peers: Postgres unreachable');
      // Ending a client that never connected may fail too; it holds nothing either way.
      await client.end().catch(() => {});
      this.lost();
      return;
    }
    if (this.closed) {
      await client.end().catch((error: unknown) => log.warn({ err: error }, 'cache peers: Postgres listener close'));
      return;
    }
    this.client = client;
    this.retryMs = MIN_RETRY_MS;
    this.link.connected();
  }

  /** Down (or never up): swept meanwhile, and tried again after a while. */
  private lost(): void {
    if (this.closed) return;
    this.link.disconnected();
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.open();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  publish(message: CacheInvalidation): void {
    const { client } = this;
    if (!client) {
      this.link.publishFailed(new Error('The Postgres listener is not connected'));
      return;
    }
    client
      .query('select pg_notify($1, $2)', [this.options.channel, this.link.encode(message)])
      .catch((error: unknown) => this.link.publishFailed(error));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.link.close();
    if (this.retry) clearTimeout(this.retry);
    await this.opening;
    const { client } = this;
    this.client = null;
    await client?.end();
  }
}
