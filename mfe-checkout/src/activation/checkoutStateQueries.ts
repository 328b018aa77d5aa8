import type { ApiClient, CheckoutStateResponse } from '@stride/shared';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';
import type { ActivationOutcome, ActivationWatch } from './ActivationStep';

/** Activated, or failed for good (declined later, canceled): nothing more to wait for. */
export function checkoutOutcome({ checkout }: CheckoutStateResponse): ActivationOutcome {
  if (checkout.activated) return { activated: true };
  if (checkout.status === 'failed' || checkout.status === 'canceled') {
    return { activated: false, code: checkout.error_code };
  }
  return null;
}

export const checkoutStateQueries = {
  /** GET /checkouts/{id}: the API asks the provider while it is open and activates what was paid. Never fresh. */
  state: (api: ApiClient, checkoutId: string): ActivationWatch<CheckoutStateResponse> => ({
    queryKey: [...checkoutKeys.viewer, 'state', checkoutId] as const,
    queryFn: () => api.get<CheckoutStateResponse>(`/checkouts/${encodeURIComponent(checkoutId)}`),
    outcome: checkoutOutcome,
  }),
};
