import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { RescheduleResponse, ScheduleCreatedResponse, ScheduledItem, ScheduleFilter } from '@stride/shared';
import {
  SCHEDULE_FILTER_GLOBAL,
  SCHEDULE_FILTER_MEMBER_SUFFIX,
  SCHEDULE_FILTER_SUBSCRIBER,
} from '@stride/shared/schedule';
import {
  scheduleCreateSchema,
  scheduleDuplicateSchema,
  scheduleMoveSchema,
  scheduleQuerySchema,
} from '@stride/shared/schemas';
import { accessOf, isHidden, memberAccess, readerAccess, type CatalogueAccess } from '../catalogue/catalogueAccess';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { scheduledItems } from '../db/schema';
import { forgetScheduleAnswers, keepScheduleAnswer, scheduleAnswerKey } from './scheduleAnswers';
import { noContentSchema } from '../http/responseSchemas';
import { loadSchedule } from './loadSchedule';
import { memberTimeZone } from './memberTimeZone';
import { compareItems, itemViewOf, memberItemOf, selectStoredItems, type ItemView } from './scheduledItemOf';
import {
  rescheduleResponseSchema,
  scheduleCreatedResponseSchema,
  scheduleFiltersResponseSchema,
  scheduleResponseSchema,
} from './scheduleResponseSchemas';
import {
  applyCreate,
  deleteItem,
  duplicateItem,
  moveItem,
  ownItem,
  planCreate,
  type ScheduleWriter,
} from './scheduleWrites';

const itemParams = z.object({ id: z.string() });

/** The member's label of their own items; the calendar shows its own translation of this filter id. */
const MY_ITEMS_TITLE = 'My items';

/**
 * Spec §7 Schedule: the member's calendar (their items and the app's events, in their time zone), a page's
 * calendar block, and adding, moving, copying and removing items. Reminders follow every change: planned after
 * a write has committed, cancelled before an item is deleted (app.reminders).
 */
