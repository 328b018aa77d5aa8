import type { RemoteRootProps } from '@stride/shared';
import { CheckoutDialog } from './checkoutModal/CheckoutDialog';
import { InvoiceScreen } from './invoice/InvoiceScreen';

/**
 * The one root of mfe-checkout: the #checkout modal (a purchase, or a past-due subscription's payment) and its
 * one route, the printable invoice under /me/invoices.
 */
export function CheckoutRoot({ target }: RemoteRootProps) {
  if (target.kind === 'modal') return <CheckoutDialog close={target.close} />;
  if (target.kind === 'route') return <InvoiceScreen path={target.path} />;
  return null;
}
