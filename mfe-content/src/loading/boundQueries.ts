import { matchQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Keeps at most `limit` queries under `prefix` in the shell's query client: when one more is added, the
 * oldest ones no screen is showing are removed (spec §9 "oldest dropped"). The shell owns the client; this
 * remote only trims its own domain's entries.
 */
export function boundQueries(queryClient: QueryClient, prefix: QueryKey, limit: number): () => void {
  const cache = queryClient.getQueryCache();
  const filters = { queryKey: prefix };
  return cache.subscribe((event) => {
    if (event.type !== 'added' || !matchQuery(filters, event.query)) return;
    // The cache keeps insertion order: the first ones found are the oldest.
    const queries = cache.findAll(filters);
    let excess = queries.length - limit;
    for (const query of queries) {
      if (excess <= 0) break;
      if (query.getObserversCount() > 0) continue;
      cache.remove(query);
      excess -= 1;
    }
  });
}
