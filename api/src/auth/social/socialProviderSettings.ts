import type { SocialProvider } from '@stride/shared';

/** One OIDC client the server is registered as, per provider; read from the environment. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SocialProviderSettings = Partial<Record<SocialProvider, OidcClientSettings>>;
