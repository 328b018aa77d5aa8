import type { ApiClient, OverlayResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

export const overlayQueries = {
  /** GET /overlays/{id}: the same for everyone (marketing), so not viewer-scoped. */
  overlay: (api: ApiClient, overlayId: string) =>
    queryOptions({
      queryKey: [...checkoutKeys.all, 'overlay', overlayId] as const,
      queryFn: () => api.get<OverlayResponse>(`/overlays/${encodeURIComponent(overlayId)}`),
      staleTime: 60_000,
    }),
};
