import { and, asc, desc, eq, gt, gte, inArray, lt, lte, not, or, type SQL } from 'drizzle-orm';
import type { ScheduledItem, ScheduleResponse } from '@stride/shared';
import {
  MAX_SCHEDULE_RANGE_DAYS,
  SCHEDULE_FILTER_GLOBAL,
  SCHEDULE_FILTER_MEMBER_SUFFIX,
  SCHEDULE_FILTER_SUBSCRIBER,
  SCHEDULE_LIST_PAGE_SIZE,
  calendarRange,
  dayRangeInstants,
  daysBetween,
  startOfDayIn,
  todayIn,
} from '@stride/shared/schedule';
import type { ScheduleQuery } from '@stride/shared/schemas';
import { descendantsOf } from '../access/appPageIndex';
import { isUuid, type CatalogueAccess } from '../catalogue/catalogueAccess';
import type { OccurrenceRow } from '../catalogue/eventOccurrences';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, events, scheduledItems } from '../db/schema';
import { AppError } from '../errors/AppError';
import {
  appEventItemOf,
  compareItems,
  memberItemOf,
  selectStoredItems,
  withDays,
  type ItemView,
} from './scheduledItemOf';

/** Which of the two sources a call reads, and how each is narrowed. */
interface Sources {
  /** The app's event occurrences, narrowed (null: not read). */
  events: SQL | undefined | null;
  /** The member's own items, narrowed (null: not read, as for a guest). */
  mine: SQL | undefined | null;
}

function invalid(field: string, message: string): AppError {
  return new AppError('invalid_input', `${field}: ${message}`, { field });
}

/**
 * What `filter`, `context=page` and `item_id` keep: the app's calendar, the member's items, one program's days,
 * a page's calendar block (its events and the member's items of the page and the pages under it), one thing.
 */
function sourcesOf(query: ScheduleQuery, access: CatalogueAccess, view: ItemView): Sources {
  const signedIn = access.who.member !== null;
  let appEvents: SQL | undefined | null = undefined;
  let mine: SQL | undefined | null = signedIn ? undefined : null;
  const { filter } = query;
  if (filter === SCHEDULE_FILTER_GLOBAL) mine = null;
  else if (filter === SCHEDULE_FILTER_SUBSCRIBER) appEvents = null;
  else if (filter !== undefined) {
    const programId = filter.endsWith(SCHEDULE_FILTER_MEMBER_SUFFIX)
      ? filter.slice(0, -SCHEDULE_FILTER_MEMBER_SUFFIX.length).toLowerCase()
      : '';
    if (!isUuid(programId))
      throw invalid(
        'filter',
        `Use ${SCHEDULE_FILTER_GLOBAL}, ${SCHEDULE_FILTER_SUBSCRIBER} or {programId}${SCHEDULE_FILTER_MEMBER_SUFFIX}`,
      );
    appEvents = null;
    mine =
      mine === null ? null : and(eq(scheduledItems.contextType, 'Program'), eq(scheduledItems.contextId, programId));
  }
  if (query.context === 'page') {
    if (query.page_id === undefined) throw invalid('page_id', 'A page calendar needs the page_id');
    const pageId = query.page_id.toLowerCase();
    if (!view.isVisible(pageId)) throw new AppError('page_not_found');
    const pageIds = [pageId, ...descendantsOf(view.index, pageId).map((page) => page.id)];
    if (mine !== null)
      mine = and(
        mine,
        or(
          and(eq(scheduledItems.itemType, 'Page'), inArray(scheduledItems.itemId, pageIds)),
          eq(scheduledItems.contextId, pageId),
        ),
      );
  }
  if (query.item_id !== undefined) {
    const itemId = query.item_id.toLowerCase();
    const itemType = query.item_type ?? 'Page';
    if (mine !== null) mine = and(mine, eq(scheduledItems.itemType, itemType), eq(scheduledItems.itemId, itemId));
    if (appEvents !== null)
      appEvents = itemType === 'Page' ? eq(events.pageId, itemId) : eq(eventOccurrences.id, itemId);
  }
  return { events: appEvents, mine };
}

const occurrenceColumns = {
  id: eventOccurrences.id,
  eventId: eventOccurrences.eventId,
  title: events.title,
  pageId: events.pageId,
  startsAt: eventOccurrences.startsAt,
  endsAt: eventOccurrences.endsAt,
};

