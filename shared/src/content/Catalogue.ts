import type { PageAccessResult } from '../access/pageAccess';
import type { ProgramSubscription } from '../session/LoginResponse';
import type { Block, BlockAction } from './Block';
import type { PageType } from './Page';

/** A page as a card in listings, my content and programs. */
export interface PageSummary {
  id: string;
  path: string;
  title: string;
  type: PageType;
  description: string | null;
  image_url: string | null;
  tags: string[];
  duration_minutes: number | null;
}

/** Access as listings report it per item (GET /programs/{id}/access, packs, event occurrences too). */
export type AccessResponse = PageAccessResult;

// ---------------------------------------------------------------------------------------------------------
// GET /api/content/{contentType}

/** Values of `progress` (member-specific; a guest has completed nothing). */
export const CONTENT_PROGRESS_FILTERS = ['completed', 'in_progress', 'not_started'] as const;
/** Values of `schedule_type`: event occurrences by start (upcoming from now, or past). */
export const CONTENT_SCHEDULE_TYPES = ['upcoming', 'past', 'all'] as const;
export const CONTENT_ORDER_BY = ['position', 'title', 'created_at', 'duration', 'starts_at'] as const;

/**
 * Query of GET /api/content/{contentType}; contentType is a page type, singular or plural (`workouts`).
 * Lists are comma-separated. `page` is 1-based and used when `offset` is absent; `page_id` lists that page's
 * descendants (and the page itself with `include_current`). Tags: `with_tags` any of, `with_all_tags` all of,
 * `filter_tags` none of. `duration` is minutes, `a-b`, `a-` or `-b`. `with_property` needs that page attribute.
 */
export interface ContentListQuery {
  offset?: number;
  limit?: number;
  timezone?: string;
  page?: number;
  page_id?: string;
  order_by?: (typeof CONTENT_ORDER_BY)[number];
  direction?: 'asc' | 'desc';
  duration?: string;
  include_current?: boolean;
  with_tags?: string;
  with_all_tags?: string;
  filter_tags?: string;
  with_property?: string;
  progress?: (typeof CONTENT_PROGRESS_FILTERS)[number];
  schedule_type?: (typeof CONTENT_SCHEDULE_TYPES)[number];
}

export interface ContentItem extends PageSummary {
  is_completed: boolean;
  /** Null when the asking member may open it; the lock otherwise (private pages they may not see are left out). */
  lock: Extract<PageAccessResult, { granted: false }> | null;
  /** Event occurrences only: the next (or, for past, the latest) occurrence. */
  starts_at: string | null;
  ends_at: string | null;
}

export interface ContentListResponse {
  items: ContentItem[];
  total_count: number;
}

export const CONTENT_LIST_DEFAULT_LIMIT = 20;
export const CONTENT_LIST_MAX_LIMIT = 100;

// ---------------------------------------------------------------------------------------------------------
// Programs: a page of type `program`; its stages are its child pages in order.

export interface ProgramStage {
  id: string;
  title: string;
  path: string;
}

export interface Program extends PageSummary {
  stages: ProgramStage[];
}

/** GET /api/programs */
export interface ProgramsResponse {
  programs: Program[];
}

/** A program subscription as the program calls answer it: the login response's shape, plus its completion. */
export interface ProgramSubscriptionDetail extends ProgramSubscription {
  /** When every stage was complete (POST /programs/{id}/complete, or the last stage); null while one is not. */
  completed_at?: string | null;
}

/** GET /api/programs/subscriptions */
export interface ProgramSubscriptionsResponse {
  program_subscriptions: ProgramSubscriptionDetail[];
}

/** POST /api/programs/{id}/subscribe, stage complete/uncomplete, complete */
export interface ProgramSubscriptionResponse {
  program_subscription: ProgramSubscriptionDetail;
}

