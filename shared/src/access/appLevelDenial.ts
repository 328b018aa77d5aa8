import type { AccessConfig } from '../config/GlobalConfig';
import type { PageDenialReason } from '../content/PageAccessDenied';
import type { User } from '../session/Session';

export type AppAccessRules = Pick<
  AccessConfig,
  'is_private' | 'is_subscriber_only' | 'require_sign_in' | 'allow_anonymous_browsing' | 'app_products'
>;

/** Who is asking: null for a guest (or a member who has not finished setup). */
export type AccessViewer = Pick<User, 'subscriberId' | 'isAdmin' | 'activeProductIds'>;

/**
 * The app-level rule of spec §1/§6, applied when no page node decides. Private apps deny signed-out users
 * whatever the browsing setting, and a signed-in member needs a subscriberId. `require_sign_in` and
 * subscriber-only apps turn guests away unless anonymous browsing is allowed (§6 Guest: "may see a page if
 * the app and page are unprotected, or browsing is allowed"); a subscriber-only app then needs one of its
 * products, unless the member is an admin (or browsing is allowed). The shell draws it, the API enforces it: one implementation.
 */
export function appLevelDenial(access: AppAccessRules, viewer: AccessViewer | null): PageDenialReason | null {
  if (viewer === null) {
    if (access.is_private) return 'IS_PRIVATE';
    const signInExpected = access.require_sign_in || access.is_subscriber_only;
    return signInExpected && !access.allow_anonymous_browsing ? 'AUTHENTICATION_REQUIRED' : null;
  }
  if (access.is_private && !viewer.subscriberId) return 'IS_PRIVATE';
  // Browsing a subscriber-only app, when allowed, is for everyone: signing in never shows less than a guest sees.
  if (access.is_subscriber_only && !viewer.isAdmin && !(access.allow_anonymous_browsing && !access.is_private)) {
    const owned = new Set(viewer.activeProductIds);
    if (!access.app_products.some((product) => owned.has(product.id))) return 'PURCHASE_REQUIRED';
  }
  return null;
}
