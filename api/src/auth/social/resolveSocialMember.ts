import type { AppDatabase } from '../../db/AppDatabase';
import type { UserRow } from '../../db/schema';
import { ERROR_CODES } from '../../errors/errorCodes';
import { createMember, findMemberByEmail, findMemberByProvider, linkProvider } from '../memberAccounts';
import { SOCIAL_PROVIDER_NAMES } from './socialProviderSettings';
import type { ProviderIdentity } from './verifyProviderIdToken';

export type SocialMemberResult = { user: UserRow; signedUp: boolean } | { failure: string };

function nameFromEmail(email: string): string {
  return email.slice(0, email.lastIndexOf('@')).trim() || email;
}

/**
 * The member a provider identity signs in as, in this order: the member already linked to it; the member
 * with its email, linked now, but only when the provider verified that email (else anyone could claim an
 * account by naming its email at a provider); a new member, who has no password. `failure` is a message
 * for the person when none applies.
 */
export async function resolveSocialMember(
  db: AppDatabase,
  appId: string,
  identity: ProviderIdentity,
): Promise<SocialMemberResult> {
  const linked = await findMemberByProvider(db, appId, identity.provider, identity.subject);
  if (linked) return { user: linked, signedUp: false };

  const { email } = identity;
  if (!email) {
    return {
      failure: `${SOCIAL_PROVIDER_NAMES[identity.provider]} did not share your email address, so we could not sign you in.`,
    };
  }
  const existing = await findMemberByEmail(db, appId, email);
  if (existing) {
    if (!identity.emailVerified) return { failure: ERROR_CODES.email_taken.message };
    // A member holds one provider link: replacing another identity's link would lock that one out.
    if (existing.providerId !== null) return { failure: ERROR_CODES.provider_mismatch.message };
    return { user: await linkProvider(db, existing.id, identity.provider, identity.subject), signedUp: false };
  }

  const created = await createMember(db, {
    appId,
    email,
    name: identity.name ?? nameFromEmail(email),
    authProvider: identity.provider,
    providerId: identity.subject,
    passwordHash: null,
    timezone: null,
  });
  // Null: the same email signed up a moment ago, in a parallel request.
  return created ? { user: created, signedUp: true } : { failure: ERROR_CODES.email_taken.message };
}
