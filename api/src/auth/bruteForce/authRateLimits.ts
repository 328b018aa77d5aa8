import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '../memberAccounts';
import type { BruteForceKey, BruteForcePolicy } from './BruteForceGuard';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits grow 1, 2, 4 … minutes up to an hour; counters are forgotten after a quiet hour. */
function policy(freeAttempts: number): BruteForcePolicy {
  return { freeAttempts, minWaitMs: MINUTE, maxWaitMs: HOUR, forgetAfterMs: HOUR };
}

export type AuthLimitScope =
  | 'login'
  | 'passwordless_verify'
  | 'passwordless_request'
  | 'reset_request'
  | 'reset_password'
  | 'sign_up'
  | 'fetch'
  | 'verify';

/**
 * Per account (app + email) a few tries, as Ghost does; per IP more, because a whole gym or office may
 * share one address, but still far below what guessing needs.
 */
const LIMITS: Record<AuthLimitScope, { ip: BruteForcePolicy; account?: BruteForcePolicy }> = {
  /** Failed logins (password or provider token). */
  login: { ip: policy(50), account: policy(5) },
  /** Wrong or expired passwordless links and codes (a grant itself dies after 5 wrong codes). */
  passwordless_verify: { ip: policy(30), account: policy(10) },
  /** Every passwordless email asked for (passwordless/request and verify_subscriber): no mail bombing. */
  passwordless_request: { ip: policy(30), account: policy(5) },
  /** Every reset email asked for. */
  reset_request: { ip: policy(30), account: policy(5) },
  /** Wrong or expired reset tokens (the request carries no email: per IP only). */
  reset_password: { ip: policy(30) },
  /** Every sign-up. */
  sign_up: { ip: policy(30) },
  /** Every account lookup (fetch, provider): slows down harvesting which emails are members. */
  fetch: { ip: policy(300) },
  /** Sessions that did not verify: someone guessing tokens. */
  verify: { ip: policy(100) },
};

/** The caller's address counter; across apps, since one attacker may try them all. */
function ipLimit(scope: AuthLimitScope, ip: string): BruteForceKey {
  return { key: `${scope}:ip:${ip}`, policy: LIMITS[scope].ip };
}

/** The member's counter (app + email: the same email in another app is another account), when the scope has one. */
export function accountLimits(
  scope: AuthLimitScope,
  request: { app: { id: string } },
  email: string | null | undefined,
): BruteForceKey[] {
  const policy = LIMITS[scope].account;
  if (!policy || !email) return [];
  return [{ key: `${scope}:account:${request.app.id}:${normaliseEmail(email)}`, policy }];
}

/** Every counter of a request: its IP's, and its member's when there is an email. */
export function authLimits(
  scope: AuthLimitScope,
  request: Pick<FastifyRequest, 'ip'> & { app: { id: string } },
  email?: string | null,
): BruteForceKey[] {
  return [ipLimit(scope, request.ip), ...accountLimits(scope, request, email)];
}
