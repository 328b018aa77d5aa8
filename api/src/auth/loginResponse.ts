import type { AppCaches } from '../cache/AppCaches';
import type { LoginResponse, User } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import type { UserRow } from '../db/schema';
import { loadMemberData } from '../members/memberData';

/**
 * Whether the member must still finish setup (spec §6): a passwordless sign-up has neither a password nor
 * a provider until then, and nobody skips giving a name (a reset sets only the password).
 */
export function isPasswordless(row: Pick<UserRow, 'passwordHash' | 'authProvider' | 'name'>): boolean {
  return (row.passwordHash === null && row.authProvider === null) || row.name.trim() === '';
}

/** The current user of spec §3; activeProductIds come from the member's live purchases (activeProductIdsOf). */
export function toUser(row: UserRow, activeProductIds: readonly string[]): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    timezone: row.timezone,
    // One user row per app membership, so the subscriber is the user.
    subscriberId: row.id,
    subscriberUuid: row.id,
    isAdmin: row.isAdmin || row.isAccountAdmin,
    isAccountAdmin: row.isAccountAdmin,
    isAppMessagingProfile: row.isAppMessagingProfile,
    activeProductIds: [...activeProductIds],
    globalEventsChannel: `private-user-${row.id}`,
    avatarUrls: row.avatarUrls,
    canReceiveMessagesFromMembers: row.canReceiveMessagesFromMembers,
    language: row.language,
    passwordless: isPasswordless(row),
    auth_provider: row.authProvider,
    attributes: {},
  };
}

/** The login response of spec §3: the user and the member's lists, read fresh. */
export async function loginResponse(
  db: AppDatabase,
  caches: AppCaches,
  row: UserRow,
  token: string,
  activeProductIds: readonly string[],
): Promise<LoginResponse> {
  return {
    user: toUser(row, activeProductIds),
    authentication_token: token,
    ...(await loadMemberData(db, caches, row.appId, row.id)),
  };
}
