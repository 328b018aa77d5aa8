import { FIELD_MESSAGES, type LoginResponse } from '@stride/shared';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendPasswordlessEmail } from './authEmails';
import { accountLimits, authLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { CODE_PATTERN, issueGrant, revokeGrant, redeemCode, redeemLink } from './loginTokens';
import { createMember, findMemberByEmail, findMemberById } from './memberAccounts';
import { signIn } from './signIn';

/**
 * Emails a passwordless link and code for `email`. An unknown email gets one too: using it signs up
 * (the member is created then, without a password). With `newMemberName` (verify_subscriber) an
 * unknown email becomes a member at once, with that name. Earlier grants for the email stop working.
 */
export async function requestPasswordless(
  ctx: AuthContext,
  request: AuthRequest,
  email: string,
  newMemberName: string | null = null,
): Promise<void> {
  await ctx.guard.consume(authLimits('passwordless_request', request, email));
  let member = await findMemberByEmail(ctx.db, request.app.id, email);
  if (!member && newMemberName !== null) {
    member =
      (await createMember(ctx.db, { appId: request.app.id, email, name: newMemberName })) ??
      (await findMemberByEmail(ctx.db, request.app.id, email));
  }
  const grant = await issueGrant(ctx.db, {
    appId: request.app.id,
    email,
    userId: member?.id ?? null,
    purpose: 'passwordless',
  });
  const mail = {
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    app: request.app,
    to: member?.email ?? email,
    locale: emailLocale(member, request),
  };
  try {
    await sendPasswordlessEmail(mail, grant.token, grant.code ?? '');
  } catch (error) {
    // A grant nobody received only widens what can be guessed.
    await revokeGrant(ctx.db, grant.grantId);
    throw error;
  }
}

export interface PasswordlessVerifyBody {
  /** The link token, or the six-digit code typed into the modal. */
  token: string;
  email?: string;
}

/** The member a used grant signs in: its member, or, for a passwordless sign-up, a new one without password or name. */
async function grantMember(ctx: AuthContext, appId: string, userId: string | null, email: string): Promise<UserRow> {
  const existing = userId ? await findMemberById(ctx.db, appId, userId) : await findMemberByEmail(ctx.db, appId, email);
  if (existing) return existing;
  const created = await createMember(ctx.db, { appId, email, name: '' });
  // Two uses of one link at the same moment: the other request created the member.
  const member = created ?? (await findMemberByEmail(ctx.db, appId, email));
  if (!member) throw new AppError('invalid_login_token');
  return member;
}

/**
 * POST /auth/passwordless/verify: signs in with an emailed link token, or with the code and its email.
 * Wrong, used-up or expired ones are 400 invalid_login_token and count towards the waits.
 */
export async function verifyPasswordless(
  ctx: AuthContext,
  request: AuthRequest,
  body: PasswordlessVerifyBody,
): Promise<LoginResponse> {
  const isCode = CODE_PATTERN.test(body.token);
  if (isCode && !body.email) throw new AppError('invalid_input', FIELD_MESSAGES.required, { field: 'email' });
  const limits = authLimits('passwordless_verify', request, body.email);
  await ctx.guard.check(limits);
  const grant =
    isCode && body.email
      ? await redeemCode(ctx.db, request.app.id, body.email, body.token)
      : await redeemLink(ctx.db, request.app.id, 'passwordless', body.token, body.email);
  if (!grant) {
    await ctx.guard.record(limits);
    throw new AppError('invalid_login_token');
  }
  await ctx.guard.reset(accountLimits('passwordless_verify', request, body.email));
  return signIn(ctx.db, await grantMember(ctx, request.app.id, grant.userId, grant.email));
}
