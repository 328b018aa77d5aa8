import type { FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../../http/rateLimitAddress';
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
  | 'change_email_request'
  | 'confirm_email'
  | 'sign_up'
  | 'fetch'
  | 'verify';

/**
 * Per account (app + email) a few tries, as Ghost does; per IP more, because a whole gym or office may
 * share one address, but still far below what guessing needs.
 */
const LIMITS: Record<AuthLimitScope, { ip: BruteForcePolicy; account?: BruteForcePolicy }> = {
  /** Logins (password or provider token); a success gives its attempt back, so failures count. */
  login: { ip: policy(50), account: policy(5) },
  /** Passwordless links and codes; only wrong or expired ones keep counting (a grant dies after 5 wrong codes). */
  passwordless_verify: { ip: policy(30), account: policy(10) },
  /** Every passwordless email asked for (passwordless/request and verify_subscriber): no mail bombing. */
  passwordless_request: { ip: policy(30), account: policy(5) },
  /** Every reset email asked for. */
  reset_request: { ip: policy(30), account: policy(5) },
  /** Reset tokens; only wrong or expired ones keep counting (the request carries no email: per IP only). */
  reset_password: { ip: policy(30) },
  /** Every confirmation email a member asks for (a new address in PUT /auth): no mail bombing that address. */
  change_email_request: { ip: policy(30), account: policy(5) },
  /** Email-change tokens; only wrong or expired ones keep counting (no email in the request: per IP only). */
  confirm_email: { ip: policy(30) },
  /** Every sign-up. */
  sign_up: { ip: policy(30) },
  /** Every account lookup (fetch, provider): slows down harvesting which emails are members. */
  fetch: { ip: policy(300) },
  /** Sessions that did not verify: someone guessing tokens. */
  verify: { ip: policy(100) },
};

/**
 * The caller's address counter; across apps, since one attacker may try them all. An IPv6 client counts
 * by its /64 (rateLimitAddress). Behind a proxy, `request.ip` is the client only with TRUST_PROXY set.
 */
export function ipLimits(scope: AuthLimitScope, request: Pick<FastifyRequest, 'ip'>): BruteForceKey[] {
  return [{ key: `${scope}:ip:${rateLimitAddress(request.ip)}`, policy: LIMITS[scope].ip }];
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
  return [...ipLimits(scope, request), ...accountLimits(scope, request, email)];
}