/** Spec §4: the active stage is the first uncompleted one, or the last if all are complete. */
export function activeStageId(
  stages: readonly { id: string }[],
  completed: Readonly<Record<string, boolean>>,
): string | null {
  const next = stages.find((stage) => !completed[stage.id]);
  return next?.id ?? stages[stages.length - 1]?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Packs: a page of type `pack`; a member subscribes to it by owning one of its products.

export interface Pack extends PageSummary {
  product_ids: string[];
  items: PageSummary[];
}

/** GET /api/packages */
export interface PacksResponse {
  packs: Pack[];
}

export interface PackSubscription {
  pack_id: string;
  /** The product that gives the member this pack. */
  product_id: string;
  created_at: string;
}

/** GET /api/packages/subscriptions */
export interface PackSubscriptionsResponse {
  pack_subscriptions: PackSubscription[];
}

// ---------------------------------------------------------------------------------------------------------
// Events: an event has a page (type event_occurrence) and dated occurrences; access is the page's.

export interface EventOccurrence {
  id: string;
  event_id: string;
  title: string;
  page_id: string;
  path: string;
  starts_at: string;
  ends_at: string;
}

/** GET /api/event_occurrences/per_period?start&end&event_id (ISO dates or YYYY-MM-DD) */
export interface EventOccurrencesResponse {
  event_occurrences: EventOccurrence[];
}

export interface EventSubscription {
  event_occurrence_id: string;
  created_at: string;
}

/** GET /api/event_occurrences/subscriptions */
export interface EventSubscriptionsResponse {
  event_subscriptions: EventSubscription[];
}

/** POST /api/event_occurrences/{id}/subscribe */
export interface EventSubscribeResponse {
  event_subscription: EventSubscription;
}

// ---------------------------------------------------------------------------------------------------------
// Purchases and product subscriptions.

export interface ProductSummary {
  id: string;
  title: string;
  description: string | null;
  kind: 'free' | 'one_off' | 'subscription';
  price_cents: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year' | null;
}

export const PURCHASE_STATUSES = ['active', 'past_due', 'canceled'] as const;

export interface Purchase {
  id: string;
  product_id: string;
  product: ProductSummary;
  status: (typeof PURCHASE_STATUSES)[number];
  created_at: string;
  /** Subscriptions: the end of the period paid for (access ends then once canceled); null for a one-off. */
  current_period_end: string | null;
  /** Canceled by the member: access lasts to current_period_end, and nothing more is charged. */
  cancel_at_period_end: boolean;
  /** In a free trial until then; null when not. */
  trial_ends_at: string | null;
}

/** GET /api/purchases */
export interface PurchasesResponse {
  purchases: Purchase[];
}

/** GET /api/subscriptions: purchases of subscription products. */
export interface SubscriptionsResponse {
  subscriptions: Purchase[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/my-content (spec §3 "My content").

export interface MyContentEvent extends EventOccurrence {
  is_subscribed: boolean;
}

export interface MyContentProgram extends Program {
  progress: number;
  active_stage_id: string | null;
}

export interface UpcomingPage extends PageSummary {
  /** When the drip page unlocks for this member. */
  available_after: string;
}

export interface MyContent {
  purchased_products: ProductSummary[];
  programs: MyContentProgram[];
  /** Upcoming occurrences the member subscribed to. */
  events: MyContentEvent[];
  /** Pages the member completed or started most recently, newest first. */
  recentPages: PageSummary[];
  packs: Pack[];
  /** Pages the member subscribes to (progress roots and private pages). */
  pages: PageSummary[];
  /** Shared with the member by others: nothing shares yet. */
  shared_items: PageSummary[];
  upcoming_pages: UpcomingPage[];
  bookmarked_items: PageSummary[];
  has_form_submissions: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Block actions and overlays.

/** GET /api/block_actions/{blockId}: the block's action resolved against the content (e.g. open_next's page). */
export interface BlockActionResponse {
  block_id: string;
  action: BlockAction;
  /** open_page / open_next: the page it opens. */
  page: { id: string; path: string; title: string } | null;
  /** The asking member's access to that page, when there is one. */
  access: PageAccessResult | null;
}

/** GET /api/overlays/{id} */
export interface Overlay {
  id: string;
  title: string;
  blocks: Block[];
}

export interface OverlayResponse {
  overlay: Overlay;
}

/** Spec §5: an overlay without id fails with this message. */
export function requireOverlayId(id: string | null | undefined): string {
  if (!id || !id.trim()) throw new Error('Overlay id is missing');
  return id;
}

// ---------------------------------------------------------------------------------------------------------
// Translation file per page path and locale: GET /api/__{path}/{locale}.json?ts=

/** Strings over the page in one locale: the page title, block fields by block id, attribute values by slug. */
export interface PageTranslation {
  locale: string;
  path: string;
  title: string | null;
  blocks: Record<string, Record<string, string>>;
  attributes: Record<string, string>;
}
