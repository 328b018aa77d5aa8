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
  /** A form page's form: a link to the page opens it (spec §2). */
  form_id?: string;
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

/** What a member has done inside one progress root, as the completion calls record it. */
export interface ProgressFacts {
  /** Pages the member marked complete (spec §4 completion). */
  pageCompletions: Readonly<Record<string, boolean>>;
  /** Stages of the root's program the member completed (spec §4 programs); empty when it is no program. */
  completedStageIds: Readonly<Record<string, boolean>>;
  /** A page's parent (null at the top): how a page is found inside a completed stage. */
  parentOf(pageId: string): string | null;
}

/**
 * The one notion of progress (progress roots, programs, My content): a completable page of the sequence counts
 * as done when the member marked it complete or completed a program stage that is it or holds it. The API and
 * every screen read their numbers through this, so "3 of 5" and its percent agree everywhere.
 */
export function isSequenceItemDone(pageId: string, facts: ProgressFacts): boolean {
  if (facts.pageCompletions[pageId]) return true;
  const seen = new Set<string>();
  for (let id: string | null = pageId; id !== null && !seen.has(id); id = facts.parentOf(id)) {
    if (facts.completedStageIds[id]) return true;
    seen.add(id);
  }
  return false;
}

/** The sequence's items with `is_completed` as isSequenceItemDone reads it, and how many of them are done. */
export function sequenceProgressOf<T extends { page_id: string }>(
  items: readonly T[],
  facts: ProgressFacts,
): { items: (T & { is_completed: boolean })[]; done: number; total: number; progress: Progress } {
  const marked = items.map((item) => ({ ...item, is_completed: isSequenceItemDone(item.page_id, facts) }));
  const done = marked.filter((item) => item.is_completed).length;
  return { items: marked, done, total: marked.length, progress: sequenceProgress(marked) };
}
