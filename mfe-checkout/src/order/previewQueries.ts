import type { ApiClient, CheckoutPreviewRequest, CheckoutPreviewResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

export const previewQueries = {
  all: () => [...checkoutKeys.viewer, 'preview'] as const,
  /**
   * POST /products/{id}/preview: what the order costs with these bumps, coupon and address. A read, though POSTed,
   * so a query: each change of the order is its own key, and going back to an earlier one costs no request.
   */
  preview: (api: ApiClient, productId: string, request: CheckoutPreviewRequest) =>
    queryOptions({
      queryKey: [...previewQueries.all(), productId, request] as const,
      queryFn: () => api.post<CheckoutPreviewResponse>(`/products/${encodeURIComponent(productId)}/preview`, request),
      staleTime: 60_000,
    }),
};
