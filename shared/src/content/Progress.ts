import type { PageAccess, PageType } from './Page';

/**
 * The access tree of one root (spec §2 "static content per root", §7 GET /pages/tree): every published page
 * under the root with its own access node, so a client can evaluate access (evaluatePageAccess) and draw
 * link locks without fetching each page. Served as `GET /api/__access/{rootId}.json?ts=` (public, cacheable)
 * and `GET /api/pages/tree?root={rootId}` (the same document).
 */
export interface AccessTree {
  root_id: string;
  nodes: AccessTreeNode[];
}

export interface AccessTreeNode {
  id: string;
  /** null for the root. */
  parent: string | null;
  path: string;
  title: string;
  type: PageType;
  /** Order among siblings. */
  position: number;
  /** The page's own node; inherit true when it sets none. `parent` repeats the field above. */
  access: PageAccess;
}

/** `GET /api/__access/{rootId}.json` */
export function accessTreePath(rootId: string): string {
  return `/__access/${encodeURIComponent(rootId)}.json`;
}

/** Spec §3 "sequence (homePage title and path, items with page_id and is_completed)". */
export interface PageSequence {
  homePage: { page_id: string; title: string; path: string };
  /** The completable pages of a progress root, depth first in sibling order: its leaves. */
  items: PageSequenceItem[];
}

export interface PageSequenceItem {
  page_id: string;
  title: string;
  path: string;
  is_completed: boolean;
}

/** Completed share of a sequence, a whole percent 0–100. */
export type Progress = number;

/** POST /api/pages/{id}/complete (spec §3 "Completion response"). */
export interface PageCompletionResponse {
  page_id: string;
  /** The page's progress root and its new progress; null when the page is under no progress root. */
  root_progress: { page_id: string; progress: Progress } | null;
}

/** GET /api/pages/{id}/complete */
export interface PageCompletedResponse {
  is_completed: boolean;
}

/** Body of POST /api/pages/{id}/subscribers. */
export interface PageSubscribeRequest {
  /** ISO date-time the member starts (drip dates count from it); default now. */
  started_at?: string | null;
  /** Start part-way: the sequence pages before this one are marked completed. */
  start_from_page_id?: string | null;
}

/** POST and DELETE /api/pages/{id}/subscribers (spec §3 "Page subscribe response"). */
export interface PageSubscribeResponse {
  page_id: string;
  progress: Progress;
  sequence: PageSequence | null;
  /** The member's start, null after unsubscribing. */
  started_at: string | null;
}

/** A member shown in a page's subscriber strip. */
export interface PageSubscriberSummary {
  id: string;
  name: string;
  avatar_urls: Record<string, string> | null;
}

/** GET /api/pages/{id}/subscribers */
export interface PageSubscribersResponse {
  page_id: string;
  page_title: string;
  page_path: string;
  count: number;
  last_5: PageSubscriberSummary[];
  /** Signed in, allowed in, and the page drips from a start the member can choose. */
  can_schedule_start: boolean;
  sequence: PageSequence | null;
  progress: Progress;
  /** The asking member's subscription, null when not subscribed (or a guest). */
  subscription: { started_at: string | null } | null;
}

/** POST /api/pages/{id}/bookmarks/toggle */
export interface BookmarkToggleResponse {
  is_bookmarked: boolean;
}

/** GET /api/pages/{id}/path */
export interface PagePathResponse {
  path: string;
}

/** Whole percent of completed items; an empty sequence is 0. */
export function sequenceProgress(items: readonly { is_completed: boolean }[]): Progress {
  if (items.length === 0) return 0;
  return Math.round((100 * items.filter((item) => item.is_completed).length) / items.length);
}
