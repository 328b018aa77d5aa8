import { VIEWER_SCOPE, type ApiClient, type PurchasesResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

export const purchaseQueries = {
  /** Per member and viewer-scoped: the shell drops them when another person takes the device. */
  list: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['purchases', VIEWER_SCOPE, 'list', userId] as const,
      queryFn: () => api.get<PurchasesResponse>('/purchases'),
      staleTime: 30_000,
    }),
};
