import type { LoginResponse, ProviderResponse, SocialProvider, UpdateAvatarResponse, User } from '@stride/shared';
import { AppError } from '../errors/AppError';
import { deleteAvatar, saveAvatar } from '../uploads/avatarFiles';
import { decodeImageDataUrl } from '../uploads/decodeImageDataUrl';
import type { AuthContext, AuthRequest } from './AuthContext';
import { loginResponse, toUser } from './loginResponse';
import { findMemberByProvider, linkProvider, normaliseEmail, updateMember, type MemberChanges } from './memberAccounts';
import { hashPassword } from './passwordHash';
import type { SignedInMember } from './requireMember';
import { verifiedProviderIdentity } from './verifiedProviderIdentity';

/**
 * POST /auth/set_password: the passwordless sign-up (or social member) sets a password and name, which
 * finishes setup. A member who already has a password changes it through a reset, which proves the email.
 */
export async function setPassword(
  ctx: AuthContext,
  { user, token }: SignedInMember,
  body: { password: string; name: string },
): Promise<LoginResponse> {
  if (user.passwordHash !== null)
    throw new AppError('conflict', 'This account already has a password. Reset it to choose a new one.');
  const updated = await updateMember(ctx.db, user.id, {
    passwordHash: await hashPassword(body.password),
    name: body.name,
  });
  return loginResponse(updated, token);
}

/** PUT /auth: changes the email, name or time zone given; 409 email_taken for an email another member has. */
export async function updateAccount(
  ctx: AuthContext,
  { user }: SignedInMember,
  body: { email?: string; name?: string; timezone?: string | null },
): Promise<{ user: User }> {
  const changes: MemberChanges = {};
  if (body.email !== undefined) changes.email = body.email;
  if (body.name !== undefined) changes.name = body.name;
  if (body.timezone !== undefined) changes.timezone = body.timezone;
  if (Object.keys(changes).length === 0) return { user: toUser(user) };
  return { user: toUser(await updateMember(ctx.db, user.id, changes)) };
}

/**
 * PUT /auth/provider: links a social provider account (proved by its ID token) to the signed-in member,
 * who can then sign in with it. One provider account belongs to one member of an app.
 */
export async function linkMemberProvider(
  ctx: AuthContext,
  request: AuthRequest,
  { user }: SignedInMember,
  body: { email: string; provider: SocialProvider; provider_id: string },
): Promise<ProviderResponse> {
  if (normaliseEmail(body.email) !== normaliseEmail(user.email))
    throw new AppError('forbidden', 'You can link a sign-in only to your own account.', { field: 'email' });
  const identity = await verifiedProviderIdentity(ctx.socialProviders, request.app, body.provider, body.provider_id);
  const owner = await findMemberByProvider(ctx.db, request.app.id, body.provider, identity.subject);
  if (owner && owner.id !== user.id)
    throw new AppError('conflict', 'This sign-in is already linked to another account.');
  await linkProvider(ctx.db, user.id, body.provider, identity.subject);
  return { current_provider: body.provider };
}

/** PUT /auth/update_avatar: stores the image (checked by content) and replaces the member's avatar. */
export async function updateAvatar(
  ctx: AuthContext,
  { user }: SignedInMember,
  dataUrl: string,
): Promise<UpdateAvatarResponse> {
  const image = decodeImageDataUrl(dataUrl, 'avatar');
  const avatarUrls = { original: await saveAvatar(ctx.dataDir, image) };
  await updateMember(ctx.db, user.id, { avatarUrls });
  await deleteAvatar(ctx.dataDir, user.avatarUrls?.original);
  return { avatar_urls: avatarUrls };
}
