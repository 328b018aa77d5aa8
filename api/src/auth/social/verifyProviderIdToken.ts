import type { SocialProvider } from '@stride/shared';
import type { SocialProviderSettings } from './socialProviderSettings';

/** The claims of a verified ID token that sign-in uses. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** `sub`: stable per provider account. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

// WIP (issue 3, social helper): verifies signature (provider JWKS), issuer, audience and expiry.
export async function verifyProviderIdToken(
  _providers: SocialProviderSettings,
  _provider: SocialProvider,
  _idToken: string,
): Promise<ProviderIdentity | null> {
  return null;
}
