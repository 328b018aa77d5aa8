import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AccessResponse,
  EventOccurrence,
  EventOccurrencesResponse,
  EventSubscribeResponse,
  EventSubscription,
  EventSubscriptionsResponse,
} from '@stride/shared';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, eventSubscriptions } from '../db/schema';
import { AppError } from '../errors/AppError';
import { instantOrDate } from '../http/instant';
import { forgetMemberData } from '../members/memberData';
import {
  accessOf,
  isHidden,
  isUuid,
  joinAccessOf,
  memberAccess,
  readerAccess,
  requireGranted,
  type CatalogueAccess,
} from './catalogueAccess';
import { eventOccurrenceOf, findOccurrence, occurrencesOf, type OccurrenceRow } from './eventOccurrences';
import {
  eventOccurrenceSchema,
  eventSubscriptionSchema,
  noContentSchema,
  pageAccessResultSchema,
} from '../http/responseSchemas';

const occurrenceParams = z.object({ id: z.string() });

const DAY_MS = 86_400_000;
/** A calendar asks for a month or a week; a year (and a day, for leap years) is the most one call may span. */
const MAX_PERIOD_DAYS = 366;

const perPeriodQuery = z
  .object({ start: instantOrDate, end: instantOrDate, event_id: z.string().uuid().optional() })
  .superRefine(({ start, end }, ctx) => {
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
    else if (end.getTime() - start.getTime() > MAX_PERIOD_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: `The period can be at most ${MAX_PERIOD_DAYS} days` });
  });

/** The occurrence named in the path, of this app and with a published event page; 404 otherwise. */
async function occurrenceOr404(db: AppDatabase, access: CatalogueAccess, appId: string, id: string) {
  const row = isUuid(id) ? await findOccurrence(db, appId, id.toLowerCase()) : null;
  const occurrence = row && eventOccurrenceOf(access.index, row);
  if (!row || !occurrence) throw new AppError('event_occurrence_not_found');
  return row;
}

function toSubscription(row: { occurrenceId: string; createdAt: Date }): EventSubscription {
  return { event_occurrence_id: row.occurrenceId, created_at: row.createdAt.toISOString() };
}

/** Occurrences as the asker may see them: events whose page is denied IS_PRIVATE are left out. */
export function visibleOccurrences(access: CatalogueAccess, rows: readonly OccurrenceRow[]): EventOccurrence[] {
  return rows.flatMap((row) => {
    const occurrence = eventOccurrenceOf(access.index, row);
    return occurrence && !isHidden(accessOf(access, row.pageId)) ? [occurrence] : [];
  });
}

/**
 * Spec §7 event occurrences: an event's page gates joining, its occurrences are its dates. Leaving
 * (DELETE …/subscribe) is not in the spec's list; members expect to undo a join, so it exists.
 */
/**
 * Plans (or cancels) the reminders of an event the member joined or left. The change has committed: a planner
 * failure is logged rather than answered as a failed join (the member would try again and be told it is done).
 */
async function planReminders(request: FastifyRequest, userId: string, occurrenceId: string): Promise<void> {
  try {
    await request.server.reminders.planEventOccurrences(userId, [occurrenceId]);
  } catch (error) {
    request.log.error({ err: error, occurrenceId }, 'events: could not plan reminders');
  }
}

