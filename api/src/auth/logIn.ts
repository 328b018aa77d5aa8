import type { LoginRequest, LoginResponse, SocialProvider } from '@stride/shared';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { ErrorCode } from '../errors/errorCodes';
import type { AuthContext, AuthRequest } from './AuthContext';
import { authLimits, ownAccountLimits } from './bruteForce/authRateLimits';
import { findMemberByEmail, findMemberByProvider, linkProvider } from './memberAccounts';
import { verifyPassword } from './passwordHash';
import { signIn } from './signIn';
import { verifiedProviderIdentity } from './verifiedProviderIdentity';

/** Failures that may be someone guessing: they count towards the waits. */
const GUESS_FAILURES: ReadonlySet<ErrorCode> = new Set(['invalid_credentials', 'invalid_provider_token']);

/**
 * A hash of a random password nobody knows, in the parameters of every stored one. An unknown email is checked
 * against it, so its login takes as long as a wrong password for a real member (it answered in 43 ms against
 * ~1.4 s): the timing does not tell which emails have accounts.
 */
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$rEjsxGtSosWMahdW6M5B2Q$B-qSf7lJe_RMP0NmRS_EqWjiSaV12oU5OyhMCC0zT9T2Rcsf6rtzYzebIr5a6yWk_pC5u7In-N21JPBweoNqfA';

async function memberByPassword(ctx: AuthContext, appId: string, email: string, password: string): Promise<UserRow> {
  const member = await findMemberByEmail(ctx.db, appId, email);
  if (member?.passwordHash === null) throw new AppError('password_not_set');
  const matches = await verifyPassword(password, member?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!member || !matches) throw new AppError('invalid_credentials');
  return member;
}

/**
 * The member a provider's ID token signs in: the one linked to that provider account, else the member
 * with the (provider-verified) email, who gets the provider linked. A member linked to another provider
 * account signs in that other way.
 */
async function memberByProvider(
  ctx: AuthContext,
  request: AuthRequest,
  email: string,
  provider: SocialProvider,
  idToken: string,
): Promise<UserRow> {
  const identity = await verifiedProviderIdentity(
    ctx.caches.oidcClients,
    ctx.socialProviders,
    request.app,
    provider,
    idToken,
    { email },
  );
  const linked = await findMemberByProvider(ctx.db, request.app.id, provider, identity.subject);
  if (linked) return linked;
  const member = await findMemberByEmail(ctx.db, request.app.id, email);
  if (!member) throw new AppError('invalid_credentials', 'There is no account with this email yet. Sign up first.');
  if (member.authProvider !== null || !identity.emailVerified) throw new AppError('provider_mismatch');
  return linkProvider(ctx.db, ctx.caches, member.id, provider, identity.subject);
}

/**
 * POST /auth/login. The attempt is reserved on the IP and the account before any password is hashed,
 * so parallel guesses get no more than the free tries. Only guesses keep their reservation: a success
 * gives it back and resets the failures of the member it signed in (by the member's own email; the
 * email typed may be another account's when a provider account is linked by its subject).
 */
export async function logIn(ctx: AuthContext, request: AuthRequest, body: LoginRequest): Promise<LoginResponse> {
  const limits = authLimits('login', request, body.email);
  await ctx.guard.reserve(limits);
  let member: UserRow;
  try {
    member =
      body.provider && body.provider_id
        ? await memberByProvider(ctx, request, body.email, body.provider, body.provider_id)
        : await memberByPassword(ctx, request.app.id, body.email, body.password ?? '');
  } catch (error) {
    if (!(error instanceof AppError && GUESS_FAILURES.has(error.code))) await ctx.guard.release(limits);
    throw error;
  }
  await ctx.guard.release(limits);
  await ctx.guard.reset(ownAccountLimits('login', request, member.email));
  return signIn(ctx.db, ctx.caches, member);
}
