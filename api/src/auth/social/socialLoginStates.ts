import { eq, lt } from 'drizzle-orm';
import type { SocialProvider } from '@stride/shared';
import type { AppDatabase } from '../../db/AppDatabase';
import { socialLoginStates } from '../../db/schema';

/** A sign-in at the provider must come back within this time. */
export const SOCIAL_LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export type SocialLoginState = typeof socialLoginStates.$inferSelect;

export interface NewSocialLoginState {
  state: string;
  appId: string;
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/** Stores the secrets of a started sign-in; states nobody came back for are deleted on the way. */
export async function saveSocialLoginState(
  db: AppDatabase,
  state: NewSocialLoginState,
  now: Date = new Date(),
): Promise<void> {
  await db
    .delete(socialLoginStates)
    .where(lt(socialLoginStates.createdAt, new Date(now.getTime() - SOCIAL_LOGIN_STATE_TTL_MS)));
  await db.insert(socialLoginStates).values(state);
}

/** Deletes and returns the state in one statement: of two callbacks with the same state, only one gets it. */
export async function takeSocialLoginState(db: AppDatabase, state: string): Promise<SocialLoginState | null> {
  const [row] = await db.delete(socialLoginStates).where(eq(socialLoginStates.state, state)).returning();
  return row ?? null;
}

export function isSocialLoginStateExpired(row: SocialLoginState, now: Date = new Date()): boolean {
  return now.getTime() - row.createdAt.getTime() > SOCIAL_LOGIN_STATE_TTL_MS;
}
