import { needsAccountSetup, type AccessConfig, type SessionSnapshot } from '@stride/shared';

/**
 * What the shell does with the whole app for the current session:
 * - `wait`: the session is not checked yet;
 * - `allow`: the routed area renders (pages still apply their own locks);
 * - `require-auth`: signed out, or signed in without access to a private app;
 * - `require-purchase`: a subscriber-only app and no product of the app;
 * - `require-setup`: a passwordless sign-up must set a password and name before anything else.
 */
export type AppAccessDecision = 'wait' | 'allow' | 'require-auth' | 'require-purchase' | 'require-setup';

export type AppAccessRules = Pick<
  AccessConfig,
  'is_private' | 'is_subscriber_only' | 'require_sign_in' | 'allow_anonymous_browsing' | 'app_products'
>;

/**
 * The app-level rule of spec §1/§6. Private apps deny signed-out users whatever the browsing setting, and a
 * signed-in member needs a subscriberId. `require_sign_in` and subscriber-only apps send guests to log in unless
 * anonymous browsing is allowed (§6 Guest: "may see a page if the app and page are unprotected, or browsing is
 * allowed"); a subscriber-only app then needs one of its products, unless the member is an admin.
 */
export function appAccessGate(access: AppAccessRules, session: SessionSnapshot): AppAccessDecision {
  if (session.status === 'unchecked') return 'wait';
  if (session.status === 'guest') {
    if (access.is_private) return 'require-auth';
    const signInExpected = access.require_sign_in || access.is_subscriber_only;
    return signInExpected && !access.allow_anonymous_browsing ? 'require-auth' : 'allow';
  }
  const { user } = session;
  if (needsAccountSetup(user)) return 'require-setup';
  if (access.is_private && !user.subscriberId) return 'require-auth';
  if (access.is_subscriber_only && !user.isAdmin) {
    const owned = new Set(user.activeProductIds);
    if (!access.app_products.some((product) => owned.has(product.id))) return 'require-purchase';
  }
  return 'allow';
}

/** Whether any session could be turned away: only then does the routed area wait for the session check. */
export function appMayBeGated(access: AppAccessRules): boolean {
  return access.is_private || access.is_subscriber_only || access.require_sign_in;
}
