import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS } from '@stride/shared';
import { activityBatchSchema, activityBodySchema } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { noContentSchema } from '../http/responseSchemas';
import { storeActivities, type ActivitySource } from './storeActivities';

/** Device and tab-session ids are opaque; longer than this is not one of ours. */
const MAX_ID_LENGTH = 200;

/**
 * How many reports one address, and one device of one app, may send a minute: a busy member sends a few, a loop
 * is cut off. Several devices can share an address (an office, a carrier's NAT), so an address gets more.
 */
export const ACTIVITY_LIMITS = { windowMs: 60_000, perDevice: 60, perAddress: 120 } as const;

function idHeader(request: FastifyRequest, name: string): string | null {
  return firstHeaderValue(request, name)?.slice(0, MAX_ID_LENGTH) ?? null;
}

/** The rate-limit key of one device of one app (reports and batches count together, beacons on their own). */
export function activityDeviceLimitKey(appId: string, deviceId: string | null): string {
  return `activity:${appId}:device:${deviceId}`;
}

function sourceOf(request: FastifyRequest): ActivitySource {
  return {
    appId: request.app.id,
    userId: request.member?.user.id ?? null,
    deviceId: idHeader(request, HEADERS.deviceId),
    sessionId: idHeader(request, HEADERS.sessionId),
  };
}

/**
 * PUT /activity {activity_type, data, ts} (spec §7): a guest's or a member's report of what they did, stored per app,
 * member, device (X-Device-Id) and tab session (X-Session-Id). A type outside spec §7's list is refused.
 * PUT /activity/batch {activities: [...]}: the same for the shell's queued reports, all or none, in one insert.
 */
export async function activityRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  // The address limit is the rate-limit plugin's per-route one; a device's is a second counter of the same
  // plugin (same store), so one device cannot use up its address's share, nor a device hop addresses to flood.
  const perDevice = instance.createRateLimit({
    max: ACTIVITY_LIMITS.perDevice,
    timeWindow: ACTIVITY_LIMITS.windowMs,
    keyGenerator: (request) => activityDeviceLimitKey(request.app.id, idHeader(request, HEADERS.deviceId)),
  });
  const limits = {
    config: {
      member: 'optional' as const,
      rateLimit: { max: ACTIVITY_LIMITS.perAddress, timeWindow: ACTIVITY_LIMITS.windowMs },
    },
    preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
      // Before the body is read, so a flood costs little; a report without a device id counts on its address only.
      if (idHeader(request, HEADERS.deviceId) === null) return;
      const limit = await perDevice(request);
      if (!limit.isAllowed && limit.isExceeded) {
        void reply.header('retry-after', String(limit.ttlInSeconds));
        throw new AppError('rate_limited');
      }
    },
  };
  scope.put(
    '/activity',
    { ...limits, schema: { body: activityBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await storeActivities(db, sourceOf(request), [request.body]);
      return reply.status(204).send();
    },
  );
  scope.put(
    '/activity/batch',
    { ...limits, schema: { body: activityBatchSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await storeActivities(db, sourceOf(request), request.body.activities);
      return reply.status(204).send();
    },
  );
}
