import type { ApiClient, Product, ProductListResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from '../checkoutModal/checkoutKeys';

export const productQueries = {
  /** Viewer-scoped: `has_active_purchase` is the asking member's. */
  all: () => [...checkoutKeys.viewer, 'products'] as const,
  /** GET /products/list?ids=a,b: the products asked for, in the order asked (ids the API does not know are left out). */
  list: (api: ApiClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: [...productQueries.all(), ids.join(',')] as const,
      queryFn: async (): Promise<Product[]> => {
        const { products } = await api.get<ProductListResponse>('/products/list', { ids });
        const byId = new Map(products.map((product) => [product.id, product]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
      staleTime: 30_000,
    }),
};
