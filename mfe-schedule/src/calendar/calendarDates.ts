import type { CalendarView, ScheduledItem } from '@stride/shared';
import { DateTime } from 'luxon';

/**
 * Calendar days are plain dates (spec §9, YYYY-MM-DD) already in the member's zone (the API answers in it), so
 * their arithmetic runs in UTC, where no day is 23 or 25 hours long. Only "today" and times of day need the zone.
 */
const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const iso = (date: DateTime) => date.toISODate() ?? '';

/** The device's IANA time zone, sent as `timezone` (luxon's system zone is Intl's resolved one). */
export function memberTimeZone(): string {
  return DateTime.local().zoneName ?? 'UTC';
}

/** Today's date in `zone`. */
export function todayIn(zone: string): string {
  return iso(DateTime.now().setZone(zone));
}

/** The wall-clock time now in `zone`, as HH:mm. */
export function nowTimeIn(zone: string): string {
  return DateTime.now().setZone(zone).toFormat('HH:mm');
}

/** The first and last day a view shows around `anchor`: a month covers the whole weeks of its grid. */
export function rangeOf(view: Exclude<CalendarView, 'list'>, anchor: string): { from: string; to: string } {
  const at = day(anchor);
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') return { from: iso(at.startOf('week')), to: iso(at.endOf('week')) };
  return { from: iso(at.startOf('month').startOf('week')), to: iso(at.endOf('month').endOf('week')) };
}

/** The anchor one day, week or month before (-1) or after (+1); Jan 31 + 1 month is the end of February. */
export function stepAnchor(view: Exclude<CalendarView, 'list'>, anchor: string, delta: 1 | -1): string {
  const unit = view === 'day' ? 'days' : view === 'week' ? 'weeks' : 'months';
  return iso(day(anchor).plus({ [unit]: delta }));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = day(from); iso(at) <= to; at = at.plus({ days: 1 })) days.push(iso(at));
  return days;
}

/** The month grid of `anchor`'s month: whole weeks, Monday first. */
export function monthWeeks(anchor: string): string[][] {
  const { from, to } = rangeOf('month', anchor);
  const days = daysBetween(from, to);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** True when `date` is in the same month as `anchor`. */
export function sameMonth(date: string, anchor: string): boolean {
  return date.slice(0, 7) === anchor.slice(0, 7);
}

/** The items on `date`: all-day and multi-day items first, then timed ones by their start (the API's order). */
export function itemsOn(items: readonly ScheduledItem[], date: string): ScheduledItem[] {
  const on = items.filter((item) => item.date <= date && date <= item.end_date);
  return [...on.filter((item) => item.is_all_day), ...on.filter((item) => !item.is_all_day)];
}

/**
 * The items the list view shows under `date`: each item once, under the day it starts, or today for one that started
 * earlier and is still going (a multi-day item is not repeated under its later days). The API's order is kept.
 */
export function listedOn(items: readonly ScheduledItem[], date: string, today: string): ScheduledItem[] {
  return items.filter((item) => (item.date < today ? today : item.date) === date);
}

/** A plain date in the member's words, e.g. "Monday, January 13". */
export function formatDate(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return day(date).setLocale(language).toLocaleString(options);
}

/** An instant's time of day in `zone` in the member's words, e.g. "7:30 AM". */
export function formatTime(instant: string, zone: string, language: string): string {
  return DateTime.fromISO(instant, { zone }).setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
}

/** An instant's wall-clock time in `zone`, as HH:mm (a time input's value). */
export function timeInZone(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone }).toFormat('HH:mm');
}

/** The view's heading: the day, the week's span, or the month, in the member's words. */
export function periodLabel(view: Exclude<CalendarView, 'list'>, anchor: string, language: string): string {
  if (view === 'day')
    return formatDate(anchor, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  if (view === 'month') return formatDate(anchor, language, { month: 'long', year: 'numeric' });
  const { from, to } = rangeOf('week', anchor);
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(day(from).toJSDate(), day(to).toJSDate());
}
