import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ScheduledItem, ScheduledItemSummary } from '@stride/shared';
import { SCHEDULE_FILTER_GLOBAL, lastDateOf, localDateIn, localDays, type LocalDateOf } from '@stride/shared/schedule';
import type { AppPageIndex, IndexedPage } from '../access/appPageIndex';
import type { AppCaches } from '../cache/AppCaches';
import { accessOf, isHidden, type CatalogueAccess } from '../catalogue/catalogueAccess';
import type { OccurrenceRow } from '../catalogue/eventOccurrences';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, events, scheduledItems } from '../db/schema';
import { loadMemberFacts } from '../members/memberData';
import type { MemberFacts } from '../members/memberFacts';

/** A stored item with, for an event occurrence, its event's page, title and current times. */
export interface StoredItem {
  id: string;
  itemId: string;
  itemType: string;
  contextId: string | null;
  contextType: string | null;
  date: string;
  isAllDay: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  eventPageId: string | null;
  eventTitle: string | null;
  occurrenceStartsAt: Date | null;
  occurrenceEndsAt: Date | null;
}

const storedColumns = {
  id: scheduledItems.id,
  itemId: scheduledItems.itemId,
  itemType: scheduledItems.itemType,
  contextId: scheduledItems.contextId,
  contextType: scheduledItems.contextType,
  date: scheduledItems.date,
  isAllDay: scheduledItems.isAllDay,
  startsAt: scheduledItems.startsAt,
  endsAt: scheduledItems.endsAt,
  eventPageId: events.pageId,
  eventTitle: events.title,
  occurrenceStartsAt: eventOccurrences.startsAt,
  occurrenceEndsAt: eventOccurrences.endsAt,
};

/**
 * The member's stored items (narrowed by `where`) in one query, in calendar order (`desc`: latest first), at most
 * `limit`. An event occurrence the member put on their schedule takes its event's current times, so a moved
 * class moves on their calendar too.
 */
