import type { FastifyBaseLogger } from 'fastify';
import { invalidationEnvelopeSchema, type CacheInvalidation, type CachePeerHandlers } from './CacheInvalidation';

/** While the transport is down, every decision is dropped this often: a change nobody could tell is seen this late. */
export const OUTAGE_SWEEP_MS = 1_000;

/**
 * What every transport does the same way: the envelope (sender and time around the message), ignoring this
 * process's own messages, and what the connection going down and up means for the caches.
 *
 * A transport down loses the messages sent meanwhile, and nothing says which. So, better a cold cache than a
 * stale decision: on every connection (the first too, which costs nothing on empty caches, and may follow an
 * outage at start), once subscribed, every security cache is dropped; while down, they are dropped at once and
 * then every OUTAGE_SWEEP_MS, so a change made elsewhere meanwhile is still seen within a second; and when a
 * publish fails, this process drops its own (its subscription has likely failed too).
 */
export class PeerLink {
  private sweep: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly instanceId: string,
    private readonly handlers: CachePeerHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  encode(message: CacheInvalidation): string {
    return JSON.stringify({ from: this.instanceId, sentAt: Date.now(), message });
  }

  /** A message as the transport delivered it: applied unless it is this process's own or not one of ours. */
  receive(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const envelope = invalidationEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      this.log.warn({ message: text.slice(0, 200) }, 'cache peers: ignored a message that is not an invalidation');
      return;
    }
    const { from, sentAt, message } = envelope.data;
    if (from === this.instanceId) return;
    this.handlers.apply(message);
    // Across machines the clocks differ: a latency between processes of one machine (the bench's).
    this.log.debug({ kind: message.kind, latencyMs: Date.now() - sentAt }, 'cache peers: applied');
  }

  /** Subscribed (again): whatever was sent while not subscribed is lost. */
  connected(): void {
    this.stopSweep();
    this.handlers.dropAll('connected');
  }

  /** The subscription's connection is gone; the transport reconnects by itself. */
  disconnected(): void {
    if (this.sweep || this.closed) return;
    this.handlers.dropAll('disconnected');
    this.sweep = setInterval(() => this.handlers.dropAll('disconnected'), OUTAGE_SWEEP_MS);
    // The sweep alone does not keep the process alive.
    this.sweep.unref();
  }

  publishFailed(error: unknown): void {
    this.log.warn({ err: error }, 'cache peers: publish failed, this process drops its caches');
    this.handlers.dropAll('publish_failed');
  }

  /** The app is closing: its own connections going down are no outage. */
  close(): void {
    this.closed = true;
    this.stopSweep();
  }

  private stopSweep(): void {
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = null;
  }
}
