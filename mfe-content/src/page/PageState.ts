import type { AccessTree, Page, PageAccess, PageData, PageSequence, PageSubscriberSummary } from '@stride/shared';

/** Spec §3 "page state": what the page shell, its actions and its blocks know about the shown page. */
export interface PageState {
  page: Page;
  attributes: PageData['attributes'];
  /** The member completed this page; always false when signed out. */
  completed: boolean;
  /** The progress root's sequence, each item's completion as the member's lists say. */
  sequence: PageSequence | null;
  /** Whole percent of the sequence completed; null without a sequence. */
  progress: number | null;
  /** The page's own access node. */
  access: PageAccess;
  /** The access tree of the page's root, when loaded (stored copy first). */
  tree: AccessTree | null;
  /** The nearest progress root (the page itself or an ancestor), or null. */
  progressRootId: string | null;
  /** The member subscribes to the progress root (or, without one, to the page). */
  subscribed: boolean;
  startedAt: string | null;
  subscribers: { count: number; last_5: PageSubscriberSummary[]; can_schedule_start: boolean } | null;
  bookmarked: boolean;
  /** The theme hides the toolbar. */
  toolbarHidden: boolean;
  /** Forms arrive in a later issue: no page has submissions yet, so this is always 0. */
  submissionsCount: number;
  /** The access load (tree, subscriber data) is still under way. */
  accessLoading: boolean;
  /** Whose subscriber data this is, in the query cache (for progress mutations). */
  subscribersOf: string | null;
  viewerKey: string;
}
