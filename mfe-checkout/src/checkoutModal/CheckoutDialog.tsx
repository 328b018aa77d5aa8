import { navigationServiceRef } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useEffect } from 'react';
import { PastDueModal } from '../pastDue/PastDueModal';
import { CheckoutModal } from './CheckoutModal';
import { readCheckoutParams, withoutReturnParams } from './checkoutParams';

/**
 * What #checkout opens: paying a past-due subscription when the URL names one (`past_due`) and no products (the
 * shell's prompt, spec §3 past_due_subscriptions), else buying the products of the URL.
 */
export function CheckoutDialog({ close }: { close(): void }) {
  const { location, navigate } = useService(navigationServiceRef);
  const { pathname, search, hash } = location;
  const { productIds, pastDueProductId } = readCheckoutParams(search);

  // Back from a payment page: each dialog reads the return on opening. A reload or a shared link must not replay
  // it, nor keep Stripe's client secret in the address bar.
  useEffect(() => {
    const kept = withoutReturnParams(search);
    if (kept !== null) navigate(`${pathname}${kept}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);

  if (pastDueProductId && productIds.length === 0) return <PastDueModal productId={pastDueProductId} close={close} />;
  return <CheckoutModal close={close} />;
}
