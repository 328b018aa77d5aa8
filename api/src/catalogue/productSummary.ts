import type { ProductSummary } from '@stride/shared';
import type { ProductRow } from '../db/schema';

export function productSummary(product: ProductRow): ProductSummary {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    kind: product.kind,
    price_cents: product.priceCents,
    currency: product.currency,
    interval: product.interval,
  };
}
