import { and, eq, inArray, ne } from 'drizzle-orm';
import { dripUnlockTime } from '@stride/shared';
import {
  instantAt,
  isInPast,
  localDateOf,
  localTimeOf,
  parseWhen,
  programDayDates,
  shiftSubsequent,
  startOfDayIn,
  type LocalTime,
  type ScheduleWhen,
} from '@stride/shared/schedule';
import type { z } from 'zod';
import type { scheduleCreateSchema, scheduleDuplicateSchema, scheduleMoveSchema } from '@stride/shared/schemas';
import { ancestorsOf, descendantsOf, type IndexedPage } from '../access/appPageIndex';
import {
  accessOf,
  isHidden,
  isUuid,
  joinAccessOf,
  requireGranted,
  type MemberAccess,
} from '../catalogue/catalogueAccess';
import { findOccurrence } from '../catalogue/eventOccurrences';
import type { AppDatabase } from '../db/AppDatabase';
import { scheduledItems } from '../db/schema';
import { AppError } from '../errors/AppError';

/** Who writes, in which zone, at which moment: "the past" is the member's, in their zone. */
export interface ScheduleWriter {
  db: AppDatabase;
  access: MemberAccess;
  zone: string;
  now: Date;
}

type CreateBody = z.output<typeof scheduleCreateSchema>;
type MoveBody = z.output<typeof scheduleMoveSchema>;
type DuplicateBody = z.output<typeof scheduleDuplicateSchema>;
type NewItem = Omit<typeof scheduledItems.$inferInsert, 'appId' | 'userId'>;
type StoredRow = typeof scheduledItems.$inferSelect;

/** A timed item of a page without a duration lasts an hour on the calendar. */
const DEFAULT_TIMED_MINUTES = 60;
const MINUTE_MS = 60_000;

function dateError(message: string): AppError {
  return new AppError('invalid_input', `date: ${message}`, { field: 'date' });
}

/**
 * The day (and time) a write asks for: an all-day item drops any time; a timed one needs a time (or keeps
 * `keepTime`, the one it had); either is refused in the past (spec §5).
 */
function whenOf(writer: ScheduleWriter, value: string, isAllDay: boolean, keepTime: LocalTime | null): ScheduleWhen {
  const asked = parseWhen(value);
  const when = { date: asked.date, time: isAllDay ? null : (asked.time ?? keepTime) };
  if (!isAllDay && when.time === null)
    throw dateError('Give a time as YYYY-MM-DDTHH:mm for an item that is not all day');
  if (isInPast(when, isAllDay, writer.zone, writer.now))
    throw new AppError('schedule_in_past', undefined, { field: 'date' });
  return when;
}

/** The stored day and instants of `when` in the member's zone, lasting `minutes` when timed. */
function placed(writer: ScheduleWriter, when: ScheduleWhen, minutes: number) {
  if (when.time === null) return { date: when.date, isAllDay: true, startsAt: null, endsAt: null };
  const startsAt = instantAt(when.date, when.time, writer.zone);
  return {
    date: localDateOf(startsAt, writer.zone),
    isAllDay: false,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS),
  };
}

function minutesOf(page: IndexedPage): number {
  return page.durationMinutes ?? DEFAULT_TIMED_MINUTES;
}

/**
 * A page the member may put on their schedule: published in this app and known to them (404 otherwise), and
 * open to them to take part in, or locked only until its drip date (putting drip days on a calendar is the point).
 */
function schedulablePage({ access }: ScheduleWriter, id: string): IndexedPage {
  const page = isUuid(id) ? access.index.byId.get(id.toLowerCase()) : undefined;
  if (!page) throw new AppError('page_not_found');
  const result = joinAccessOf(access, page.id);
  if (isHidden(result)) throw new AppError('page_not_found');
  if (!result.granted && result.reason !== 'IS_SCHEDULED') requireGranted(result);
  return page;
}

/**
 * A program's days from `when`: its leaf pages in order, one a day, none before its drip rule would open it
 * for someone who started that day (the gap before a week 2 that opens after 7 days is kept). Pages whose
 * drip counts from a fixed date are not spaced by it.
 */