/** The app's occurrences (narrowed by `where`) in calendar order (`desc`: latest first), at most `limit`. */
async function selectOccurrences(
  db: AppDatabase,
  appId: string,
  where: SQL | undefined,
  { direction = 'asc', limit }: { direction?: 'asc' | 'desc'; limit?: number } = {},
): Promise<OccurrenceRow[]> {
  const order = direction === 'asc' ? asc : desc;
  const query = db
    .select(occurrenceColumns)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(and(eq(eventOccurrences.appId, appId), eq(events.appId, appId), where))
    .orderBy(order(eventOccurrences.startsAt), order(eventOccurrences.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The member's items and the app's events, the member's own copy of an occurrence standing for the app's
 * entry of it (one class, shown once).
 */
function merged(mine: readonly ScheduledItem[], appEvents: readonly ScheduledItem[]): ScheduledItem[] {
  const own = new Set(mine.filter((item) => item.item_type === 'EventOccurrence').map((item) => item.item_id));
  return [...mine, ...appEvents.filter((item) => !own.has(item.item_id))].sort(compareItems);
}

/** The days asked for: from/to, or the view's days around `from`, `to` or today. */
function rangeOf(query: ScheduleQuery, today: string): { from: string; to: string } {
  const { from, to } = query;
  const range =
    from !== undefined && to !== undefined ? { from, to } : calendarRange(query.calendar_type, from ?? to ?? today);
  if (range.to < range.from) throw invalid('to', 'must not be before from');
  if (daysBetween(range.from, range.to) >= MAX_SCHEDULE_RANGE_DAYS)
    throw invalid('to', `The range can be at most ${MAX_SCHEDULE_RANGE_DAYS} days`);
  return range;
}

/** GET /schedule over a range of days: every item that touches one of them. */
async function rangeSchedule(
  db: AppDatabase,
  appId: string,
  access: CatalogueAccess,
  view: ItemView,
  query: ScheduleQuery,
  sources: Sources,
  now: Date,
): Promise<ScheduleResponse> {
  const { from, to } = rangeOf(query, todayIn(view.zone, now));
  const { startsAt, endsAt } = dayRangeInstants(from, to, view.zone);
  const days = withDays(view, from, to);
  const member = access.who.member;
  const [storedRows, occurrenceRows] = await Promise.all([
    sources.mine === null || member === null
      ? []
      : selectStoredItems(
          db,
          member.user.id,
          and(
            sources.mine,
            or(
              and(eq(scheduledItems.isAllDay, true), gte(scheduledItems.date, from), lte(scheduledItems.date, to)),
              and(
                eq(scheduledItems.isAllDay, false),
                lt(scheduledItems.startsAt, endsAt),
                gt(scheduledItems.endsAt, startsAt),
              ),
            ),
          ),
        ),
    sources.events === null
      ? []
      : selectOccurrences(
          db,
          appId,
          and(sources.events, lt(eventOccurrences.startsAt, endsAt), gt(eventOccurrences.endsAt, startsAt)),
        ),
  ]);
  return {
    schedule: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
    items: merged(
      storedRows.flatMap((row) => memberItemOf(row, days) ?? []),
      occurrenceRows.flatMap((row) => appEventItemOf(row, days) ?? []),
    ),
    has_more: false,
  };
}

/**
 * GET /schedule?calendar_type=list: what is still to come from today (`upcoming`, soonest first) or what ended
 * before today (`past`, latest first), a page at a time. Each source reads as far as this page reaches, plus
 * one to tell whether more follow.
 */
async function listSchedule(
  db: AppDatabase,
  appId: string,
  access: CatalogueAccess,
  view: ItemView,
  query: ScheduleQuery,
  sources: Sources,
  now: Date,
): Promise<ScheduleResponse> {
  const today = todayIn(view.zone, now);
  const dayStart = startOfDayIn(today, view.zone);
  const upcoming = query.period === 'upcoming';
  const direction = upcoming ? 'asc' : 'desc';
  const reach = query.page * SCHEDULE_LIST_PAGE_SIZE;
  const member = access.who.member;
  const mineWhen = upcoming
    ? or(
        and(eq(scheduledItems.isAllDay, true), gte(scheduledItems.date, today)),
        and(eq(scheduledItems.isAllDay, false), gt(scheduledItems.endsAt, dayStart)),
      )
    : or(
        and(eq(scheduledItems.isAllDay, true), lt(scheduledItems.date, today)),
        and(eq(scheduledItems.isAllDay, false), not(gt(scheduledItems.endsAt, dayStart))),
      );
  const eventsWhen = upcoming ? gt(eventOccurrences.endsAt, dayStart) : lte(eventOccurrences.endsAt, dayStart);
  const [storedRows, occurrenceRows] = await Promise.all([
    sources.mine === null || member === null
      ? []
      : selectStoredItems(db, member.user.id, and(sources.mine, mineWhen), { direction, limit: reach + 1 }),
    sources.events === null
      ? []
      : selectOccurrences(db, appId, and(sources.events, eventsWhen), { direction, limit: reach + 1 }),
  ]);
  const items = merged(
    storedRows.flatMap((row) => memberItemOf(row, view) ?? []),
    occurrenceRows.flatMap((row) => appEventItemOf(row, view) ?? []),
  );
  if (!upcoming) items.reverse();
  const pageItems = items.slice(reach - SCHEDULE_LIST_PAGE_SIZE, reach);
  const last = pageItems.at(-1);
  const bounds = upcoming
    ? {
        starts_at: dayStart,
        ends_at: last ? dayRangeInstants(last.end_date, last.end_date, view.zone).endsAt : dayStart,
      }
    : { starts_at: last ? startOfDayIn(last.date, view.zone) : dayStart, ends_at: dayStart };
  return {
    schedule: { starts_at: bounds.starts_at.toISOString(), ends_at: bounds.ends_at.toISOString() },
    items: pageItems,
    has_more: items.length > reach,
  };
}

/** GET /schedule (spec §7) for whoever asks: the range or list page the query names, in `view.zone`. */
export async function loadSchedule(
  db: AppDatabase,
  appId: string,
  access: CatalogueAccess,
  view: ItemView,
  query: ScheduleQuery,
  now: Date = new Date(),
): Promise<ScheduleResponse> {
  if (query.context === 'member' && access.who.member === null) throw new AppError('not_signed_in');
  const sources = sourcesOf(query, access, view);
  return query.calendar_type === 'list'
    ? listSchedule(db, appId, access, view, query, sources, now)
    : rangeSchedule(db, appId, access, view, query, sources, now);
}
