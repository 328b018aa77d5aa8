import { z } from 'zod';

/**
 * What one API process tells the others it forgot, so none of them keeps deciding from a stale copy: every
 * forget of a cache that holds a security or money decision is one of these. Public content (page JSON, access
 * trees, OIDC discovery) hangs off the page index or is public, and needs no message of its own.
 */
export const cacheInvalidationSchema = z.discriminatedUnion('kind', [
  /** The member's row or purchases changed: every cached session of theirs (activeProductIds, email). */
  z.object({ kind: z.literal('member_sessions'), userId: z.string() }),
  /** One session was revoked (a sign-out). */
  z.object({ kind: z.literal('session'), sessionId: z.string() }),
  /** The member's facts (completions, subscriptions, purchases, blocks, properties…). */
  z.object({ kind: z.literal('member_data'), userId: z.string() }),
  /** The member's exercise swaps. */
  z.object({ kind: z.literal('member_swaps'), userId: z.string() }),
  /** The member's calendar answers. */
  z.object({ kind: z.literal('schedule_answers'), userId: z.string() }),
  /** The app's pages (their access too): the page index, and its workouts, which are page content. */
  z.object({ kind: z.literal('app_pages'), appId: z.string() }),
  /** The app's products and coupons. */
  z.object({ kind: z.literal('billing_catalogue'), appId: z.string() }),
  /** The app's row (slug, default, access and other settings), and so what was decided from it. */
  z.object({ kind: z.literal('app'), appId: z.string() }),
]);

export type CacheInvalidation = z.infer<typeof cacheInvalidationSchema>;

/** A message as it travels: who sent it (a process ignores its own) and when (ms since the epoch). */
export const invalidationEnvelopeSchema = z.object({
  from: z.string(),
  sentAt: z.number(),
  message: cacheInvalidationSchema,
});

export type InvalidationEnvelope = z.infer<typeof invalidationEnvelopeSchema>;

/** The other API processes, as this one's caches reach them (Redis, Postgres LISTEN/NOTIFY, or none). */
export interface CachePeers {
  /** Sent with every message: the transport brings a process's own messages back to it. */
  readonly instanceId: string;
  /** Tells the other processes; never throws (a failure is logged, and this process drops its caches). */
  publish(message: CacheInvalidation): void;
  close(): Promise<void>;
}

/** What a transport does with what reaches it. */
export interface CachePeerHandlers {
  /** Applies another process's message to this process's caches (never published again). */
  apply(message: CacheInvalidation): void;
  /** Messages may have been lost: forget every decision. */
  dropAll(reason: 'connected' | 'disconnected' | 'publish_failed'): void;
}

/** One process alone (PGlite: its data-dir lock admits no other), or before buildApp connects the peers. */
export const NO_PEERS: CachePeers = {
  instanceId: 'alone',
  publish: () => {},
  close: async () => {},
};
