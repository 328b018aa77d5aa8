import type { Product } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { usePriceText } from './usePriceText';
import './products.scss';

/** The products offered, as cards: what each costs and how often, its free trial, and whether the member owns it. */
export function ProductList({ products, onChoose }: { products: Product[]; onChoose(product: Product): void }) {
  return (
    <ul className="checkout-products">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onChoose={() => onChoose(product)} />
      ))}
    </ul>
  );
}

function ProductCard({ product, onChoose }: { product: Product; onChoose(): void }) {
  const { t } = useCheckoutTranslation();
  const { productPrice } = usePriceText();
  const trial = product.kind === 'subscription' && product.trial_days > 0;
  return (
    <li className="checkout-product">
      <h3 className="checkout-product__title" dir="auto">
        {product.title}
      </h3>
      {product.description ? (
        <p className="checkout-product__description" dir="auto">
          {product.description}
        </p>
      ) : null}
      <p className="checkout-product__price">{productPrice(product)}</p>
      {trial ? <p className="checkout-product__badge">{t('trialDays', { count: product.trial_days })}</p> : null}
      {product.has_active_purchase ? (
        <p className="checkout-product__owned">{t('owned')}</p>
      ) : (
        <Button
          className="checkout-product__choose"
          onClick={onChoose}
          aria-label={t('chooseProductLabel', { title: product.title })}
        >
          {t('chooseProduct')}
        </Button>
      )}
    </li>
  );
}