function programDays(writer: ScheduleWriter, program: IndexedPage, when: ScheduleWhen): NewItem[] | null {
  const { index } = writer.access;
  const leaves = descendantsOf(index, program.id).filter(
    (page) => !index.children.has(page.id) && !isHidden(accessOf(writer.access, page.id)),
  );
  if (leaves.length === 0) return null;
  const start = startOfDayIn(when.date, writer.zone);
  const earliest = leaves.map((leaf) => {
    const chain = ancestorsOf(index, leaf.id);
    const below = chain.slice(
      0,
      chain.findIndex((page) => page.id === program.id),
    );
    const opens = below
      .filter((page) => page.access.is_scheduled && page.access.unlocks_at === null)
      .map((page) => dripUnlockTime(page.access, start).getTime());
    return opens.length === 0 ? null : localDateOf(new Date(Math.max(...opens)), writer.zone);
  });
  const dates = programDayDates(when.date, earliest);
  return leaves.map((leaf, position) => ({
    itemId: leaf.id,
    itemType: 'Page',
    scopeType: 'subscriber',
    contextId: program.id,
    contextType: 'Program',
    ...placed(writer, { date: dates[position] ?? when.date, time: when.time }, minutesOf(leaf)),
  }));
}

/** What a create does: items to insert, and the member's items they replace (a program scheduled again). */
export interface CreatePlan {
  insert: NewItem[];
  replace: string[];
  /** An event occurrence already on the member's schedule: answered as it is. */
  existing: string[];
}

/**
 * POST /schedule: a page (one item), a program (its days; scheduling it again replaces the days it had) or an
 * event occurrence (one item at the occurrence's own times, once; the date asked is not used).
 */
export async function planCreate(writer: ScheduleWriter, body: CreateBody): Promise<CreatePlan> {
  const { db, access } = writer;
  const userId = access.member.user.id;
  if (body.item_type === 'EventOccurrence') {
    const row = isUuid(body.item_id)
      ? await findOccurrence(db, access.member.user.appId, body.item_id.toLowerCase())
      : null;
    const visible = row !== null && access.index.byId.has(row.pageId) && !isHidden(accessOf(access, row.pageId));
    if (!row || !visible) throw new AppError('event_occurrence_not_found');
    requireGranted(joinAccessOf(access, row.pageId));
    if (row.endsAt <= writer.now) throw new AppError('schedule_in_past', undefined, { field: 'item_id' });
    const existing = await db
      .select({ id: scheduledItems.id })
      .from(scheduledItems)
      .where(
        and(
          eq(scheduledItems.userId, userId),
          eq(scheduledItems.itemType, 'EventOccurrence'),
          eq(scheduledItems.itemId, row.id),
        ),
      );
    if (existing.length > 0) return { insert: [], replace: [], existing: existing.map((item) => item.id) };
    const insert: NewItem = {
      itemId: row.id,
      itemType: 'EventOccurrence',
      scopeType: 'subscriber',
      contextId: row.eventId,
      contextType: 'Event',
      date: localDateOf(row.startsAt, writer.zone),
      isAllDay: false,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    };
    return { insert: [insert], replace: [], existing: [] };
  }
  const page = schedulablePage(writer, body.item_id);
  const when = whenOf(writer, body.date, body.is_all_day, null);
  const days = page.type === 'program' ? programDays(writer, page, when) : null;
  if (days === null) {
    const single: NewItem = {
      itemId: page.id,
      itemType: 'Page',
      scopeType: 'subscriber',
      ...placed(writer, when, minutesOf(page)),
    };
    return { insert: [single], replace: [], existing: [] };
  }
  const previous = await db
    .select({ id: scheduledItems.id })
    .from(scheduledItems)
    .where(
      and(
        eq(scheduledItems.userId, userId),
        eq(scheduledItems.contextType, 'Program'),
        eq(scheduledItems.contextId, page.id),
      ),
    );
  return { insert: days, replace: previous.map((row) => row.id), existing: [] };
}

/** Inserts a create's items (removing those it replaces) in one transaction; their ids, in order. */
export async function applyCreate(writer: ScheduleWriter, plan: CreatePlan): Promise<string[]> {
  if (plan.insert.length === 0) return plan.existing;
  const { appId, id: userId } = writer.access.member.user;
  return writer.db.transaction(async (tx) => {
    if (plan.replace.length > 0)
      await tx
        .delete(scheduledItems)
        .where(and(eq(scheduledItems.userId, userId), inArray(scheduledItems.id, plan.replace)));
    const rows = await tx
      .insert(scheduledItems)
      .values(plan.insert.map((item) => ({ ...item, appId, userId })))
      .returning({ id: scheduledItems.id });
    return rows.map((row) => row.id);
  });
}

