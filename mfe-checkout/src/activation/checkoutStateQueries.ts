import type { ApiClient, CheckoutStateResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

export const checkoutStateQueries = {
  /** GET /checkouts/{id}: the API asks the provider while it is open and activates what was paid. Never fresh. */
  state: (api: ApiClient, checkoutId: string) =>
    queryOptions({
      queryKey: [...checkoutKeys.viewer, 'state', checkoutId] as const,
      queryFn: () => api.get<CheckoutStateResponse>(`/checkouts/${encodeURIComponent(checkoutId)}`),
      staleTime: 0,
    }),
};
