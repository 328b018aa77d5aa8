import type { LoginResponse, User } from '../src';

/** The login response of spec §3 for `user` signed in with `token`, with nothing subscribed, completed or saved yet. */
export function makeLoginResponse(user: User, token: string): LoginResponse {
  return {
    user,
    authentication_token: token,
    program_subscriptions: [],
    event_subscriptions: [],
    pack_subscriptions: [],
    page_completions: { by_uuid: {}, by_content_type: {} },
    page_subscriptions: [],
    bookmarked_pages: [],
    past_due_subscriptions: [],
    subscriber_properties: [],
    blocked_user_ids: [],
    exercise_swaps: [],
  };
}