export async function scheduleRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = instance;
  const routes = instance.withTypeProvider<ZodTypeProvider>();

  /**
   * Plans or cancels reminders after a write. The write has committed by then: a planner failure is logged, not
   * answered as a failed write (a retried POST would add the item twice); the reminder jobs re-read the item
   * when they run, so one left planned for a moved or removed item does nothing.
   */
  async function reminders(request: FastifyRequest, change: 'plan' | 'cancel', ids: readonly string[]) {
    if (ids.length === 0) return;
    try {
      if (change === 'plan') await request.server.reminders.planItems(ids);
      else await request.server.reminders.cancelItems(ids);
    } catch (error) {
      request.log.error({ err: error, ids }, `schedule: could not ${change} reminders`);
    }
  }

  /** After a change of the member's items, written: their calendar answers are stale from now. */
  function changed(userId: string): void {
    forgetScheduleAnswers(caches, userId);
  }

  /** The zone of the call (storing a new one the device reports) and the view of items in it. */
  async function viewFor(request: FastifyRequest, access: CatalogueAccess, timezone: string | undefined) {
    const { zone, replanned } = await memberTimeZone(db, caches, access.who.member, timezone);
    if (replanned.length > 0 && access.who.member) changed(access.who.member.user.id);
    await reminders(request, 'plan', replanned);
    return itemViewOf(db, caches, access, zone);
  }

  async function writerFor(request: FastifyRequest, timezone: string | undefined) {
    const access = await memberAccess(db, request);
    const view = await viewFor(request, access, timezone);
    const writer: ScheduleWriter = { db, access, zone: view.zone, now: new Date() };
    return { writer, view };
  }

  /** The member's items by id, as the calendar shows them, in calendar order. */
  async function itemsOf(writer: ScheduleWriter, view: ItemView, ids: readonly string[]): Promise<ScheduledItem[]> {
    if (ids.length === 0) return [];
    const rows = await selectStoredItems(db, writer.access.member.user.id, inArray(scheduledItems.id, [...ids]));
    return rows.flatMap((row) => memberItemOf(row, view) ?? []).sort(compareItems);
  }

  routes.get(
    '',
    {
      config: { member: 'optional' },
      schema: { querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema } },
    },
    async (request, reply) => {
      const access = await readerAccess(db, request);
      const view = await viewFor(request, access, request.query.timezone);
      const userId = access.who.member?.user.id ?? null;
      const key = scheduleAnswerKey(request.app.id, userId, request.query, view.zone);
      const readAt = caches.scheduleAnswers.turn;
      const kept = caches.scheduleAnswers.answers.get(key);
      const answer =
        kept && kept.index === view.index && kept.facts === view.facts
          ? kept
          : {
              userId,
              index: view.index,
              facts: view.facts,
              body: JSON.stringify(await loadSchedule(db, request.app.id, access, view, request.query)),
            };
      if (answer !== kept) keepScheduleAnswer(caches.scheduleAnswers, key, answer, readAt);
      // Written already, with exactly the keys of ScheduleResponse (a test checks it against the schema, which
      // still documents it at /api/docs): a string with a JSON type is sent as it is, not serialised again.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer.body);
    },
  );

  /** GET /schedule/filters: the app's calendar, the member's own items and each program they scheduled. */
  routes.get(
    '/filters',
    { config: { member: 'optional' }, schema: { response: { 200: scheduleFiltersResponseSchema } } },
    async (request): Promise<ScheduleFilter[]> => {
      const access = await readerAccess(db, request);
      const filters: ScheduleFilter[] = [{ id: SCHEDULE_FILTER_GLOBAL, title: request.app.name }];
      const member = access.who.member;
      if (member === null) return filters;
      filters.push({ id: SCHEDULE_FILTER_SUBSCRIBER, title: MY_ITEMS_TITLE });
      const programs = await db
        .selectDistinct({ id: scheduledItems.contextId })
        .from(scheduledItems)
        .where(
          and(
            eq(scheduledItems.userId, member.user.id),
            eq(scheduledItems.contextType, 'Program'),
            isNotNull(scheduledItems.contextId),
          ),
        );
      const scheduled = programs.flatMap(({ id }) => {
        const page = id === null ? undefined : access.index.byId.get(id);
        if (!page || isHidden(accessOf(access, page.id))) return [];
        return [{ id: `${page.id}${SCHEDULE_FILTER_MEMBER_SUFFIX}`, title: page.title }];
      });
      return [...filters, ...scheduled.sort((a, b) => a.title.localeCompare(b.title))];
    },
  );

  routes.post(
    '',
    {
      config: { member: 'required' },
      schema: { body: scheduleCreateSchema, response: { 200: scheduleCreatedResponseSchema } },
    },
    async (request): Promise<ScheduleCreatedResponse> => {
      const { writer, view } = await writerFor(request, request.body.timezone);
      const plan = await planCreate(writer, request.body);
      await reminders(request, 'cancel', plan.replace);
      const ids = await applyCreate(writer, plan);
      changed(writer.access.member.user.id);
      if (plan.insert.length > 0) await reminders(request, 'plan', ids);
      return { items: await itemsOf(writer, view, ids) };
    },
  );

  routes.put(
    '/:id',
    {
      config: { member: 'required' },
      schema: { params: itemParams, body: scheduleMoveSchema, response: { 200: rescheduleResponseSchema } },
    },
    async (request): Promise<RescheduleResponse> => {
      const { writer, view } = await writerFor(request, request.body.timezone);
      const { moved, siblings } = await moveItem(writer, request.params.id, request.body);
      changed(writer.access.member.user.id);
      await reminders(request, 'plan', [moved, ...siblings]);
      const [item, ...rest] = await itemsOf(writer, view, [moved]);
      if (!item || rest.length > 0) throw new Error(`Scheduled item ${moved} did not read back once`);
      return { rescheduled_item: item, rescheduled_siblings: await itemsOf(writer, view, siblings) };
    },
  );

  routes.post(
    '/:id/duplicate',
    {
      config: { member: 'required' },
      schema: { params: itemParams, body: scheduleDuplicateSchema, response: { 200: scheduleCreatedResponseSchema } },
    },
    async (request): Promise<ScheduleCreatedResponse> => {
      const { writer, view } = await writerFor(request, request.body.timezone);
      const id = await duplicateItem(writer, request.params.id, request.body);
      changed(writer.access.member.user.id);
      await reminders(request, 'plan', [id]);
      return { items: await itemsOf(writer, view, [id]) };
    },
  );

  routes.delete(
    '/:id',
    { config: { member: 'required' }, schema: { params: itemParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const row = await ownItem(db, signedInMember(request).user, request.params.id);
      await reminders(request, 'cancel', [row.id]);
      await deleteItem(db, row);
      changed(row.userId);
      return reply.status(204).send();
    },
  );
}
