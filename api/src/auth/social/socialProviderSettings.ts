import type { AccessConfig, SocialProvider } from '@stride/shared';
import type { AppAccessSettings } from '../../db/jsonColumns';

/** One OIDC client the server is registered as, per provider; read from the environment. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SocialProviderSettings = Partial<Record<SocialProvider, OidcClientSettings>>;

/** The access setting that turns each provider on for an app. */
const ACCESS_FLAGS = {
  google: 'sso_google_enabled',
  apple: 'sso_apple_enabled',
} as const satisfies Record<SocialProvider, keyof AccessConfig>;

/**
 * The client settings of `provider` when an app offers it (spec §6): enabled in the app's access settings
 * and configured on this server. Null otherwise; the global config's sso_* flags say the same.
 */
export function offeredSocialProvider(
  providers: SocialProviderSettings,
  access: AppAccessSettings,
  provider: SocialProvider,
): OidcClientSettings | null {
  return access[ACCESS_FLAGS[provider]] === true ? (providers[provider] ?? null) : null;
}
