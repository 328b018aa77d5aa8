import { normalisePagePath } from '@stride/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Spec §9: static page data is cached for up to 250 paths. */
export const PAGE_CACHE_LIMIT = 250;

function isPageQuery(key: QueryKey): boolean {
  return key.length === 3 && key[0] === 'content' && key[1] === 'page';
}

/**
 * Keeps at most `limit` page queries (contentQueryKeys.page) in the shell's query client: when one more is
 * added, the oldest ones no screen is showing are removed. The shell owns the client; this remote only
 * trims its own domain's entries.
 */
export function boundPageCache(queryClient: QueryClient, limit: number = PAGE_CACHE_LIMIT): () => void {
  const cache = queryClient.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added' || !isPageQuery(event.query.queryKey)) return;
    // The cache keeps insertion order: the first page queries are the oldest.
    const pages = cache.getAll().filter((query) => isPageQuery(query.queryKey));
    let excess = pages.length - limit;
    for (const query of pages) {
      if (excess <= 0) break;
      if (query.getObserversCount() > 0) continue;
      cache.remove(query);
      excess -= 1;
    }
  });
}

/** Spec §2/§7: member-area paths (/me and below) are never page data. */
export function isMemberAreaPath(path: string): boolean {
  const clean = normalisePagePath(path);
  return clean === '/me' || clean.startsWith('/me/');
}
