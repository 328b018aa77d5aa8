import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChangePasswordRequest, EmailSentResponse, User } from '@stride/shared';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors/AppError';
import { forgetMemberData } from '../members/memberData';
import { deleteAvatar } from '../uploads/avatarFiles';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendDeleteAccountEmail } from './authEmails';
import { authLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { issueGrant, redeemCode, revokeGrant } from './loginTokens';
import { toUser } from './loginResponse';
import { updateMember } from './memberAccounts';
import { hashPassword, verifyPassword } from './passwordHash';
import type { SignedInMember } from './registerMember';
import { forgetMemberSessions, revokeMemberSessions } from './sessionTokens';

const NO_PASSWORD_TO_CHANGE =
  'This account has no password yet. To set one, log out and choose "Forgot password?" when you log in.';

/**
 * PUT /auth/password: a member who has a password changes it by typing it (400 wrong_current_password,
 * counted like a wrong login); a member without one (social sign-in) is answered 409 password_not_set. Every other device is signed out: whoever knew the old password is locked out,
 * while this device keeps its session.
 */
export async function changePassword(
  ctx: AuthContext,
  request: AuthRequest,
  { user, sessionId, activeProductIds }: SignedInMember,
  body: ChangePasswordRequest,
): Promise<{ user: User }> {
  // Nothing to guess without a password: answered before the guard, so it costs the member no login attempt.
  if (user.passwordHash === null) throw new AppError('password_not_set', NO_PASSWORD_TO_CHANGE);
  const limits = authLimits('change_password', request, user.email);
  await ctx.guard.reserve(limits);
  if (!(await verifyPassword(body.current_password, user.passwordHash)))
    throw new AppError('wrong_current_password', undefined, { field: 'current_password' });
  await ctx.guard.release(limits);
  const updated = await updateMember(ctx.db, ctx.caches, user.id, { passwordHash: await hashPassword(body.password) });
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetMemberSessions(ctx.caches, user.id);
  return { user: toUser(updated, activeProductIds) };
}

/**
 * POST /auth/delete_account/request: emails the member a code that confirms the deletion, so a session left
 * open on a shared device cannot delete the account without the mailbox. A newer request voids the older code.
 */
export async function requestAccountDeletion(
  ctx: AuthContext,
  request: AuthRequest,
  { user }: SignedInMember,
): Promise<EmailSentResponse> {
  await ctx.guard.reserve(authLimits('delete_account_request', request, user.email));
  const grant = await issueGrant(ctx.db, {
    appId: request.app.id,
    email: user.email,
    userId: user.id,
    purpose: 'delete_account',
  });
  try {
    await sendDeleteAccountEmail(
      {
        mailer: ctx.mailer,
        publicUrl: ctx.publicUrl,
        app: request.app,
        to: user.email,
        locale: emailLocale(user, request),
      },
      grant.code ?? '',
    );
  } catch (error) {
    await revokeGrant(ctx.db, grant.grantId);
    throw error;
  }
  return { email_sent: true };
}

/**
 * POST /auth/delete_account {code}: with the emailed code, deletes the member and everything that is theirs
 * (sessions, purchases, progress, bookmarks, blocks, properties, grants: the foreign keys cascade; messages
 * they wrote stay, without an author) and their avatar file. 400 invalid_deletion_code for a wrong or expired code.
 */
export async function deleteAccount(
  ctx: AuthContext,
  request: AuthRequest,
  { user }: SignedInMember,
  code: string,
): Promise<{ deleted: true }> {
  const limits = authLimits('delete_account', request, user.email);
  await ctx.guard.reserve(limits);
  const grant = await redeemCode(ctx.db, request.app.id, user.email, code, 'delete_account');
  if (!grant || grant.userId !== user.id) throw new AppError('invalid_deletion_code', undefined, { field: 'code' });
  await ctx.guard.release(limits);
  // Revoked first, so a request racing the delete cannot find a live session of a member being removed.
  await revokeMemberSessions(ctx.db, ctx.caches, user.id);
  await ctx.db.delete(users).where(and(eq(users.id, user.id), eq(users.appId, request.app.id)));
  forgetMemberSessions(ctx.caches, user.id);
  forgetMemberData(ctx.caches, user.id);
  // The member is gone already: a file left behind is the operator's to clean up, not a failed deletion to report.
  await deleteAvatar(ctx.dataDir, user.avatarUrls?.original).catch((error: unknown) =>
    request.log.error({ err: error, userId: user.id }, 'account deleted, but its avatar file was not'),
  );
  return { deleted: true };
}
