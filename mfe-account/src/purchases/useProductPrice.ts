import type { ProductSummary } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // RangeError: not an ISO currency code. Show the amount rather than lose the row.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** "Free", "£49.00", or "£9.99 / month" in the member's language. */
export function useProductPrice(): (product: ProductSummary) => string {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  return (product) => {
    if (product.kind === 'free' || product.price_cents === 0) return t('priceFree');
    const price = formatMoney(product.price_cents, product.currency, i18n.language);
    return product.kind === 'subscription' && product.interval
      ? t('pricePerInterval', { price, interval: t(`interval_${product.interval}`) })
      : price;
  };
}
