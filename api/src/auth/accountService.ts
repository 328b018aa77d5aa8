import type {
  LinkProviderRequest,
  LoginResponse,
  ProviderResponse,
  SetPasswordRequest,
  UpdateAccountRequest,
  UpdateAccountResponse,
  UpdateAvatarResponse,
} from '@stride/shared';
import { AppError } from '../errors/AppError';
import { deleteAvatar, saveAvatar } from '../uploads/avatarFiles';
import { decodeImageDataUrl } from '../uploads/decodeImageDataUrl';
import type { AuthContext, AuthRequest } from './AuthContext';
import { requestEmailChange } from './emailChangeService';
import { isPasswordless, loginResponse, toUser } from './loginResponse';
import { findMemberByProvider, linkProvider, normaliseEmail, updateMember, type MemberChanges } from './memberAccounts';
import { hashPassword } from './passwordHash';
import type { SignedInMember } from './registerMember';
import { verifiedProviderIdentity } from './verifiedProviderIdentity';

/**
 * POST /auth/set_password: a member who must finish setup (a passwordless sign-up, a social member, or
 * anyone without a name yet) sets a password and name. A member who already finished setup changes the
 * password through a reset, which proves the email.
 */
export async function setPassword(
  ctx: AuthContext,
  { user, token, activeProductIds }: SignedInMember,
  body: SetPasswordRequest,
): Promise<LoginResponse> {
  if (user.passwordHash !== null && !isPasswordless(user))
    throw new AppError('conflict', 'This account already has a password. Reset it to choose a new one.');
  const updated = await updateMember(ctx.db, ctx.caches, user.id, {
    passwordHash: await hashPassword(body.password),
    name: body.name,
  });
  return loginResponse(ctx.db, ctx.caches, updated, token, activeProductIds);
}

/**
 * PUT /auth: changes the name or time zone given at once. A new email (not only in case) waits for the new
 * address to confirm it (requestEmailChange), and is answered as `email_change_pending`; 409 email_taken, and
 * nothing changed, for an email another member has. A new email's confirmation is asked for first, so a
 * confirmation that could not be sent (503) changes nothing either.
 */
export async function updateAccount(
  ctx: AuthContext,
  request: AuthRequest,
  { user, activeProductIds }: SignedInMember,
  body: UpdateAccountRequest,
): Promise<UpdateAccountResponse> {
  const changes: MemberChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.timezone !== undefined) changes.timezone = body.timezone;
  const newEmail =
    body.email !== undefined && normaliseEmail(body.email) !== normaliseEmail(user.email) ? body.email : null;
  // The same address in another case is still the member's own: nothing to prove.
  if (body.email !== undefined && newEmail === null) changes.email = body.email;
  const pending = newEmail === null ? null : await requestEmailChange(ctx, request, user, newEmail);
  const updated = Object.keys(changes).length === 0 ? user : await updateMember(ctx.db, ctx.caches, user.id, changes);
  return { user: toUser(updated, activeProductIds), email_change_pending: pending };
}

/**
 * PUT /auth/provider: links a social provider account (proved by its ID token) to the signed-in member,
 * who can then sign in with it. One provider account belongs to one member of an app.
 */
export async function linkMemberProvider(
  ctx: AuthContext,
  request: AuthRequest,
  { user }: SignedInMember,
  body: LinkProviderRequest,
): Promise<ProviderResponse> {
  if (normaliseEmail(body.email) !== normaliseEmail(user.email))
    throw new AppError('forbidden', 'You can link a sign-in only to your own account.', { field: 'email' });
  const identity = await verifiedProviderIdentity(
    ctx.caches.oidcClients,
    ctx.socialProviders,
    request.app,
    body.provider,
    body.provider_id,
  );
  const alreadyLinked = () => new AppError('conflict', 'This sign-in is already linked to another account.');
  const owner = await findMemberByProvider(ctx.db, request.app.id, body.provider, identity.subject);
  if (owner && owner.id !== user.id) throw alreadyLinked();
  try {
    await linkProvider(ctx.db, ctx.caches, user.id, body.provider, identity.subject);
  } catch (error) {
    // Another member linked it since the check above.
    if (error instanceof AppError && error.code === 'provider_mismatch') throw alreadyLinked();
    throw error;
  }
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
  await updateMember(ctx.db, ctx.caches, user.id, { avatarUrls });
  await deleteAvatar(ctx.dataDir, user.avatarUrls?.original);
  return { avatar_urls: avatarUrls };
}
