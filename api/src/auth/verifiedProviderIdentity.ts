import type { SocialProvider } from '@stride/shared';
import type { AppRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { offeredSocialProvider, type SocialProviderSettings } from './social/socialProviderSettings';
import type { OidcClientCache } from './social/oidcProviderClient';
import { verifyProviderIdToken, type ProviderIdentity } from './social/verifyProviderIdToken';
import { normaliseEmail } from './memberAccounts';

export interface IdentityRequirements {
  /** The identity's email must be this one (case-insensitively). */
  email?: string;
  /** The provider must vouch for the email (creating or linking an account by email). */
  emailVerified?: boolean;
}

/**
 * The identity a provider's ID token proves: 404 social_not_available when this app does not offer the
 * provider or the server has no client for it, 401 invalid_provider_token when the token does not verify
 * or its email is not the one required.
 */
export async function verifiedProviderIdentity(
  clients: OidcClientCache,
  providers: SocialProviderSettings,
  app: AppRow,
  provider: SocialProvider,
  idToken: string,
  requirements: IdentityRequirements = {},
): Promise<ProviderIdentity> {
  if (!offeredSocialProvider(providers, app.access, provider)) throw new AppError('social_not_available');
  const identity = await verifyProviderIdToken(clients, providers, provider, idToken);
  if (!identity) throw new AppError('invalid_provider_token');
  if (requirements.email !== undefined) {
    if (identity.email === null || normaliseEmail(identity.email) !== normaliseEmail(requirements.email))
      throw new AppError('invalid_provider_token');
  }
  if (requirements.emailVerified && !identity.emailVerified) throw new AppError('invalid_provider_token');
  return identity;
}
