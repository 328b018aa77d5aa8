import { CHECKOUT_PARAMS, type AccessConfig } from '@stride/shared';

/** The purchase a lock asks for: its products and the purchase overlay to show with them. */
export interface PurchaseLock {
  productIds: readonly string[];
  purchaseOverlayId: string | null;
  /** Denied by the app-level rule: the app's products and overlay are offered instead. */
  appLevel: boolean;
}

/** `modal:open` params for #checkout (CHECKOUT_PARAMS); undefined when there is nothing to name. */
export function checkoutParams(lock: PurchaseLock, access: AccessConfig): Record<string, string> | undefined {
  const useApp = lock.appLevel && lock.productIds.length === 0;
  const productIds = useApp ? access.app_products.map((product) => product.id) : lock.productIds;
  const overlayId = useApp ? (access.purchase_overlay?.id ?? null) : lock.purchaseOverlayId;
  const params: Record<string, string> = {};
  if (productIds.length > 0) params[CHECKOUT_PARAMS.products] = productIds.join(',');
  if (overlayId) params[CHECKOUT_PARAMS.purchaseOverlay] = overlayId;
  return Object.keys(params).length > 0 ? params : undefined;
}
