import { CHECKOUT_PARAMS } from '@stride/shared';

/** #checkout's params: the products to offer, comma-separated, and the purchase overlay when there is one. */
export function checkoutParams(
  productIds: readonly string[],
  purchaseOverlayId: string | null,
): Record<string, string> {
  const params: Record<string, string> = { [CHECKOUT_PARAMS.products]: productIds.join(',') };
  if (purchaseOverlayId) params[CHECKOUT_PARAMS.purchaseOverlay] = purchaseOverlayId;
  return params;
}
