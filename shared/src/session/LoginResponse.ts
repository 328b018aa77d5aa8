import type { User } from './Session';

/** Spec §3 "Program subscription: a map of completed stage ids". */
export interface ProgramSubscription {
  program_id: string;
  completed_stage_ids: Record<string, boolean>;
}

export interface PageCompletions {
  /** Page id → completed. */
  by_uuid: Record<string, boolean>;
  /** Page type → completed page ids. */
  by_content_type: Record<string, string[]>;
}

export interface PastDueSubscription {
  product_id: string;
}

export interface SubscriberProperty {
  slug: string;
  value: string | null;
}

export interface ExerciseSwap {
  exercise_id: string;
  alternate_id: string;
}

/** Login response of spec §3: POST /api/auth/verify (and later login, sign-up). */
export interface LoginResponse {
  user: User;
  authentication_token: string;
  program_subscriptions: ProgramSubscription[];
  event_subscriptions: { event_occurrence_id: string }[];
  pack_subscriptions: { pack_id: string }[];
  page_completions: PageCompletions;
  page_subscriptions: { page_id: string; started_at: string | null }[];
  /** Page ids. */
  bookmarked_pages: string[];
  past_due_subscriptions: PastDueSubscription[];
  subscriber_properties: SubscriberProperty[];
  blocked_user_ids: string[];
  /** Members who blocked this member: hidden from them as they are from those they blocked (spec §6). */
  blocked_by_user_ids: string[];
  exercise_swaps: ExerciseSwap[];
}
