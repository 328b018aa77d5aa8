import { DateTime } from 'luxon';
import type { Locale } from '@stride/shared';
import { NOTIFICATION_STRINGS } from './notificationStrings';

/** What a reminder or digest line needs of an item: its day and, unless all-day, its start. */
export interface TimedItem {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  /** ISO 8601 instant; null for an all-day item. */
  starts_at: string | null;
}

/** The start time in the member's zone and language (e.g. "9:00 AM", "09:00"); "All day" without one. */
export function formatStartTime(item: TimedItem, timezone: string, locale: Locale): string {
  if (item.starts_at === null) return NOTIFICATION_STRINGS[locale].allDay;
  const start = DateTime.fromISO(item.starts_at, { zone: timezone }).setLocale(locale);
  // An unknown zone (a bad value stored long ago) still gives the member a time: UTC's, with its name.
  return start.isValid
    ? start.toLocaleString(DateTime.TIME_SIMPLE)
    : DateTime.fromISO(item.starts_at, { zone: 'utc' }).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE) + ' UTC';
}

/** The item's day in the member's language, e.g. "Mon, Mar 9". */
export function formatDay(item: TimedItem, locale: Locale): string {
  return DateTime.fromISO(item.date, { zone: 'utc' })
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', month: 'short', day: 'numeric' });
}
