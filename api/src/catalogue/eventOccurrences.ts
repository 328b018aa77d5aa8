import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { EventOccurrence } from '@stride/shared';
import type { AppPageIndex } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, events } from '../db/schema';

/** One dated occurrence of an event, with what it takes from its event. */
export interface OccurrenceRow {
  id: string;
  eventId: string;
  title: string;
  pageId: string;
  startsAt: Date;
  endsAt: Date;
}

const occurrenceColumns = {
  id: eventOccurrences.id,
  eventId: eventOccurrences.eventId,
  title: events.title,
  pageId: events.pageId,
  startsAt: eventOccurrences.startsAt,
  endsAt: eventOccurrences.endsAt,
};

/** Occurrences of this app's events (narrowed by `where`), earliest first. */
export async function occurrencesOf(db: AppDatabase, appId: string, where?: SQL): Promise<OccurrenceRow[]> {
  return db
    .select(occurrenceColumns)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(and(eq(eventOccurrences.appId, appId), eq(events.appId, appId), where))
    .orderBy(asc(eventOccurrences.startsAt), asc(eventOccurrences.id));
}

/** The occurrence with this (valid uuid) id in this app, or null. */
export async function findOccurrence(db: AppDatabase, appId: string, id: string): Promise<OccurrenceRow | null> {
  const [row] = await occurrencesOf(db, appId, eq(eventOccurrences.id, id));
  return row ?? null;
}

/** The API shape; null when the event's page is not published (the event is not shown then). */
export function eventOccurrenceOf(index: AppPageIndex, row: OccurrenceRow): EventOccurrence | null {
  const page = index.byId.get(row.pageId);
  if (!page) return null;
  return {
    id: row.id,
    event_id: row.eventId,
    title: row.title,
    page_id: page.id,
    path: page.path,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}
