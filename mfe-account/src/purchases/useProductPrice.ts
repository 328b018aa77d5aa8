import type { ProductSummary } from '@stride/shared';
import { formatMoney } from '@stride/shared/billing';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** "Free", "£49.00", "¥4,900", or "£9.99 / month" in the member's language. */
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
