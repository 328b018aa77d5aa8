import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { sessions, users, type UserRow } from '../db/schema';
import { activeProductIdsColumn } from '../members/memberData';

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

/** A new random session token, as handed to a member (only its hash is stored). */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export async function createSession(db: AppDatabase, appId: string, userId: string): Promise<CreatedSession> {
  const token = newSessionToken();
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
  /** The member's products with a live purchase (the user's activeProductIds). */
  activeProductIds: string[];
}

export interface CachedSession extends LiveSession {
  appId: string;
  expiresAt: Date;
}

/**
 * Live sessions found recently, by token hash. Verify and every signed-in call look a session up, and the
 * embedded database answers one query at a time. Revocations and member changes made through this module
 * drop entries at once, in this process and (through the cache peers) in every other API process; the TTL
 * bounds only a process cut off from its peers.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * One per app instance (AppCaches), not per database handle: a transaction's handle must invalidate what
 * the app's pool cached, so callers pass the app's caches next to whichever handle they write through.
 */
export function createSessionCache(): TtlCache<CachedSession> {
  return new TtlCache<CachedSession>(SESSION_CACHE_TTL_MS, 10_000);
}

/**
 * Forgets the cached sessions of a member whose row or purchases changed, here and in every other process, so
 * the next lookup reads them anew. Call once the change is committed.
 */
export function forgetMemberSessions(caches: AppCaches, userId: string): void {
  invalidateCaches(caches, { kind: 'member_sessions', userId });
}

function matchesRequest(cached: CachedSession, appId: string, email: string): boolean {
  return (
    cached.appId === appId &&
    cached.expiresAt.getTime() > Date.now() &&
    cached.user.email.toLowerCase() === email.trim().toLowerCase()
  );
}

/** The live session (not revoked, not expired) of this app whose member has `email`, or null. */
export async function findSession(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  email: string,
  token: string,
): Promise<LiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const cached = caches.sessions.get(tokenHash);
  const readAt = caches.sessions.generation;
  // The cache is keyed by the full hash, so a hit is an exact match: no timing leak to guard against.
  if (cached) {
    return matchesRequest(cached, appId, email)
      ? { sessionId: cached.sessionId, user: cached.user, activeProductIds: cached.activeProductIds }
      : null;
  }
  const [row] = await db
    .select({
      user: users,
      sessionId: sessions.id,
      tokenHash: sessions.tokenHash,
      appId: sessions.appId,
      expiresAt: sessions.expiresAt,
      activeProductIds: activeProductIdsColumn(users.id),
    })
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
  if (!timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex'))) return null;
  const { activeProductIds } = row;
  // Not kept when a session or member was forgotten meanwhile: this read may predate that revocation.
  if (readAt === caches.sessions.generation)
    caches.sessions.set(tokenHash, {
      sessionId: row.sessionId,
      user: row.user,
      activeProductIds,
      appId: row.appId,
      expiresAt: row.expiresAt,
    });
  return { sessionId: row.sessionId, user: row.user, activeProductIds };
}

export async function revokeSession(db: AppDatabase, caches: AppCaches, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  // After the write: a lookup that raced it cannot leave the revoked session cached.
  invalidateCaches(caches, { kind: 'session', sessionId });
}

/** Signs a member out on every device (before a password reset signs them in again). */
export async function revokeMemberSessions(db: AppDatabase, caches: AppCaches, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetMemberSessions(caches, userId);
}
