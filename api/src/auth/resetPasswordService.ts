import type { LoginResponse, ResetPasswordRequest } from '@stride/shared';
import { AppError } from '../errors/AppError';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendResetPasswordEmail } from './authEmails';
import { authLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { findUsableLink, grantedMember, issueGrant, revokeGrant, revokeMemberGrants, redeemLink } from './loginTokens';
import { findMemberByEmail, updateMember } from './memberAccounts';
import { hashPassword } from './passwordHash';
import { forgetMemberSessions, revokeMemberSessions } from './sessionTokens';
import { signIn } from './signIn';

/**
 * GET /auth/reset_password: emails a member a reset link (valid 1 h, single use). The answer is the
 * same whether or not the email is a member, so it tells nobody who is.
 */
export async function requestPasswordReset(ctx: AuthContext, request: AuthRequest, email: string): Promise<void> {
  await ctx.guard.reserve(authLimits('reset_request', request, email));
  const member = await findMemberByEmail(ctx.db, request.app.id, email);
  if (!member) return;
  const grant = await issueGrant(ctx.db, {
    appId: request.app.id,
    email: member.email,
    userId: member.id,
    purpose: 'reset_password',
  });
  const mail = {
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    app: request.app,
    to: member.email,
    locale: emailLocale(member, request),
  };
  try {
    await sendResetPasswordEmail(mail, grant.token);
  } catch (error) {
    await revokeGrant(ctx.db, grant.grantId);
    throw error;
  }
}

/**
 * POST /auth/reset_password: sets the new password, signs the member out everywhere else, voids
 * their other reset links, and signs them in here. The attempt is reserved before the token is looked
 * up; a wrong one keeps counting, a right one gives the attempt back. A link stops working when the
 * member's email is no longer the one it was sent to.
 */
export async function resetPassword(
  ctx: AuthContext,
  request: AuthRequest,
  body: Pick<ResetPasswordRequest, 'token' | 'password'>,
): Promise<LoginResponse> {
  const limits = authLimits('reset_password', request);
  await ctx.guard.reserve(limits);
  // Checked before the slow hash, so a wrong token costs the server nothing.
  if (!(await findUsableLink(ctx.db, request.app.id, 'reset_password', body.token)))
    throw new AppError('invalid_login_token');
  const passwordHash = await hashPassword(body.password);
  const response = await ctx.db.transaction(async (tx) => {
    const grant = await redeemLink(tx, request.app.id, 'reset_password', body.token);
    if (!grant) throw new AppError('invalid_login_token');
    const member = await updateMember(tx, ctx.caches, (await grantedMember(tx, request.app.id, grant)).id, {
      passwordHash,
    });
    await revokeMemberSessions(tx, ctx.caches, member.id);
    await revokeMemberGrants(tx, member, 'reset_password');
    return signIn(tx, ctx.caches, member);
  });
  // Again once committed: a process that looked a session up between the revocation above and the commit
  // cached it as live.
  forgetMemberSessions(ctx.caches, response.user.id);
  await ctx.guard.release(limits);
  return response;
}
