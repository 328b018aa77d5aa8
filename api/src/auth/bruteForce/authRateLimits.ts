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
  | 'verify'
  | 'change_password'
  | 'delete_account_request'
  | 'delete_account';

/**
 * The counters of one scope. `ip`: per address, higher, because a whole gym or office may share one
 * address, but still far below what guessing needs. `account`: per account (app + email), a few tries, as
 * Ghost does. With `accountCeiling` the few tries count per account *and* address, so a stranger's
 * guesses hold up only the stranger and never lock the member out from their own address, while the
 * ceiling counts the account's failures from every address: guessing spread over many addresses still
 * waits. Without it (the email-sending scopes) the account counts from everywhere: it protects a mailbox.
 */
interface ScopeLimits {
  ip: BruteForcePolicy;
  account?: BruteForcePolicy;
  accountCeiling?: BruteForcePolicy;
}

/** Wrong passwords for one account, from all addresses together, before every address waits. */
export const ACCOUNT_LOGIN_CEILING = 20;

const LIMITS: Record<AuthLimitScope, ScopeLimits> = {
  /** Logins (password or provider token); a success gives its attempt back, so failures count. */
  login: { ip: policy(50), account: policy(5), accountCeiling: policy(ACCOUNT_LOGIN_CEILING) },
  /** Passwordless links and codes; only wrong or expired ones keep counting (a grant dies after 5 wrong codes). */
  passwordless_verify: { ip: policy(30), account: policy(10), accountCeiling: policy(30) },
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
  /** A signed-in member's current password, typed to change it: as many tries as a login. */
  change_password: { ip: policy(50), account: policy(5), accountCeiling: policy(ACCOUNT_LOGIN_CEILING) },
  /** Every account-deletion email asked for: no mail bombing. */
  delete_account_request: { ip: policy(30), account: policy(5) },
  /** Deletion codes; only wrong ones keep counting (a grant dies after 5 wrong codes). */
  delete_account: { ip: policy(30), account: policy(10) },
};

/**
 * The caller's address counter; across apps, since one attacker may try them all. An IPv6 client counts
 * by its /64 (rateLimitAddress). Behind a proxy, `request.ip` is the client only with TRUST_PROXY set.
 */
export function ipLimits(scope: AuthLimitScope, request: Pick<FastifyRequest, 'ip'>): BruteForceKey[] {
  return [{ key: `${scope}:ip:${rateLimitAddress(request.ip)}`, policy: LIMITS[scope].ip }];
}

type LimitedRequest = Pick<FastifyRequest, 'ip'> & { app: { id: string } };

/**
 * The member's counters, when the scope has them and there is an email: per account (app + email: the
 * same email in another app is another account), or per account and address plus the account's ceiling.
 */
export function accountLimits(
  scope: AuthLimitScope,
  request: LimitedRequest,
  email: string | null | undefined,
): BruteForceKey[] {
  const { account, accountCeiling } = LIMITS[scope];
  if (!account || !email) return [];
  const accountKey = `${scope}:account:${request.app.id}:${normaliseEmail(email)}`;
  if (!accountCeiling) return [{ key: accountKey, policy: account }];
  return [
    { key: `${accountKey}:ip:${rateLimitAddress(request.ip)}`, policy: account },
    { key: accountKey, policy: accountCeiling },
  ];
}

/**
 * The counter a success forgets: the member's own, from the address that proved them. The account's
 * ceiling is not reset: one sign-in proves nothing about the guesses arriving from other addresses.
 */
export function ownAccountLimits(scope: AuthLimitScope, request: LimitedRequest, email: string): BruteForceKey[] {
  const limits = accountLimits(scope, request, email);
  return LIMITS[scope].accountCeiling ? limits.slice(0, 1) : limits;
}

/** Every counter of a request: its IP's, and its member's when there is an email. */
export function authLimits(scope: AuthLimitScope, request: LimitedRequest, email?: string | null): BruteForceKey[] {
  return [...ipLimits(scope, request), ...accountLimits(scope, request, email)];
}
