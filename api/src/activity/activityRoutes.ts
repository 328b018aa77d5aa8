import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS } from '@stride/shared';
import { activityBodySchema } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { activities } from '../db/schema';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { noContentSchema } from '../http/responseSchemas';

/** Device and tab-session ids are opaque; longer than this is not one of ours. */
const MAX_ID_LENGTH = 200;

/** How many reports one address may send a minute: a busy member sends a few, a loop is cut off. */
export const ACTIVITY_REPORTS_PER_MINUTE = 120;

function idHeader(request: FastifyRequest, name: string): string | null {
  return firstHeaderValue(request, name)?.slice(0, MAX_ID_LENGTH) ?? null;
}

/**
 * PUT /activity {activity_type, data, ts} (spec §7): a guest's or a member's report of what they did, stored per app,
 * member, device (X-Device-Id) and tab session (X-Session-Id). A type outside spec §7's list is refused.
 */
export async function activityRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  scope.put(
    '/activity',
    {
      config: {
        member: 'optional',
        rateLimit: { max: ACTIVITY_REPORTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { body: activityBodySchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const { activity_type, data, ts } = request.body;
      await db.insert(activities).values({
        appId: request.app.id,
        userId: request.member?.user.id ?? null,
        deviceId: idHeader(request, HEADERS.deviceId),
        sessionId: idHeader(request, HEADERS.sessionId),
        activityType: activity_type,
        data,
        ts: new Date(ts),
      });
      return reply.status(204).send();
    },
  );
}
