import type { SocialErrorCode } from '@stride/shared';
import type { AuthStringKey } from '../i18n/en';

/** What #auth says for each reason the social sign-in callback gives (AUTH_LINK_PARAMS.socialError). */
export const SOCIAL_ERROR_MESSAGES: Record<SocialErrorCode, AuthStringKey> = {
  cancelled: 'socialErrorCancelled',
  failed: 'socialErrorFailed',
  expired: 'socialErrorExpired',
  unavailable: 'socialErrorUnavailable',
  no_email: 'socialErrorNoEmail',
  email_not_verified: 'socialErrorEmailNotVerified',
  email_taken: 'socialErrorEmailTaken',
  provider_mismatch: 'socialErrorProviderMismatch',
  not_available: 'socialErrorNotAvailable',
  registration_closed: 'socialErrorRegistrationClosed',
};
