import { HEADERS } from '@stride/shared';
import { AppError } from '../errors/AppError';
import { loginResponseSchema, noContentSchema } from '../http/responseSchemas';
import type { AuthContext, ZodScope } from './AuthContext';
import { authLimits } from './bruteForce/authRateLimits';
import { loginResponse } from './loginResponse';
import { revokeSession } from './sessionTokens';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { setPushStatus } from '../notifications/pushSubscriptionStore';

/** The stored session: verified on start, revoked on logout. */
export function sessionRoutes(scope: ZodScope, ctx: AuthContext): void {
  /**
   * POST /auth/verify (X-User-Email + X-User-Token) → the login response; 401 without a live session.
   * Only failures are counted per IP: a right token is never a guess, and the hot path stays one query.
   */
  scope.post(
    '/auth/verify',
    { config: { member: 'session' }, schema: { response: { 200: loginResponseSchema } } },
    async (request) => {
      const { session } = request;
      if (session === null) throw new AppError('not_signed_in');
      if (session === 'invalid') {
        // Counted and, past the limit, refused in one step: a 429 instead of the 401.
        await ctx.guard.reserve(authLimits('verify', request));
        throw new AppError('invalid_session');
      }
      return loginResponse(ctx.db, ctx.caches, session.user, session.token, session.activeProductIds);
    },
  );

  /** POST /auth/logout → 204, also without a (live) session: signing out never fails. */
  scope.post(
    '/auth/logout',
    { config: { member: 'session' }, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { session } = request;
      if (session !== null && session !== 'invalid') {
        await revokeSession(ctx.db, ctx.caches, session.sessionId);
        // A signed-out browser (perhaps a shared one) stops getting this member's pushes.
        const deviceId = firstHeaderValue(request, HEADERS.deviceId);
        if (deviceId) await setPushStatus(ctx.db, session.user.id, deviceId, 'disabled');
      }
      return reply.status(204).send();
    },
  );
}