export function eventRoutes(scope: ZodScope, db: AppDatabase): void {
  const { caches } = scope;
  /** GET /event_occurrences/per_period?start&end&event_id → {event_occurrences} overlapping [start, end), by start. */
  scope.get(
    '/event_occurrences/per_period',
    {
      config: { member: 'optional' },
      schema: {
        response: { 200: z.object({ event_occurrences: z.array(eventOccurrenceSchema) }) },
        querystring: perPeriodQuery,
      },
    },
    async (request): Promise<EventOccurrencesResponse> => {
      const { start, end, event_id: eventId } = request.query;
      const access = await readerAccess(db, request);
      const rows = await occurrencesOf(
        db,
        request.app.id,
        and(
          lt(eventOccurrences.startsAt, end),
          gt(eventOccurrences.endsAt, start),
          eventId === undefined ? undefined : eq(eventOccurrences.eventId, eventId.toLowerCase()),
        ),
      );
      return { event_occurrences: visibleOccurrences(access, rows) };
    },
  );

  /** GET /event_occurrences/subscriptions → {event_subscriptions} of the member, by occurrence start. */
  scope.get(
    '/event_occurrences/subscriptions',
    {
      config: { member: 'required' },
      schema: { response: { 200: z.object({ event_subscriptions: z.array(eventSubscriptionSchema) }) } },
    },
    async (request): Promise<EventSubscriptionsResponse> => {
      const access = await memberAccess(db, request);
      const rows = await db
        .select({ occurrenceId: eventSubscriptions.occurrenceId, createdAt: eventSubscriptions.createdAt })
        .from(eventSubscriptions)
        .innerJoin(eventOccurrences, eq(eventOccurrences.id, eventSubscriptions.occurrenceId))
        .where(and(eq(eventSubscriptions.appId, request.app.id), eq(eventSubscriptions.userId, access.member.user.id)))
        .orderBy(asc(eventOccurrences.startsAt));
      return { event_subscriptions: rows.map(toSubscription) };
    },
  );

  /** GET /event_occurrences/{id}/access → the engine's PageAccessResult for the event's page (guests too). */
  scope.get(
    '/event_occurrences/:id/access',
    { config: { member: 'optional' }, schema: { response: { 200: pageAccessResultSchema }, params: occurrenceParams } },
    async (request): Promise<AccessResponse> => {
      const access = await readerAccess(db, request);
      const occurrence = await occurrenceOr404(db, access, request.app.id, request.params.id);
      return accessOf(access, occurrence.pageId);
    },
  );

  /**
   * POST /event_occurrences/{id}/subscribe → {event_subscription}: needs access to the event's page; joining
   * twice answers the first join; an occurrence that has ended cannot be joined (409).
   */
  scope.post(
    '/event_occurrences/:id/subscribe',
    {
      config: { member: 'required' },
      schema: {
        response: { 200: z.object({ event_subscription: eventSubscriptionSchema }) },
        params: occurrenceParams,
      },
    },
    async (request): Promise<EventSubscribeResponse> => {
      const access = await memberAccess(db, request);
      const occurrence = await occurrenceOr404(db, access, request.app.id, request.params.id);
      requireGranted(joinAccessOf(access, occurrence.pageId));
      const key = and(
        eq(eventSubscriptions.appId, request.app.id),
        eq(eventSubscriptions.userId, access.member.user.id),
        eq(eventSubscriptions.occurrenceId, occurrence.id),
      );
      const [existing] = await db.select().from(eventSubscriptions).where(key).limit(1);
      if (existing) return { event_subscription: toSubscription(existing) };
      // A live class may still be joined while it runs; once it has ended there is nothing to join.
      if (occurrence.endsAt.getTime() <= Date.now())
        throw new AppError('conflict', 'This event has already taken place');
      // One statement that returns the row whether it inserts it or a join made meanwhile exists (its
      // created_at kept): no leave in between can make it come back empty.
      const [row] = await db
        .insert(eventSubscriptions)
        .values({ appId: request.app.id, userId: access.member.user.id, occurrenceId: occurrence.id })
        .onConflictDoUpdate({
          target: [eventSubscriptions.userId, eventSubscriptions.occurrenceId],
          set: { occurrenceId: occurrence.id },
        })
        .returning();
      forgetMemberData(caches, access.member.user.id);
      if (!row) throw new Error('INSERT … ON CONFLICT DO UPDATE … RETURNING returned no row');
      await planReminders(request, access.member.user.id, occurrence.id);
      return { event_subscription: toSubscription(row) };
    },
  );

  /** DELETE /event_occurrences/{id}/subscribe → 204: the member leaves the occurrence (also when not joined). */
  scope.delete(
    '/event_occurrences/:id/subscribe',
    { config: { member: 'required' }, schema: { response: { 204: noContentSchema }, params: occurrenceParams } },
    async (request, reply) => {
      const access = await memberAccess(db, request);
      const occurrence = await occurrenceOr404(db, access, request.app.id, request.params.id);
      await db
        .delete(eventSubscriptions)
        .where(
          and(
            eq(eventSubscriptions.appId, request.app.id),
            eq(eventSubscriptions.userId, access.member.user.id),
            eq(eventSubscriptions.occurrenceId, occurrence.id),
          ),
        );
      forgetMemberData(caches, access.member.user.id);
      await planReminders(request, access.member.user.id, occurrence.id);
      return reply.status(204).send();
    },
  );
}
