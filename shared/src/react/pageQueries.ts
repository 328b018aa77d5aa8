import { contentQueryKeys, staticPagePath, type ApiClient, type PageData } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** Static page data by path; the shell primes `byPath` with the page inlined at boot. */
export const pageQueries = {
  byPath: (api: ApiClient, path: string) =>
    queryOptions({
      queryKey: contentQueryKeys.page(path),
      // The minute timestamp lets shared caches serve the same file to everyone within a minute.
      // A locked page is an answer the app draws, not a failure: asked for so that no error is logged for it.
      queryFn: () => api.getExpectingDenial<PageData>(staticPagePath(path), { ts: Math.floor(Date.now() / 60_000) }),
      staleTime: 60_000,
    }),
};
