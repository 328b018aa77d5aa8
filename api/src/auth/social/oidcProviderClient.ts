import type { Configuration } from 'openid-client';
import type { JWTVerifyGetKey } from 'jose';
import { AppError } from '../../errors/AppError';
import type { OidcClientSettings } from './socialProviderSettings';

type OpenidClientModule = typeof import('openid-client');
type JoseModule = typeof import('jose');

// Both packages are ESM-only and the API is compiled to CommonJS: a dynamic import() loads them, once. A
// module is process-wide whatever holds the promise, so these two stay at module scope; clients are per app.
let openidClientModule: Promise<OpenidClientModule> | undefined;
let joseModule: Promise<JoseModule> | undefined;

export function loadOpenidClient(): Promise<OpenidClientModule> {
  return (openidClientModule ??= import('openid-client'));
}

export function loadJose(): Promise<JoseModule> {
  return (joseModule ??= import('jose'));
}

/** An OIDC client for one provider: its discovered metadata and its signing keys. */
export interface OidcProviderClient {
  /** openid-client's configuration: endpoints found by discovery, client id and secret. */
  config: Configuration;
  /** The provider's JWKS (from discovery's jwks_uri), fetched on first use and refreshed for unknown key ids. */
  jwks: JWTVerifyGetKey;
}

/** Seconds each request to a provider may take: a sign-in waits on it. */
const REQUEST_TIMEOUT_SECONDS = 10;
/** Discovery documents change rarely; re-reading them daily picks up a provider's moved endpoints. */
const DISCOVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Discovered clients by issuer, client id and secret; one map per app instance (AppCaches). */
export type OidcClientCache = Map<string, { loadedAt: number; client: Promise<OidcProviderClient> }>;

export function createOidcClientCache(): OidcClientCache {
  return new Map();
}

async function discover(settings: OidcClientSettings): Promise<OidcProviderClient> {
  const [oidc, jose] = await Promise.all([loadOpenidClient(), loadJose()]);
  const issuer = new URL(settings.issuer);
  try {
    const config = await oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: REQUEST_TIMEOUT_SECONDS,
      // loadServerConfig accepts an http issuer only on this machine (the test provider, local development).
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    });
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error(`${settings.issuer} publishes no jwks_uri`);
    const jwks = jose.createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: REQUEST_TIMEOUT_SECONDS * 1000 });
    return { config, jwks };
  } catch (cause) {
    throw new AppError('service_unavailable', `Could not reach the sign-in provider ${settings.issuer}`, { cause });
  }
}

/**
 * The client for `settings`, discovered once per issuer and client and shared by every request. A failed
 * discovery is not kept, so the next sign-in tries again. Rejects with AppError('service_unavailable')
 * when the provider cannot be reached or its discovery document is unusable.
 */
export function oidcProviderClient(
  clients: OidcClientCache,
  settings: OidcClientSettings,
  now: number = Date.now(),
): Promise<OidcProviderClient> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const cached = clients.get(key);
  if (cached && now - cached.loadedAt < DISCOVERY_MAX_AGE_MS) return cached.client;
  const entry = { loadedAt: now, client: discover(settings) };
  clients.set(key, entry);
  entry.client.catch(() => {
    if (clients.get(key) === entry) clients.delete(key);
  });
  return entry.client;
}
