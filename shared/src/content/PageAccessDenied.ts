import type { PageAccessResult } from '../access/pageAccess';
import type { ApiErrorBody } from '../errors/ApiErrorBody';
import type { Page, PageAccess } from './Page';

/** Page access denial reasons of spec §4 (VIEWABLE_CHILDREN, START_REQUIRED, ALLOW_BROWSING are unused). */
export const PAGE_DENIAL_REASONS = [
  'IS_PRIVATE',
  'PURCHASE_REQUIRED',
  'IS_SCHEDULED',
  'AUTHENTICATION_REQUIRED',
] as const;
export type PageDenialReason = (typeof PAGE_DENIAL_REASONS)[number];

/**
 * 403 `access_denied` from GET /api/__{path}/index.json: the page without its blocks, so the
 * locked-page screen can show the title and offer purchase (access.products) or log in.
 */
export interface PageAccessDeniedBody extends ApiErrorBody {
  page: Page;
  /** The access node that denied (the page's own, or the ancestor it inherits from). */
  access: PageAccess;
  reason: PageDenialReason;
  /** IS_SCHEDULED: when the page unlocks (ISO); null otherwise, or while it waits for the member's start. */
  available_after: string | null;
  /** The engine's denial as it decided: node_id, product_ids and purchase_overlay_id for the purchase flow. */
  result: Extract<PageAccessResult, { granted: false }>;
}
