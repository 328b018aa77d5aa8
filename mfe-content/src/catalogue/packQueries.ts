import type { ApiClient, PacksResponse } from '@stride/shared';

export const packQueryKeys = {
  all: ['content', 'packs'] as const,
};

export const packQueries = {
  /** GET /packages: every pack with the products that give it and what it contains. */
  list: (api: ApiClient) => ({
    queryKey: packQueryKeys.all,
    queryFn: () => api.get<PacksResponse>('/packages'),
    staleTime: 60_000,
  }),
};
