import { ApiError, PAGE_DENIAL_REASONS, type PageDenialReason } from '@stride/shared';

/** What the locked screen and its prompts can tell from a 403 (PageAccessDeniedBody), read defensively. */
export interface AccessDenial {
  title: string | null;
  /** null: the API said no more than 403. */
  reason: PageDenialReason | null;
  /** The products that unlock the page (purchase locks). */
  productIds: string[];
  purchaseOverlayId: string | null;
  /** IS_SCHEDULED: when the page unlocks (ISO); null when the member must start first. */
  availableAfter: string | null;
  /** The app-level rule denied, not a page node: the app's products and overlay apply. */
  appLevel: boolean;
}

type Loose = Record<string, unknown> | null;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function ids(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const id = record(item)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

function reasonOf(value: unknown): PageDenialReason | null {
  return (PAGE_DENIAL_REASONS as readonly unknown[]).includes(value) ? (value as PageDenialReason) : null;
}

/** The denial of a 403 page answer; null for anything else. Missing fields read as unknown. */
export function accessDenial(error: unknown): AccessDenial | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = record(error.body);
  const access = record(body?.access);
  // `result` is the engine's decision (node, products, overlay); older answers carry only `access`.
  const result = record(body?.result);
  return {
    title: text(record(body?.page)?.title),
    reason: reasonOf(body?.reason) ?? reasonOf(result?.reason),
    productIds: ids(result?.product_ids) ?? ids(access?.products) ?? [],
    purchaseOverlayId: text(result?.purchase_overlay_id) ?? text(record(access?.purchase_overlay)?.id),
    availableAfter: text(body?.available_after) ?? text(result?.available_after),
    appLevel: result !== null && 'node_id' in result && result.node_id === null,
  };
}
