import type { SocialProvider } from '@stride/shared';
import type { JWTPayload } from 'jose';
import { AppError } from '../../errors/AppError';
import { loadJose, oidcProviderClient, type OidcClientCache } from './oidcProviderClient';
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

/** Providers sign ID tokens with their private keys; a symmetric or `none` algorithm is never accepted. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * A posted ID token must have been issued this recently. Such a token carries no nonce of ours, so only its
 * age keeps one that leaked (a log, a shared screenshot) from signing in for the rest of its lifetime (an
 * hour at Google). The sign-in it comes from happened a moment ago in the member's browser.
 */
const MAX_ID_TOKEN_AGE_SECONDS = 10 * 60;
/** How far the provider's clock may run ahead of ours. */
const ID_TOKEN_CLOCK_SKEW_SECONDS = 60;

/** Far above any real ID token; longer input is rejected before it is parsed. */
const MAX_ID_TOKEN_LENGTH = 16_384;

/** jose's error codes for a token that is malformed, forged, expired or meant for someone else. */
const INVALID_TOKEN_CODES = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

function isInvalidTokenError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INVALID_TOKEN_CODES.has(code);
}

/** Google documents both forms of its `iss` claim: https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Whether `iat` says the token was issued within the last MAX_ID_TOKEN_AGE_SECONDS (allowing for clock skew). */
export function isRecentlyIssued(iat: unknown, now: Date): boolean {
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return false;
  const nowSeconds = now.getTime() / 1000;
  return iat >= nowSeconds - MAX_ID_TOKEN_AGE_SECONDS && iat <= nowSeconds + ID_TOKEN_CLOCK_SKEW_SECONDS;
}

/** The identity in a verified ID token's claims; shared with the redirect flow's code exchange. */
export function providerIdentity(provider: SocialProvider, claims: JWTPayload): ProviderIdentity | null {
  const subject = nonEmptyString(claims.sub);
  if (!subject) return null;
  return {
    provider,
    subject,
    email: nonEmptyString(claims.email),
    // Apple sends email_verified as the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: nonEmptyString(claims.name),
  };
}

/**
 * Verifies an ID token `provider` issued to this server's client (signature against the provider's JWKS
 * found by discovery of its issuer, `iss`, `aud` = client id, `exp`, and an `iat` of the last ten minutes)
 * and returns its identity. Null for any invalid token and for a provider this server has no client for;
 * never throws for bad input. For ID tokens a client posts (login, sign-up, linking); the redirect flow
 * gets its token from the provider itself and checks its nonce instead.
 *
 * When the provider cannot be reached (discovery or its keys), this throws AppError('service_unavailable')
 * rather than answering null: the token may well be valid, and "try again" is the right message, not
 * "we could not verify your sign-in".
 */
export async function verifyProviderIdToken(
  clients: OidcClientCache,
  providers: SocialProviderSettings,
  provider: SocialProvider,
  idToken: string,
  now: Date = new Date(),
): Promise<ProviderIdentity | null> {
  const settings = providers[provider];
  if (!settings || typeof idToken !== 'string' || idToken.length > MAX_ID_TOKEN_LENGTH) return null;
  const jose = await loadJose();
  // Checked before any request to the provider: garbage, or a token for another client, needs no keys.
  let unverified: JWTPayload;
  try {
    unverified = jose.decodeJwt(idToken);
  } catch {
    return null;
  }
  const audience = Array.isArray(unverified.aud) ? unverified.aud : [unverified.aud];
  if (!audience.includes(settings.clientId)) return null;
  if (!isRecentlyIssued(unverified.iat, now)) return null;

  const { config, jwks } = await oidcProviderClient(clients, settings);
  try {
    const { payload } = await jose.jwtVerify(idToken, jwks, {
      issuer: acceptedIssuers(config.serverMetadata().issuer),
      audience: settings.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    // OpenID Connect Core 3.1.3.7: with several audiences, the token must be authorised for this client.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) return null;
    return providerIdentity(provider, payload);
  } catch (error) {
    if (isInvalidTokenError(error)) return null;
    throw new AppError('service_unavailable', `Could not fetch the signing keys of ${settings.issuer}`, {
      cause: error,
    });
  }
}
