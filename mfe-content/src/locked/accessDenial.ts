import { ApiError, type PageAccessDeniedBody } from '@stride/shared';

/** What the locked screen can tell from a 403: the page's title and the products that unlock it, when the API sent them. */
export interface AccessDenial {
  title: string | null;
  productIds: string[];
}

function isPageAccessDeniedBody(body: unknown): body is PageAccessDeniedBody {
  if (typeof body !== 'object' || body === null) return false;
  const { page, access } = body as Partial<Record<keyof PageAccessDeniedBody, unknown>>;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof (page as { title?: unknown }).title === 'string' &&
    typeof access === 'object' &&
    access !== null &&
    Array.isArray((access as { products?: unknown }).products)
  );
}

export function accessDenial(error: unknown): AccessDenial | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (!isPageAccessDeniedBody(error.body)) return { title: null, productIds: [] };
  return { title: error.body.page.title, productIds: error.body.access.products.map((product) => product.id) };
}
