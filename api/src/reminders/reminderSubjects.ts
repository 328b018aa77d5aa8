import { and, eq, gt, gte, inArray, lte, notExists, type SQL } from 'drizzle-orm';
import type { NotificationSettings } from '@stride/shared/notifications';
import type { AppDatabase } from '../db/AppDatabase';
import { eventOccurrences, events, eventSubscriptions, pages, scheduledItems, users } from '../db/schema';
import type { ReminderItem } from '../notifications/Notifier';
import { readNotificationSettings } from '../notifications/notificationSettingsStore';
import { localDate, memberZone, type ReminderAudience, type ReminderTiming } from './reminderTimes';

/**
 * One thing a member may be reminded of: an item on their schedule (`item`, by the scheduled item's id) or an
 * event occurrence of the app's calendar they joined without scheduling it (`event`, by the occurrence's id).
 */
export interface ReminderSubject {
  source: 'item' | 'event';
  id: string;
  userId: string;
  audience: ReminderAudience;
  timing: ReminderTiming;
  title: string;
  path: string;
  timezone: string;
  settings: NotificationSettings;
}

/** What the notifier says of the subject, with its date in the member's zone. */
export function reminderItemOf(subject: ReminderSubject): ReminderItem {
  const { timing } = subject;
  const timed = !timing.isAllDay && timing.startsAt !== null;
  return {
    title: subject.title,
    path: subject.path,
    date: timed && timing.startsAt ? localDate(timing.startsAt, subject.timezone) : timing.date,
    starts_at: timed && timing.startsAt ? timing.startsAt.toISOString() : null,
  };
}

interface Member {
  timezone: string;
  settings: NotificationSettings;
}

/** Each member's zone and notification settings (a few members per call: planning is per member or per item). */
async function membersOf(db: AppDatabase, userIds: readonly string[]): Promise<Map<string, Member>> {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, timezone: users.timezone })
    .from(users)
    .where(inArray(users.id, distinct));
  const members = await Promise.all(
    rows.map(
      async (row) =>
        [row.id, { timezone: memberZone(row.timezone), settings: await readNotificationSettings(db, row.id) }] as const,
    ),
  );
  return new Map(members);
}

/** Title and path of the pages and event occurrences the rows name (an event occurrence: its event's page). */
async function titlesOf(
  db: AppDatabase,
  pageIds: readonly string[],
  occurrenceIds: readonly string[],
): Promise<Map<string, { title: string; path: string }>> {
  const titles = new Map<string, { title: string; path: string }>();
  if (pageIds.length > 0) {
    const rows = await db
      .select({ id: pages.id, title: pages.title, path: pages.path })
      .from(pages)
      .where(inArray(pages.id, [...new Set(pageIds)]));
    for (const row of rows) titles.set(row.id, { title: row.title, path: row.path });
  }
  if (occurrenceIds.length > 0) {
    const rows = await db
      .select({ id: eventOccurrences.id, title: events.title, path: pages.path })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .innerJoin(pages, eq(pages.id, events.pageId))
      .where(inArray(eventOccurrences.id, [...new Set(occurrenceIds)]));
    for (const row of rows) titles.set(row.id, { title: row.title, path: row.path });
  }
  return titles;
}

/** The stored scheduled items among `where`, as subjects (an item whose page or event is gone is left out). */
export async function itemSubjects(db: AppDatabase, where: SQL | undefined): Promise<ReminderSubject[]> {
  const rows = await db
    .select({
      id: scheduledItems.id,
      userId: scheduledItems.userId,
      itemId: scheduledItems.itemId,
      itemType: scheduledItems.itemType,
      date: scheduledItems.date,
      isAllDay: scheduledItems.isAllDay,
      startsAt: scheduledItems.startsAt,
    })
    .from(scheduledItems)
    .where(where);
  if (rows.length === 0) return [];
  const isEvent = (row: (typeof rows)[number]) => row.itemType === 'EventOccurrence';
  const [members, titles] = await Promise.all([
    membersOf(
      db,
      rows.map((row) => row.userId),
    ),
    titlesOf(
      db,
      rows.filter((row) => !isEvent(row)).map((row) => row.itemId),
      rows.filter(isEvent).map((row) => row.itemId),
    ),
  ]);
  return rows.flatMap((row) => {
    const member = members.get(row.userId);
    const named = titles.get(row.itemId);
    if (!member || !named) return [];
    return [
      {
        source: 'item' as const,
        id: row.id,
        userId: row.userId,
        // An event the member put on their schedule is still the app's event: its reminders follow that setting.
        audience: isEvent(row) ? ('app' as const) : ('personal' as const),
        timing: { date: row.date, isAllDay: row.isAllDay, startsAt: row.startsAt },
        ...named,
        ...member,
      },
    ];
  });
}

/** The scheduled items with these ids. */
export function itemSubjectsById(db: AppDatabase, itemIds: readonly string[]): Promise<ReminderSubject[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return itemSubjects(db, inArray(scheduledItems.id, [...itemIds]));
}

/** A member's scheduled items dated from `from` to `to` (YYYY-MM-DD, inclusive; `to` null: no end). */
export function memberItemSubjects(
  db: AppDatabase,
  userId: string,
  from: string,
  to: string | null,
): Promise<ReminderSubject[]> {
  return itemSubjects(
    db,
    and(
      eq(scheduledItems.userId, userId),
      gte(scheduledItems.date, from),
      to === null ? undefined : lte(scheduledItems.date, to),
    ),
  );
}

/**
 * The occurrences the member joined (event_subscriptions) among `occurrenceIds` (all when null) that start after
 * `startsAfter` and before `startsBefore` (no end when null), and that they did not also put on their schedule
 * (those are reminded as their items).
 */
export async function joinedEventSubjects(
  db: AppDatabase,
  userId: string,
  occurrenceIds: readonly string[] | null,
  startsAfter: Date,
  startsBefore: Date | null = null,
): Promise<ReminderSubject[]> {
  if (occurrenceIds !== null && occurrenceIds.length === 0) return [];
  const rows = await db
    .select({
      id: eventOccurrences.id,
      startsAt: eventOccurrences.startsAt,
      title: events.title,
      path: pages.path,
    })
    .from(eventSubscriptions)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, eventSubscriptions.occurrenceId))
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(pages, eq(pages.id, events.pageId))
    .where(
      and(
        eq(eventSubscriptions.userId, userId),
        occurrenceIds === null ? undefined : inArray(eventOccurrences.id, [...occurrenceIds]),
        gt(eventOccurrences.startsAt, startsAfter),
        startsBefore === null ? undefined : lte(eventOccurrences.startsAt, startsBefore),
        notExists(
          db
            .select({ id: scheduledItems.id })
            .from(scheduledItems)
            .where(
              and(
                eq(scheduledItems.userId, userId),
                eq(scheduledItems.itemType, 'EventOccurrence'),
                eq(scheduledItems.itemId, eventOccurrences.id),
              ),
            ),
        ),
      ),
    );
  if (rows.length === 0) return [];
  const member = (await membersOf(db, [userId])).get(userId);
  if (!member) return [];
  return rows.map((row) => ({
    source: 'event' as const,
    id: row.id,
    userId,
    audience: 'app' as const,
    timing: { date: localDate(row.startsAt, member.timezone), isAllDay: false, startsAt: row.startsAt },
    title: row.title,
    path: row.path,
    ...member,
  }));
}
