import type { ApiClient, PurchasesResponse } from '@stride/shared';

export const purchaseQueryKeys = {
  all: ['purchases'] as const,
  /** Per member, so another account's purchases never show after a switch. */
  list: (userId: string) => ['purchases', 'list', userId] as const,
};

export const purchaseQueries = {
  list: (api: ApiClient, userId: string) => ({
    queryKey: purchaseQueryKeys.list(userId),
    queryFn: () => api.get<PurchasesResponse>('/purchases'),
    staleTime: 30_000,
  }),
};
