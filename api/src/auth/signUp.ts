import type { LoginResponse, SignUpRequest } from '@stride/shared';
import { AppError } from '../errors/AppError';
import type { AuthContext, AuthRequest } from './AuthContext';
import { sendWelcomeEmail } from './authEmails';
import { authLimits } from './bruteForce/authRateLimits';
import { emailLocale } from './emailLocale';
import { createMember, findMemberByEmail, findMemberByProvider, type NewMember } from './memberAccounts';
import { hashPassword } from './passwordHash';
import { requireOpenRegistration } from './requireOpenRegistration';
import { signIn } from './signIn';
import { verifiedProviderIdentity } from './verifiedProviderIdentity';

/** How the new member will sign in: a password hash, or the provider account the ID token proves. */
async function signInMethod(
  ctx: AuthContext,
  request: AuthRequest,
  body: SignUpRequest,
): Promise<Pick<NewMember, 'passwordHash' | 'authProvider' | 'providerId'>> {
  if (body.provider && body.provider_id) {
    const identity = await verifiedProviderIdentity(
      ctx.caches.oidcClients,
      ctx.socialProviders,
      request.app,
      body.provider,
      body.provider_id,
      {
        email: body.email,
        emailVerified: true,
      },
    );
    if (await findMemberByProvider(ctx.db, request.app.id, body.provider, identity.subject))
      throw new AppError('email_taken');
    return { authProvider: body.provider, providerId: identity.subject };
  }
  return { passwordHash: await hashPassword(body.password ?? '') };
}

/**
 * POST /auth/sign_up: a new member of this app (the same email in another app is another member),
 * signed in at once. 409 email_taken when the email is already a member here; 403 registration_closed
 * in a private app.
 */
export async function signUp(ctx: AuthContext, request: AuthRequest, body: SignUpRequest): Promise<LoginResponse> {
  requireOpenRegistration(request.app);
  await ctx.guard.reserve(authLimits('sign_up', request));
  // Checked before the slow password hash; the unique index below settles a race.
  if (await findMemberByEmail(ctx.db, request.app.id, body.email)) throw new AppError('email_taken');
  const member = await createMember(ctx.db, {
    appId: request.app.id,
    email: body.email,
    name: body.name,
    timezone: body.timezone ?? null,
    ...(await signInMethod(ctx, request, body)),
  });
  if (!member) throw new AppError('email_taken');
  await sendWelcomeEmail(
    {
      mailer: ctx.mailer,
      publicUrl: ctx.publicUrl,
      app: request.app,
      to: member.email,
      locale: emailLocale(member, request),
    },
    member.name,
    request.log,
  );
  return signIn(ctx.db, ctx.caches, member);
}
