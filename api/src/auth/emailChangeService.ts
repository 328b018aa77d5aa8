import { activeProductIdsOf } from '../members/memberData';
import type { User } from '@stride/shared';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendConfirmEmailChangeEmail } from './authEmails';
import { authLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { issueGrant, redeemLink, revokeGrant, revokeGrantsForEmailChange } from './loginTokens';
import { toUser } from './loginResponse';
import { findMemberByEmail, findMemberById, normaliseEmail, updateMember } from './memberAccounts';
import { forgetMemberSessions } from './sessionTokens';

/**
 * Asks the new address to confirm a member's email change: 409 email_taken when it is already a member of
 * this app; otherwise it is emailed a link (valid 24 h, single use) and the member's earlier requests stop
 * working. The email itself does not change yet, so nobody can claim an address they cannot read (whose
 * owner's emailed sign-in would then open the claimer's account). Answers the address as it will be saved.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  request: AuthRequest,
  member: UserRow,
  newEmail: string,
): Promise<string> {
  await ctx.guard.reserve(authLimits('change_email_request', request, newEmail));
  if (await findMemberByEmail(ctx.db, request.app.id, newEmail))
    throw new AppError('email_taken', undefined, { field: 'email' });
  const grant = await issueGrant(ctx.db, {
    appId: request.app.id,
    email: newEmail,
    userId: member.id,
    purpose: 'change_email',
  });
  const mail = {
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    app: request.app,
    to: newEmail,
    locale: emailLocale(member, request),
  };
  try {
    await sendConfirmEmailChangeEmail(mail, grant.token);
  } catch (error) {
    await revokeGrant(ctx.db, grant.grantId);
    throw error;
  }
  return normaliseEmail(newEmail);
}

/**
 * POST /auth/confirm_email: the link proves the new address and its grant names the member, so no session
 * is needed. Sets the member's email and voids every emailed link still out for them, their old address or
 * the new one. 400 invalid_login_token for a wrong, used or expired link (reserved first: those keep
 * counting, a right one gives its attempt back); 409 email_taken when the address became a member since.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  request: AuthRequest,
  token: string,
): Promise<{ user: User }> {
  const limits = authLimits('confirm_email', request);
  await ctx.guard.reserve(limits);
  const grant = await redeemLink(ctx.db, request.app.id, 'change_email', token);
  const member = grant?.userId ? await findMemberById(ctx.db, request.app.id, grant.userId) : null;
  if (!grant || !member) throw new AppError('invalid_login_token');
  await ctx.guard.release(limits);
  const updated = await ctx.db.transaction(async (tx) => {
    await revokeGrantsForEmailChange(tx, member, grant.email);
    // The unique index settles an address taken since the request (409 email_taken), also one taken right now.
    return updateMember(tx, ctx.caches, member.id, { email: grant.email });
  });
  // Again once committed: a process that looked the member up between the forget above and the commit cached
  // the old email.
  forgetMemberSessions(ctx.caches, member.id);
  return { user: toUser(updated, await activeProductIdsOf(ctx.db, updated.id)) };
}
