import type { AppCaches } from '../cache/AppCaches';
import type { LoginResponse } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import type { UserRow } from '../db/schema';
import { activeProductIdsOf } from '../members/memberData';
import { loginResponse } from './loginResponse';
import { createSession } from './sessionTokens';

/** Starts a session (365 days) for `user` and answers with the login response of spec §3. */
export async function signIn(db: AppDatabase, caches: AppCaches, user: UserRow): Promise<LoginResponse> {
  const { token } = await createSession(db, user.appId, user.id);
  return loginResponse(db, caches, user, token, await activeProductIdsOf(db, user.id));
}
