import type { GlobalConfig, MemberData, PageAccessContext, SessionSnapshot } from '@stride/shared';

/**
 * The engine's context for this browser (the API builds the same from the request): a member who has not
 * finished a passwordless setup counts as a guest, and page subscriptions come from the member's lists.
 */
export function accessContextOf(
  config: GlobalConfig,
  session: SessionSnapshot,
  member: MemberData | null,
  now: Date = new Date(),
): PageAccessContext {
  const viewer = session.status === 'authenticated' && !session.user.passwordless ? session.user : null;
  const subscriptions: Record<string, string | null> = {};
  for (const subscription of member?.page_subscriptions ?? []) {
    subscriptions[subscription.page_id] = subscription.started_at;
  }
  const { is_private, is_subscriber_only, require_sign_in, allow_anonymous_browsing, app_products } = config.access;
  return {
    app: { is_private, is_subscriber_only, require_sign_in, allow_anonymous_browsing, app_products },
    viewer,
    member: { subscriptions },
    now,
  };
}
