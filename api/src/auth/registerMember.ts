import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * What a route asks of the session it is called with, declared in its `config.member`:
 * - `required`: a signed-in member who has finished setup (401 not_signed_in, 401 invalid_session,
 *   403 setup_required otherwise);
 * - `setup`: the same, but a passwordless sign-up that has not set a password and name yet passes too
 *   (only the call that finishes setup, spec §6);
 * - `optional`: a read guests may make too: a wrong or expired session, or an unfinished sign-up, reads
 *   as a guest (request.member null), never a 401;
 * - `session`: only looked up (request.session); the route decides (verify counts failures, logout never fails).
 */
export type MemberRequirement = 'required' | 'setup' | 'optional' | 'session';

/** The session the X-User-Email and X-User-Token headers name: null without them, 'invalid' when not live. */
export type RequestSession = SignedInMember | 'invalid' | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    member?: MemberRequirement;
  }
  interface FastifyRequest {
    /** The signed-in member, set before the handler of a route with `config.member`; null for a guest. */
    member: SignedInMember | null;
    /** The raw session lookup behind `member` (routes with `config.member: 'session'` read it). */
    session: RequestSession;
  }
}

async function findRequestSession(db: AppDatabase, request: Pick<FastifyRequest, 'headers' | 'app' | 'server'>) {
  const email = firstHeaderValue(request, HEADERS.userEmail);
  const token = firstHeaderValue(request, HEADERS.userToken);
  if (!email || !token) return null;
  const session = await findSession(db, request.server.caches, request.app.id, email, token);
  return session ? { ...session, token } : 'invalid';
}

/** The member a route with `requirement` sees, or the error it answers; the session is looked up once. */
export async function resolveMember(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'headers' | 'app' | 'server'>,
  requirement: MemberRequirement,
): Promise<{ session: RequestSession; member: SignedInMember | null }> {
  const session = await findRequestSession(db, request);
  const live = session === null || session === 'invalid' ? null : session;
  if (requirement === 'session') return { session, member: live };
  if (requirement === 'optional') return { session, member: live && !isPasswordless(live.user) ? live : null };
  if (session === null) throw new AppError('not_signed_in');
  if (live === null) throw new AppError('invalid_session');
  if (requirement === 'required' && isPasswordless(live.user)) throw new AppError('setup_required');
  return { session, member: live };
}

/**
 * Adds the session to `scope` (after registerTenancy): every route that declares `config.member` has its
 * session looked up once, before its handler and after its input is validated (bad input is still a 400
 * before a 401), and reads the result from request.member.
 */
export function registerMember(scope: FastifyInstance, db: AppDatabase): void {
  scope.decorateRequest('member', null);
  scope.decorateRequest('session', null);
  scope.addHook('preHandler', async (request) => {
    const requirement = request.routeOptions.config.member;
    if (requirement === undefined) return;
    Object.assign(request, await resolveMember(db, request, requirement));
  });
}

/** The member of a `required` or `setup` route (the hook has answered 401/403 otherwise). */
export function signedInMember(request: Pick<FastifyRequest, 'member'>): SignedInMember {
  if (request.member === null) throw new AppError('not_signed_in');
  return request.member;
}
