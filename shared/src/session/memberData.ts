import { VIEWER_SCOPE } from './viewerScope';
import type { LoginResponse } from './LoginResponse';

/**
 * The member's lists from the login response (completions, page subscriptions, bookmarks, program, event and
 * pack subscriptions…): what every remote reads to draw the member's state without a call per page. The shell
 * seeds it from POST /auth/verify; a remote that changes one (complete, bookmark) updates it optimistically.
 */
export type MemberData = Omit<LoginResponse, 'user' | 'authentication_token'>;

export function memberDataOf(response: LoginResponse): MemberData {
  const { user: _user, authentication_token: _token, ...data } = response;
  return data;
}

export const EMPTY_MEMBER_DATA: MemberData = {
  program_subscriptions: [],
  event_subscriptions: [],
  pack_subscriptions: [],
  page_completions: { by_uuid: {}, by_content_type: {} },
  page_subscriptions: [],
  bookmarked_pages: [],
  past_due_subscriptions: [],
  subscriber_properties: [],
  blocked_user_ids: [],
  blocked_by_user_ids: [],
  exercise_swaps: [],
};

export const memberQueryKeys = {
  all: ['member'] as const,
  /** Per user, so another member's lists can never show after a switch of account. */
  data: (userId: string) => ['member', VIEWER_SCOPE, 'data', userId] as const,
};
