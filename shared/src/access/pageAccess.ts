import type { PageAccess } from '../content/Page';
import type { PageDenialReason } from '../content/PageAccessDenied';
import { appLevelDenial, type AccessViewer, type AppAccessRules } from './appLevelDenial';

/** One page of an access chain: its id and its own access node (inherit true when it sets none). */
export interface AccessChainNode {
  page_id: string;
  access: PageAccess;
}

/** What the engine needs to know about the member beyond the user: their page subscriptions. */
export interface AccessMemberData {
  /** Page id → started_at (null: subscribed without a start). A private page needs a subscription. */
  subscriptions: Readonly<Record<string, string | null>>;
}

export interface PageAccessContext {
  app: AppAccessRules;
  /** null: a guest (or a member who has not finished setup). */
  viewer: AccessViewer | null;
  member: AccessMemberData;
  now: Date;
}

export type PageAccessResult =
  | {
      granted: true;
      /** Granted only because the page allows browsing its purchase-gated content. */
      browsing: boolean;
    }
  | {
      granted: false;
      reason: PageDenialReason;
      /** The page whose node denied; null when the app-level rule did. */
      node_id: string | null;
      /** IS_SCHEDULED: when the page unlocks; null when it never will until the member starts. */
      available_after: string | null;
      /** PURCHASE_REQUIRED (or a private page that also needs a purchase): the products that unlock it. */
      product_ids: string[];
      purchase_overlay_id: string | null;
    };

export const GRANTED: PageAccessResult = { granted: true, browsing: false };

const DAY_MS = 86_400_000;

function denied(
  reason: PageDenialReason,
  node: AccessChainNode | null,
  availableAfter: string | null = null,
): PageAccessResult {
  return {
    granted: false,
    reason,
    node_id: node?.page_id ?? null,
    available_after: availableAfter,
    product_ids: node?.access.products.map((product) => product.id) ?? [],
    purchase_overlay_id: node?.access.purchase_overlay?.id ?? null,
  };
}

function owns(viewer: AccessViewer, access: PageAccess): boolean {
  if (viewer.isAdmin) return true;
  const owned = new Set(viewer.activeProductIds);
  return access.products.some((product) => owned.has(product.id));
}

/** Adds whole calendar months in UTC, clamping the day (Jan 31 + 1 month = Feb 28/29). */
function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * When a drip node unlocks for a member who started its progress root at `startedAt` (spec §4, §9): after
 * unlock_duration_seconds, else schedule_period × schedule_interval (day, week or calendar month); a node
 * with neither unlocks at the start.
 */
export function dripUnlockTime(access: PageAccess, startedAt: Date): Date {
  if (access.unlock_duration_seconds !== null)
    return new Date(startedAt.getTime() + access.unlock_duration_seconds * 1000);
  const period = access.schedule_period ?? 0;
  switch (access.schedule_interval) {
    case 'day':
      return new Date(startedAt.getTime() + period * DAY_MS);
    case 'week':
      return new Date(startedAt.getTime() + period * 7 * DAY_MS);
    case 'month':
      return addMonths(startedAt, period);
    default:
      return startedAt;
  }
}

/** The member's start of the progress root above (or at) `index` in the chain, or null. */
function progressStart(chain: readonly AccessChainNode[], index: number, context: PageAccessContext): Date | null {
  if (context.viewer === null) return null;
  const root = chain.slice(index).find((node) => node.access.is_progress_root);
  if (!root) return null;
  const startedAt = context.member.subscriptions[root.page_id];
  if (!startedAt) return null;
  const start = new Date(startedAt);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** A scheduled node: locked until unlocks_at, else until the drip time after the member's start (spec §4). */
function scheduleDenial(
  chain: readonly AccessChainNode[],
  index: number,
  context: PageAccessContext,
): PageAccessResult | null {
  const node = chain[index]!;
  const { access } = node;
  if (access.unlocks_at !== null) {
    const unlocks = new Date(access.unlocks_at);
    if (Number.isNaN(unlocks.getTime()) || context.now < unlocks)
      return denied('IS_SCHEDULED', node, access.unlocks_at);
    return null;
  }
  const start = progressStart(chain, index, context);
  if (start === null) return denied('IS_SCHEDULED', node, null);
  const unlocks = dripUnlockTime(access, start);
  return context.now < unlocks ? denied('IS_SCHEDULED', node, unlocks.toISOString()) : null;
}

/**
 * The one page-access engine of spec §4 and §6, used by the API to enforce and by the UI to draw locks.
 *
 * `chain` is the page first, then its ancestors up to the root. The node that decides is the first one,
 * from the page up, that does not inherit; with none, the app-level rule applies. A private app's rule
 * applies whatever the node says: signed-out visitors never see a private app's pages, and a private
 * subscriber-only app asks every member for one of its products. On the deciding
 * node: private (a subscription to that page, then its purchase if required), then purchase (admins and
 * owners of one of its products pass; `allow_browsing` lets anyone view, but not a child page that
 * inherits the rule), then scheduled (every scheduled node of the chain, root first), then authentication.
 */
export function evaluatePageAccess(chain: readonly AccessChainNode[], context: PageAccessContext): PageAccessResult {
  const { viewer } = context;
  // A private app's rule (§6) holds on every page, whatever its node says: no signed-out visitor, and on a
  // private subscriber-only app no member without one of its products (admins pass).
  if (context.app.is_private) {
    const appDenial = appLevelDenial(context.app, viewer);
    if (appDenial !== null) return denied(appDenial, null);
  }
  const decidingIndex = chain.findIndex((node) => !node.access.inherit);
  if (decidingIndex === -1) {
    const appDenial = appLevelDenial(context.app, viewer);
    return appDenial === null ? GRANTED : denied(appDenial, null);
  }
  const node = chain[decidingIndex]!;
  const { access } = node;
  let browsing = false;

  if (access.is_private) {
    if (viewer === null || !(node.page_id in context.member.subscriptions)) return denied('IS_PRIVATE', node);
    if (access.require_purchase && !owns(viewer, access)) return denied('PURCHASE_REQUIRED', node);
  } else if (access.require_purchase && !(viewer !== null && owns(viewer, access))) {
    if (!access.allow_browsing || decidingIndex > 0) return denied('PURCHASE_REQUIRED', node);
    browsing = true;
  }

  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!chain[index]!.access.is_scheduled) continue;
    const scheduled = scheduleDenial(chain, index, context);
    if (scheduled !== null) return scheduled;
  }

  if (access.require_authentication && viewer === null) return denied('AUTHENTICATION_REQUIRED', node);
  return browsing ? { granted: true, browsing } : GRANTED;
}

/** Link-level lock reasons of spec §4 (plus is_private, for a private page the member does not subscribe to). */
export type LinkLockReason = 'require_purchase' | 'require_authentication' | 'is_scheduled' | 'is_private';

/** A link is loading, then granted or locked (spec §4). */
export type LinkAccessState =
  | { status: 'loading' }
  | { status: 'granted' }
  | { status: 'locked'; reason: LinkLockReason; result: Extract<PageAccessResult, { granted: false }> };

export function linkLockReason(reason: PageDenialReason, viewer: AccessViewer | null): LinkLockReason {
  switch (reason) {
    case 'PURCHASE_REQUIRED':
      return 'require_purchase';
    case 'IS_SCHEDULED':
      return 'is_scheduled';
    case 'AUTHENTICATION_REQUIRED':
      return 'require_authentication';
    case 'IS_PRIVATE':
      return viewer === null ? 'require_authentication' : 'is_private';
  }
}
