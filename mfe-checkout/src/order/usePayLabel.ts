import type { CheckoutPreview } from '@stride/shared';
import { useCallback } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { usePriceText } from '../products/usePriceText';

/** What the pay button says: "Pay £49.00", "Start free trial" when a trial costs nothing today, else "Continue". */
export function usePayLabel(): (preview: CheckoutPreview) => string {
  const { t } = useCheckoutTranslation();
  const { money } = usePriceText();
  return useCallback(
    (preview) => {
      if (preview.total_cents > 0) return t('pay', { amount: money(preview.total_cents, preview.currency) });
      if (preview.recurring && preview.recurring.trial_days > 0) return t('startTrial');
      return t('confirmOrder');
    },
    [t, money],
  );
}
