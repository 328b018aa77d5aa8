import type { PricingInterval, ProductSummary } from '@stride/shared';
import { formatMoney } from '@stride/shared/billing';
import { useCallback } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/** Amounts in minor units as the member's language writes them, and prices with their interval in words. */
export function usePriceText() {
  const { t, language } = useCheckoutTranslation();
  const money = useCallback(
    (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, language),
    [language],
  );
  /** "Free", "£49.00", or "£9.99 per month". */
  const productPrice = useCallback(
    (product: ProductSummary) => {
      if (product.kind === 'free' || product.price_cents === 0) return t('priceFree');
      const price = money(product.price_cents, product.currency);
      return product.kind === 'subscription' && product.interval ? t(`price_${product.interval}`, { price }) : price;
    },
    [t, money],
  );
  /** "then £9.99 per month": what each later period costs. */
  const thenPrice = useCallback(
    (interval: PricingInterval, minorUnits: number, currency: string) =>
      t(`then_${interval}`, { price: money(minorUnits, currency) }),
    [t, money],
  );
  return { money, productPrice, thenPrice };
}