/** The member's own stored item; 404 scheduled_item_not_found for another member's, another app's or none. */
export async function ownItem(
  db: AppDatabase,
  { id: userId, appId }: { id: string; appId: string },
  id: string,
): Promise<StoredRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(scheduledItems)
        .where(
          and(
            eq(scheduledItems.id, id.toLowerCase()),
            eq(scheduledItems.userId, userId),
            eq(scheduledItems.appId, appId),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('scheduled_item_not_found');
  return row;
}

/** A page item the member may move or copy: an event occurrence keeps its event's times (409). */
function movablePage(writer: ScheduleWriter, row: StoredRow): IndexedPage {
  if (row.itemType !== 'Page') throw new AppError('conflict', 'An event keeps the times the app gave it');
  const page = writer.access.index.byId.get(row.itemId);
  if (!page || isHidden(accessOf(writer.access, page.id))) throw new AppError('page_not_found');
  return page;
}

/** How long a stored timed item lasts, in minutes (its page's length when it was all day). */
function durationOf(row: StoredRow, page: IndexedPage): number {
  if (row.startsAt === null || row.endsAt === null) return minutesOf(page);
  return Math.max(0, Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS));
}

function keptTime(writer: ScheduleWriter, row: StoredRow): LocalTime | null {
  return row.isAllDay || row.startsAt === null ? null : localTimeOf(row.startsAt, writer.zone);
}

/**
 * PUT /schedule/{id}: the item to its new day (and time; a timed item given only a day keeps its time). With
 * shift_subsequent, the later days of the same program move by as many days, each keeping its own time of day
 * in the member's zone and the gaps between them. Returns the moved item's id and the siblings' ids.
 */
export async function moveItem(
  writer: ScheduleWriter,
  id: string,
  body: MoveBody,
): Promise<{ moved: string; siblings: string[] }> {
  const row = await ownItem(writer.db, writer.access.member.user, id);
  const page = movablePage(writer, row);
  const when = whenOf(writer, body.date, body.is_all_day, keptTime(writer, row));
  const target = placed(writer, when, durationOf(row, page));
  const siblings =
    body.shift_subsequent && row.contextType === 'Program' && row.contextId !== null
      ? await writer.db
          .select()
          .from(scheduledItems)
          .where(
            and(
              eq(scheduledItems.userId, row.userId),
              eq(scheduledItems.contextType, 'Program'),
              eq(scheduledItems.contextId, row.contextId),
              ne(scheduledItems.id, row.id),
            ),
          )
      : [];
  const shifted = shiftSubsequent(row.date, when.date, siblings).map((sibling) => {
    const time = keptTime(writer, sibling);
    const minutes =
      sibling.startsAt && sibling.endsAt ? (sibling.endsAt.getTime() - sibling.startsAt.getTime()) / MINUTE_MS : 0;
    return { id: sibling.id, ...placed(writer, { date: sibling.newDate, time }, minutes) };
  });
  await writer.db.transaction(async (tx) => {
    await tx.update(scheduledItems).set(target).where(eq(scheduledItems.id, row.id));
    for (const { id: siblingId, ...fields } of shifted)
      await tx.update(scheduledItems).set(fields).where(eq(scheduledItems.id, siblingId));
  });
  return { moved: row.id, siblings: shifted.map((sibling) => sibling.id) };
}

/** POST /schedule/{id}/duplicate: a copy of the member's item on another day (of the same program, if it is a day of one). */
export async function duplicateItem(writer: ScheduleWriter, id: string, body: DuplicateBody): Promise<string> {
  const row = await ownItem(writer.db, writer.access.member.user, id);
  const page = movablePage(writer, row);
  const when = whenOf(writer, body.date, body.is_all_day, keptTime(writer, row));
  const [copy] = await writer.db
    .insert(scheduledItems)
    .values({
      appId: row.appId,
      userId: row.userId,
      itemId: row.itemId,
      itemType: row.itemType,
      scopeType: 'subscriber',
      contextId: row.contextId,
      contextType: row.contextType,
      ...placed(writer, when, durationOf(row, page)),
    })
    .returning({ id: scheduledItems.id });
  if (!copy) throw new Error('INSERT … RETURNING returned no row');
  return copy.id;
}

/** DELETE /schedule/{id}: removes the member's item (the caller cancels its reminders first). */
export async function deleteItem(db: AppDatabase, row: StoredRow): Promise<void> {
  await db.delete(scheduledItems).where(eq(scheduledItems.id, row.id));
}
