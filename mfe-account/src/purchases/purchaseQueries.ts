import { VIEWER_SCOPE, type ApiClient, type InvoicesResponse, type PurchasesResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * Per member and viewer-scoped (`[domain, VIEWER_SCOPE, …]`): the shell's watchViewerCaches drops them when the
 * member signs out or another person signs in on the device.
 */
export const purchaseQueries = {
  /** Every list below: what a new purchase, a payment or a cancellation makes stale. */
  all: ['purchases', VIEWER_SCOPE] as const,
  list: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['purchases', VIEWER_SCOPE, 'list', userId] as const,
      queryFn: () => api.get<PurchasesResponse>('/purchases'),
      staleTime: 30_000,
    }),
  /** GET /invoices: the member's invoices, newest first. */
  invoices: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['purchases', VIEWER_SCOPE, 'invoices', userId] as const,
      queryFn: () => api.get<InvoicesResponse>('/invoices'),
      staleTime: 30_000,
    }),
};
