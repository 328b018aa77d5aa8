import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { isPasswordless } from './loginResponse';
import { findSession } from './sessionTokens';

export interface SignedInMember {
  user: UserRow;
  sessionId: string;
  /** The member's products with a live purchase. */
  activeProductIds: string[];
  /** The token the request carried (answered back in a login response). */
  token: string;
}

export interface RequireMemberOptions {
  /**
   * Lets a passwordless sign-up through. Only the calls that finish setup or end the session set it
   * (set_password, verify, logout); everything else answers 403 setup_required (spec §6).
   */
  allowSetup?: boolean;
}

/** The session the X-User-Email and X-User-Token headers name: null without them, 'invalid' when not live. */
export async function findRequestSession(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'headers' | 'app'>,
): Promise<SignedInMember | 'invalid' | null> {
  const email = firstHeaderValue(request, HEADERS.userEmail);
  const token = firstHeaderValue(request, HEADERS.userToken);
  if (!email || !token) return null;
  const session = await findSession(db, request.app.id, email, token);
  return session ? { ...session, token } : 'invalid';
}

/**
 * The signed-in member of this app, for every endpoint that needs one: 401 not_signed_in without
 * session headers, 401 invalid_session for a wrong, expired or revoked session (or one of another
 * app), 403 setup_required for a passwordless sign-up that has not set a password and name yet.
 */
export async function requireMember(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'headers' | 'app'>,
  { allowSetup = false }: RequireMemberOptions = {},
): Promise<SignedInMember> {
  const session = await findRequestSession(db, request);
  if (session === null) throw new AppError('not_signed_in');
  if (session === 'invalid') throw new AppError('invalid_session');
  if (!allowSetup && isPasswordless(session.user)) throw new AppError('setup_required');
  return session;
}
