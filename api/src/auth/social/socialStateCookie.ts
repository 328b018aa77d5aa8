import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_LOGIN_STATE_TTL_MS } from './socialLoginStates';

/**
 * Binds a social sign-in to the browser that started it. The state, PKCE verifier and nonce live in the
 * database, so without this cookie any browser presenting the callback URL (say, an attacker's own, sent to
 * a victim) would be signed in: login CSRF. It holds a hash of the state, so it never holds a secret, and
 * needs no signature: a forged value cannot be the hash of a state the database holds for that callback.
 */
export const SOCIAL_STATE_COOKIE = 'stride_social_state';

function stateHash(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/**
 * Only the social routes need it (/api/auth/social/{provider}/callback); HttpOnly (no script needs it).
 * Apple answers with a cross-site form POST, which carries only a SameSite=None cookie, and browsers drop
 * SameSite=None without Secure: so None over https, and Lax over http (local development), where Google's
 * top-level GET redirect still carries it.
 */
function attributes(secure: boolean): CookieSerializeOptions {
  return { path: '/api/auth/social/', httpOnly: true, sameSite: secure ? 'none' : 'lax', secure };
}

/** Sets the cookie of the browser that starts the sign-in with `state`, for as long as a state lives. */
export function setSocialStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  void reply.setCookie(SOCIAL_STATE_COOKIE, stateHash(state), {
    ...attributes(secure),
    maxAge: SOCIAL_LOGIN_STATE_TTL_MS / 1000,
  });
}

/** Removes the cookie once its sign-in is over. */
export function clearSocialStateCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SOCIAL_STATE_COOKIE, attributes(secure));
}

/** Whether the request carries the cookie of the sign-in with `state` (compared in constant time). */
export function socialStateCookieMatches(request: Pick<FastifyRequest, 'cookies'>, state: string): boolean {
  const value = request.cookies[SOCIAL_STATE_COOKIE];
  if (!value) return false;
  const expected = Buffer.from(stateHash(state));
  const actual = Buffer.from(value);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
