import type { AppCaches } from './AppCaches';
import { applyInvalidation } from './applyInvalidation';
import type { CacheInvalidation } from './CacheInvalidation';

/**
 * A change made through this process: forgets here at once, then tells the other API processes, which apply
 * the same message within milliseconds (the peers' transport). Call after the write is committed: a process
 * that reads between the message and the commit would cache the old row again.
 */
export function invalidateCaches(caches: AppCaches, message: CacheInvalidation): void {
  applyInvalidation(caches, message);
  caches.peers.publish(message);
}
