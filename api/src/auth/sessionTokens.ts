import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { sessions, users, type UserRow } from '../db/schema';

const TOKEN_BYTES = 32;

/** Only this digest is stored: a leaked sessions table does not sign anyone in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreatedSession {
  sessionId: string;
  /** Shown to the client once; never stored. */
  token: string;
}

export async function createSession(db: AppDatabase, appId: string, userId: string): Promise<CreatedSession> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ appId, userId, tokenHash: hashSessionToken(token) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned no row');
  return { sessionId: row.id, token };
}

export interface LiveSession {
  sessionId: string;
  user: UserRow;
}

/** The live session (not revoked, not expired) of this app whose member has `email`, or null. */
export async function findSession(
  db: AppDatabase,
  appId: string,
  email: string,
  token: string,
): Promise<LiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.appId, appId),
        eq(users.appId, appId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) return null;
  // The index lookup already matched; comparing again in constant time keeps the check itself free of timing leaks.
  return timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex'))
    ? { sessionId: row.sessionId, user: row.user }
    : null;
}

export async function revokeSession(db: AppDatabase, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a member out on every device (before a password reset signs them in again). */
export async function revokeMemberSessions(db: AppDatabase, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
