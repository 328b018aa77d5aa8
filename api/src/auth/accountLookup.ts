import type { AuthProvider, FetchAccountResponse, ProviderResponse } from '@stride/shared';
import type { providerQuerySchema } from '@stride/shared/schemas';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';
import type { AuthContext, AuthRequest } from './AuthContext';
import { authLimits } from './bruteForce/authRateLimits';
import { findMemberByEmail, findMemberByProvider } from './memberAccounts';
import { offeredSocialProvider } from './social/socialProviderSettings';
import { verifyProviderIdToken } from './social/verifyProviderIdToken';

function currentProvider(member: UserRow | null): AuthProvider | null {
  if (!member) return null;
  return member.authProvider ?? 'email';
}

/** POST /auth/fetch: whether the email is a member of this app and how it signs in (the modal's next step). */
export async function fetchAccount(
  ctx: AuthContext,
  request: AuthRequest,
  email: string,
): Promise<FetchAccountResponse> {
  await ctx.guard.reserve(authLimits('fetch', request));
  const member = await findMemberByEmail(ctx.db, request.app.id, email);
  return { exists: member !== null, current_provider: currentProvider(member), has_password: !!member?.passwordHash };
}

export type ProviderQuery = z.infer<typeof providerQuerySchema>;

/**
 * GET /auth/provider: how the member with this email signs in. With no member by that email, a
 * provider ID token that verifies finds the member linked to that provider account (whose email at the
 * provider may differ, such as Apple's private relay).
 */
export async function providerOfAccount(
  ctx: AuthContext,
  request: AuthRequest,
  query: ProviderQuery,
): Promise<ProviderResponse> {
  await ctx.guard.reserve(authLimits('fetch', request));
  const member = await findMemberByEmail(ctx.db, request.app.id, query.email);
  if (
    member ||
    !query.provider ||
    !query.provider_id ||
    !offeredSocialProvider(ctx.socialProviders, request.app.access, query.provider)
  )
    return { current_provider: currentProvider(member) };
  const identity = await verifyProviderIdToken(
    ctx.caches.oidcClients,
    ctx.socialProviders,
    query.provider,
    query.provider_id,
  );
  const linked = identity && (await findMemberByProvider(ctx.db, request.app.id, query.provider, identity.subject));
  return { current_provider: currentProvider(linked || null) };
}
