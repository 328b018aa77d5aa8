import { contentQueryKeys, type ApiClient, type PacksResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

export const packQueries = {
  /** GET /packages: every pack with the products that give it and what it contains. */
  list: (api: ApiClient) =>
    queryOptions({
      // Which packs show depends on who asks (hidden pages): viewer-scoped.
      queryKey: [...contentQueryKeys.viewer, 'packs'] as const,
      queryFn: () => api.get<PacksResponse>('/packages'),
      staleTime: 60_000,
    }),
};
