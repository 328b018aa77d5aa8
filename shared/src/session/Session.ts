import { z } from 'zod';

/** Current user, spec §3. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  timezone: z.string().nullable(),
  subscriberId: z.string().nullable(),
  subscriberUuid: z.string().nullable(),
  isAdmin: z.boolean(),
  isAccountAdmin: z.boolean(),
  isAppMessagingProfile: z.boolean(),
  activeProductIds: z.array(z.string()),
  globalEventsChannel: z.string().nullable(),
  avatarUrls: z.record(z.string(), z.string()).nullable(),
  canReceiveMessagesFromMembers: z.boolean(),
  language: z.string().nullable(),
  passwordless: z.boolean(),
  auth_provider: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
});
export type User = z.infer<typeof userSchema>;

/** Session state machine of spec §4: unchecked → authenticated | guest. */
export type SessionStatus = 'unchecked' | 'authenticated' | 'guest';

export type SessionSnapshot =
  | { status: 'unchecked'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'authenticated'; user: User; email: string; token: string };

export interface SessionCredentials {
  email: string;
  token: string;
}

/** Cookie and URL parameter names for a stored session (spec §4, §9: 365 days, secure, same-site none). */
export const SESSION_COOKIE = 'stride_session';
export const SESSION_COOKIE_DAYS = 365;
export const SESSION_URL_PARAMS = { email: 'user_email', token: 'user_token' } as const;
