import type { LoginResponse, User } from '@stride/shared';
import type { UserRow } from '../db/schema';

/**
 * Whether the member must still finish setup (spec §6): a passwordless sign-up has neither a password nor
 * a provider until then, and nobody skips giving a name (a reset sets only the password).
 */
export function isPasswordless(row: Pick<UserRow, 'passwordHash' | 'authProvider' | 'name'>): boolean {
  return (row.passwordHash === null && row.authProvider === null) || row.name.trim() === '';
}

/** The current user of spec §3. Until purchases and profiles land, the member-specific lists are empty. */
export function toUser(row: UserRow): User {
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
    isAppMessagingProfile: false,
    activeProductIds: [],
    globalEventsChannel: `private-user-${row.id}`,
    avatarUrls: row.avatarUrls,
    canReceiveMessagesFromMembers: true,
    language: row.language,
    passwordless: isPasswordless(row),
    auth_provider: row.authProvider,
    attributes: {},
  };
}

export function loginResponse(row: UserRow, token: string): LoginResponse {
  return {
    user: toUser(row),
    authentication_token: token,
    program_subscriptions: [],
    event_subscriptions: [],
    pack_subscriptions: [],
    page_completions: { by_uuid: {}, by_content_type: {} },
    page_subscriptions: [],
    bookmarked_pages: [],
    past_due_subscriptions: [],
    subscriber_properties: [],
    blocked_user_ids: [],
    exercise_swaps: [],
  };
}
