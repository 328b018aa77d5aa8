import type { RemoteRootProps } from '@stride/shared';
import { CheckoutModal } from './checkoutModal/CheckoutModal';

/** The one root of mfe-checkout: it owns no route, only the #checkout modal. */
export function CheckoutRoot({ target }: RemoteRootProps) {
  return target.kind === 'modal' ? <CheckoutModal close={target.close} /> : null;
}
