import { type LoginResponse, type PasswordlessVerifyRequest } from '@stride/shared';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import type { LoginTokenRow, UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendPasswordlessEmail } from './authEmails';
import { authLimits, ipLimits, ownAccountLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { CODE_PATTERN, grantedMember, issueGrant, revokeGrant, redeemCode, redeemLink } from './loginTokens';
import { createMember, findMemberByEmail } from './memberAccounts';
import { registrationOpen, requireOpenRegistration } from './requireOpenRegistration';
import { signIn } from './signIn';

/**
 * Emails a passwordless link and code for `email`. An unknown email gets one too: using it signs up
 * (the member is created then, without a password, with `newMemberName` when verify_subscriber gave
 * one). Where registration is closed, an unknown email is answered alike but gets nothing: the answer
 * never tells who is a member. Earlier grants for the email stop working.
 */
export async function requestPasswordless(
  ctx: AuthContext,
  request: AuthRequest,
  email: string,
  newMemberName: string | null = null,
): Promise<void> {
  await ctx.guard.reserve(authLimits('passwordless_request', request, email));
  const member = await findMemberByEmail(ctx.db, request.app.id, email);
  if (!member && !registrationOpen(request.app)) return;
  const grant = await issueGrant(ctx.db, {
    appId: request.app.id,
    email,
    userId: member?.id ?? null,
    name: member ? null : newMemberName,
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

/**
 * The member a used passwordless grant signs in: its member, or, for a sign-up, the member with its
 * email, created now (without a password; with the name verify_subscriber gave, else none) when there is
 * none yet. Proving the email is what makes someone a member.
 */
async function passwordlessMember(ctx: AuthContext, request: AuthRequest, grant: LoginTokenRow): Promise<UserRow> {
  if (grant.userId) return grantedMember(ctx.db, request.app.id, grant);
  const existing = await findMemberByEmail(ctx.db, request.app.id, grant.email);
  if (existing) return existing;
  requireOpenRegistration(request.app);
  const created = await createMember(ctx.db, { appId: request.app.id, email: grant.email, name: grant.name ?? '' });
  // Two uses of one link at the same moment: the other request created the member.
  const member = created ?? (await findMemberByEmail(ctx.db, request.app.id, grant.email));
  if (!member) throw new AppError('invalid_login_token');
  return member;
}

/**
 * POST /auth/passwordless/verify: signs in with an emailed link token, or with the code and its email.
 * The attempt is reserved before any grant is looked up; wrong, used-up or expired ones are 400
 * invalid_login_token and keep counting towards the waits, a success gives its attempt back.
 */
export async function verifyPasswordless(
  ctx: AuthContext,
  request: AuthRequest,
  body: PasswordlessVerifyRequest,
): Promise<LoginResponse> {
  const isCode = CODE_PATTERN.test(body.token);
  if (isCode && !body.email) throw new AppError('invalid_input', FIELD_MESSAGES.required, { field: 'email' });
  await ctx.guard.reserve(authLimits('passwordless_verify', request, body.email));
  const grant =
    isCode && body.email
      ? await redeemCode(ctx.db, request.app.id, body.email, body.token)
      : await redeemLink(ctx.db, request.app.id, 'passwordless', body.token, body.email);
  if (!grant) throw new AppError('invalid_login_token');
  const member = await passwordlessMember(ctx, request, grant);
  await ctx.guard.release(ipLimits('passwordless_verify', request));
  await ctx.guard.reset(ownAccountLimits('passwordless_verify', request, grant.email));
  return signIn(ctx.db, ctx.caches, member);
}
