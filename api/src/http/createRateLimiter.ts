export interface RateLimiterOptions {
  /** Hits allowed per key in one window (at least 1). */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; the oldest window is forgotten first, so memory stays bounded under a flood. */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within the limit of the current window. */
  hit(key: string): RateLimitResult;
}

/**
 * A fixed-window counter per key, in memory. Each API process counts on its own: with several
 * instances a client gets the limit once per instance, which is enough to stop one client flooding.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  // Insertion order is window-start order: a key is re-inserted when its new window starts.
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const time = now();
      const current = windows.get(key);
      if (current && current.resetAt > time) {
        current.count += 1;
        return current.count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: current.resetAt - time };
      }
      windows.delete(key);
      while (windows.size >= maxKeys) {
        const oldest = windows.keys().next();
        if (oldest.done) break;
        windows.delete(oldest.value);
      }
      windows.set(key, { count: 1, resetAt: time + windowMs });
      return { allowed: true };
    },
  };
}