export async function selectStoredItems(
  db: AppDatabase,
  userId: string,
  where: SQL | undefined,
  { direction = 'asc', limit }: { direction?: 'asc' | 'desc'; limit?: number } = {},
): Promise<StoredItem[]> {
  const order = direction === 'asc' ? asc : desc;
  const query = db
    .select(storedColumns)
    .from(scheduledItems)
    .leftJoin(
      eventOccurrences,
      and(eq(scheduledItems.itemType, 'EventOccurrence'), eq(eventOccurrences.id, scheduledItems.itemId)),
    )
    .leftJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(and(eq(scheduledItems.userId, userId), where))
    // compareItems' order (all-day first on a day), so a page cut here is the page the merge shows.
    .orderBy(
      order(scheduledItems.date),
      direction === 'asc'
        ? sql`${scheduledItems.startsAt} asc nulls first`
        : sql`${scheduledItems.startsAt} desc nulls last`,
      order(scheduledItems.id),
    )
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** What turning rows into ScheduledItems needs: the pages, who may see them, the zone and the member's ticks. */
export interface ItemView {
  index: AppPageIndex;
  /** The member's facts the ticks come from (null for a guest): a calendar answer is reused only with the same. */
  facts: MemberFacts | null;
  zone: string;
  /** The local day of an instant in `zone` (see withDays). */
  dateOf: LocalDateOf;
  /** Whether the asker may know of the page (a page denied IS_PRIVATE is left out of every list). */
  isVisible(pageId: string): boolean;
  isCompleted(pageId: string): boolean;
}

/**
 * The view for whoever asks: a member's completions (marked pages, and pages inside a completed program
 * stage) come from their member facts, usually remembered, so a calendar costs no query for them.
 */
export async function itemViewOf(
  db: AppDatabase,
  caches: AppCaches,
  access: CatalogueAccess,
  zone: string,
): Promise<ItemView> {
  const member = access.who.member;
  const facts = member === null ? null : await loadMemberFacts(db, caches, member.user.id);
  const completed = new Set(facts?.completions.map((row) => row.pageId) ?? []);
  const stages = new Set(
    facts?.programs.flatMap((row) =>
      Object.entries(row.completedStageIds).flatMap(([id, done]) => (done ? [id] : [])),
    ) ?? [],
  );
  const isCompleted = (pageId: string): boolean => {
    if (completed.has(pageId)) return true;
    for (let page = access.index.byId.get(pageId), depth = 0; page && depth < 64; depth += 1) {
      if (stages.has(page.id)) return true;
      page = page.parentId === null ? undefined : access.index.byId.get(page.parentId);
    }
    return false;
  };
  return {
    index: access.index,
    facts,
    zone,
    dateOf: localDateIn(zone),
    // A month's items are mostly the same few pages: each is judged once per call.
    isVisible: remembered((pageId) => access.index.byId.has(pageId) && !isHidden(accessOf(access, pageId))),
    isCompleted: remembered(isCompleted),
  };
}

/** The view over the days `from`–`to`: their instants' days found without asking luxon each time. */
export function withDays(view: ItemView, from: string, to: string): ItemView {
  return { ...view, dateOf: localDays(view.zone, from, to) };
}

function remembered(judge: (pageId: string) => boolean): (pageId: string) => boolean {
  const answers = new Map<string, boolean>();
  return (pageId) => {
    let answer = answers.get(pageId);
    if (answer === undefined) {
      answer = judge(pageId);
      answers.set(pageId, answer);
    }
    return answer;
  };
}

function summaryOf(page: IndexedPage, title: string, isCompleted: boolean): ScheduledItemSummary {
  return {
    id: page.id,
    title,
    path: page.path,
    type: page.type,
    image_url: page.imageUrl,
    is_completed: isCompleted,
  };
}

/** Dates and times of a timed item in the member's zone: it may run past midnight (multi-day). */
function timedFields(startsAt: Date, endsAt: Date, dateOf: LocalDateOf) {
  const date = dateOf(startsAt);
  const endDate = lastDateOf(startsAt, endsAt, dateOf);
  return {
    date,
    end_date: endDate,
    is_all_day: false,
    is_multiday: endDate !== date,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
  };
}

/** A member's stored item as the calendar shows it; null when its page is gone or hidden from them. */
export function memberItemOf(row: StoredItem, view: ItemView): ScheduledItem | null {
  const isEvent = row.itemType === 'EventOccurrence';
  const pageId = isEvent ? row.eventPageId : row.itemId;
  const page = pageId === null ? undefined : view.index.byId.get(pageId);
  if (!page || !view.isVisible(page.id)) return null;
  const startsAt = (isEvent ? row.occurrenceStartsAt : null) ?? row.startsAt;
  const endsAt = (isEvent ? row.occurrenceEndsAt : null) ?? row.endsAt ?? startsAt;
  const when =
    row.isAllDay || startsAt === null || endsAt === null
      ? {
          date: row.date,
          end_date: row.date,
          is_all_day: true,
          is_multiday: false,
          starts_at: null,
          ends_at: null,
        }
      : timedFields(startsAt, endsAt, view.dateOf);
  return {
    id: row.id,
    item_id: row.itemId,
    item_type: isEvent ? 'EventOccurrence' : 'Page',
    item: summaryOf(page, (isEvent ? row.eventTitle : null) ?? page.title, !isEvent && view.isCompleted(page.id)),
    scope_type: 'subscriber',
    context_id: row.contextId,
    context_type: row.contextType === 'Program' || row.contextType === 'Event' ? row.contextType : null,
    ...when,
    editable: true,
  };
}

/** An occurrence of the app's events on its calendar (scope account_app): the same for every member, not editable. */
export function appEventItemOf(row: OccurrenceRow, view: ItemView): ScheduledItem | null {
  const page = view.index.byId.get(row.pageId);
  if (!page || !view.isVisible(page.id)) return null;
  return {
    id: `${SCHEDULE_FILTER_GLOBAL}:${row.id}`,
    item_id: row.id,
    item_type: 'EventOccurrence',
    item: summaryOf(page, row.title, false),
    scope_type: 'account_app',
    context_id: SCHEDULE_FILTER_GLOBAL,
    context_type: 'Event',
    ...timedFields(row.startsAt, row.endsAt, view.dateOf),
    editable: false,
  };
}

/**
 * Calendar order: by day, all-day items first, then by start, then by id. The queries order the same way, so
 * a list page cut from each source and merged is the page this order gives.
 */
export function compareItems(a: ScheduledItem, b: ScheduledItem): number {
  return byCodeUnits(a.date, b.date) || byCodeUnits(a.starts_at ?? '', b.starts_at ?? '') || byCodeUnits(a.id, b.id);
}

/** Plain string order, as Postgres orders uuids and ISO text (localeCompare may not). */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
