import type { ApiClient, InvoiceResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

export const invoiceQueries = {
  /** GET /invoices/{id}: the member's own invoice, so per member and viewer-scoped. A paid invoice never changes. */
  invoice: (api: ApiClient, userId: string, invoiceId: string) =>
    queryOptions({
      queryKey: [...checkoutKeys.viewer, 'invoice', userId, invoiceId] as const,
      queryFn: async () => (await api.get<InvoiceResponse>(`/invoices/${encodeURIComponent(invoiceId)}`)).invoice,
      staleTime: 60_000,
    }),
};
