import { createHash, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../web/deviceCookie';
import { SOCIAL_LOGIN_STATE_TTL_MS } from './socialLoginStates';

/**
 * Binds a social sign-in to the browser that started it. The state, PKCE verifier and nonce live in the
 * database, so without this cookie any browser presenting the callback URL (say, an attacker's own, sent to
 * a victim) would be signed in: login CSRF. It holds a hash of the state, so it never holds a secret.
 */
export const SOCIAL_STATE_COOKIE = 'stride_social_state';

/** Only the social routes need it: /api/auth/social/{provider}/callback. */
const COOKIE_PATH = '/api/auth/social/';

function stateHash(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/**
 * HttpOnly (no script needs it), as long as a state lives. Apple answers with a cross-site form POST, which
 * carries only a SameSite=None cookie, and browsers drop SameSite=None without Secure: so None over https,
 * and Lax over http (local development), where Google's top-level GET redirect still carries it.
 */
function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SOCIAL_STATE_COOKIE}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    secure ? 'SameSite=None' : 'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie for the browser that starts the sign-in with `state`. */
export function socialStateCookie(state: string, secure: boolean): string {
  return cookie(stateHash(state), SOCIAL_LOGIN_STATE_TTL_MS / 1000, secure);
}

/** Set-Cookie that removes the cookie once its sign-in is over. */
export function clearSocialStateCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

/** Whether the request's Cookie header holds the cookie of the sign-in with `state` (compared in constant time). */
export function socialStateCookieMatches(cookieHeader: string | undefined, state: string): boolean {
  const value = readCookie(cookieHeader, SOCIAL_STATE_COOKIE);
  if (!value) return false;
  const expected = Buffer.from(stateHash(state));
  const actual = Buffer.from(value);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
