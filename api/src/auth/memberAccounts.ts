import type { AppCaches } from '../cache/AppCaches';
import { and, eq, sql } from 'drizzle-orm';
import type { SocialProvider } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { forgetMemberSessions } from './sessionTokens';
import { AppError } from '../errors/AppError';
import { users, type UserRow } from '../db/schema';

/** Emails compare case-insensitively and without surrounding spaces (one unique index on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findMemberByEmail(db: AppDatabase, appId: string, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), eq(sql`lower(${users.email})`, normaliseEmail(email))))
    .limit(1);
  return row ?? null;
}

export async function findMemberById(db: AppDatabase, appId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function findMemberByProvider(
  db: AppDatabase,
  appId: string,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.authProvider, provider), eq(users.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

export interface NewMember {
  appId: string;
  email: string;
  name: string;
  passwordHash?: string | null;
  authProvider?: SocialProvider | null;
  providerId?: string | null;
  timezone?: string | null;
  language?: string | null;
}

/** Inserts a member; null when the email is already a member of this app (unique index, race-safe). */
export async function createMember(db: AppDatabase, member: NewMember): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...member, email: member.email.trim() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Links a provider account to the member. 409 provider_mismatch when another member of the app got that
 * provider account first (unique index, race-safe: checking beforehand cannot settle two links at once).
 */
export async function linkProvider(
  db: AppDatabase,
  caches: AppCaches,
  userId: string,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ authProvider: provider, providerId })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`No user ${userId} to link`);
    forgetMemberSessions(caches, userId);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('provider_mismatch', undefined, { cause: error });
    throw error;
  }
}

/** Postgres unique_violation, through the driver's error or drizzle's wrapper around it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type MemberChanges = Partial<Pick<UserRow, 'email' | 'name' | 'timezone' | 'passwordHash' | 'avatarUrls'>>;

/** Saves `changes`: 409 email_taken when the new email is already a member of this app (unique index, race-safe). */
export async function updateMember(
  db: AppDatabase,
  caches: AppCaches,
  userId: string,
  changes: MemberChanges,
): Promise<UserRow> {
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) throw new Error(`No user ${userId} to update`);
    forgetMemberSessions(caches, userId);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken', undefined, { field: 'email' });
    throw error;
  }
}
