import type { AppCaches } from '../../cache/AppCaches';
import type { SocialErrorCode } from '@stride/shared';
import type { AppDatabase } from '../../db/AppDatabase';
import type { AppRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import { createMember, findMemberByEmail, findMemberByProvider, linkProvider } from '../memberAccounts';
import { registrationOpen } from '../requireOpenRegistration';
import type { ProviderIdentity } from './verifyProviderIdToken';

export type SocialMemberResult = { user: UserRow; signedUp: boolean } | { failure: SocialErrorCode };

/** Another request linked or created this member between the lookups and the write. */
const CONCURRENT_WRITE = Symbol('concurrent write');

function nameFromEmail(email: string): string {
  return email.slice(0, email.lastIndexOf('@')).trim() || email;
}

async function resolveOnce(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  identity: ProviderIdentity,
): Promise<SocialMemberResult | typeof CONCURRENT_WRITE> {
  const linked = await findMemberByProvider(db, app.id, identity.provider, identity.subject);
  if (linked) return { user: linked, signedUp: false };

  const { email } = identity;
  if (!email) return { failure: 'no_email' };
  const existing = await findMemberByEmail(db, app.id, email);
  if (existing) {
    // A parallel request created this member, linked, after the lookup by provider above.
    if (existing.authProvider === identity.provider && existing.providerId === identity.subject) {
      return { user: existing, signedUp: false };
    }
    if (!identity.emailVerified) return { failure: 'email_taken' };
    // A member holds one provider link: replacing another identity's link would lock that one out.
    if (existing.providerId !== null) return { failure: 'provider_mismatch' };
    try {
      return {
        user: await linkProvider(db, caches, existing.id, identity.provider, identity.subject),
        signedUp: false,
      };
    } catch (error) {
      // The unique index on provider accounts: a parallel request linked this one to a member first.
      if (error instanceof AppError && error.code === 'provider_mismatch') return CONCURRENT_WRITE;
      throw error;
    }
  }

  if (!identity.emailVerified) return { failure: 'email_not_verified' };
  if (!registrationOpen(app)) return { failure: 'registration_closed' };
  const created = await createMember(db, {
    appId: app.id,
    email,
    name: identity.name ?? nameFromEmail(email),
    authProvider: identity.provider,
    providerId: identity.subject,
    passwordHash: null,
    timezone: null,
  });
  // Null: a parallel request created a member with this email or this provider account a moment ago.
  return created ? { user: created, signedUp: true } : CONCURRENT_WRITE;
}

/**
 * The member a provider identity signs in as, in this order: the member already linked to it; the member
 * with its email, linked now, but only when the provider verified that email (else anyone could claim an
 * account by naming its email at a provider); a new member, who has no password, only with a verified
 * email and only when the app lets strangers register. `failure` is the code the #auth modal explains
 * when none applies.
 *
 * Two callbacks of one person (two tabs, a double click) can race: when the other one linked or created
 * the member between this one's lookups and its write, the lookups run once more and find that member.
 */
export async function resolveSocialMember(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  identity: ProviderIdentity,
): Promise<SocialMemberResult> {
  const first = await resolveOnce(db, caches, app, identity);
  if (first !== CONCURRENT_WRITE) return first;
  const second = await resolveOnce(db, caches, app, identity);
  return second === CONCURRENT_WRITE ? { failure: 'failed' } : second;
}
