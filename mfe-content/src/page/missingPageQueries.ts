import { contentQueryKeys, normalisePagePath } from '@stride/shared';
import { queryOptions, skipToken } from '@tanstack/react-query';

/**
 * Paths the API answered 404 for (spec §8): marked in the query cache by usePageData, never fetched, and kept
 * for the whole visit even when the page query itself is evicted. A missing path is missing for everyone.
 */
export const missingPageQueries = {
  all: [...contentQueryKeys.all, 'missing-page'] as const,
  of: (path: string) =>
    queryOptions<true>({
      queryKey: [...contentQueryKeys.all, 'missing-page', normalisePagePath(path)] as const,
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
