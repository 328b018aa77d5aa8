import type { AccessConfig, SessionStatus, StrideEvents } from '@stride/shared';
import type { AccessDenial } from './accessDenial';
import { checkoutParams } from './checkoutParams';

/**
 * The prompt a locked page opens by itself (spec §4): a purchase lock opens checkout with its products and
 * overlay, or the login modal first when the app prompts purchase after sign-up, is subscriber-only and the
 * visitor is signed out; an authentication lock opens the login modal. Other locks prompt nothing.
 */
export function lockPrompt(
  denial: AccessDenial,
  access: AccessConfig,
  session: SessionStatus,
): StrideEvents['modal:open'] | null {
  switch (denial.reason) {
    case 'PURCHASE_REQUIRED': {
      if (access.prompt_purchase_post_sign_up && access.is_subscriber_only && session === 'guest') {
        return { modal: 'auth' };
      }
      const params = checkoutParams(denial, access);
      return { modal: 'checkout', ...(params ? { params } : {}) };
    }
    case 'AUTHENTICATION_REQUIRED':
      return session === 'guest' ? { modal: 'auth' } : null;
    default:
      return null;
  }
}
