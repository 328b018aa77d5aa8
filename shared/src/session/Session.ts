import type { z } from 'zod';
import type { userSchema } from './Session.schema';

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
