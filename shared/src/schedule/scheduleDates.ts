import { DateTime, IANAZone } from 'luxon';
import type { CalendarView } from './Schedule';

/**
 * The schedule's date rules (spec §5 "Cannot schedule in the past", §9 date format YYYY-MM-DD), shared by the API
 * and the calendar. Every zone computation goes through luxon, so daylight saving changes land on the right
 * wall-clock day and time; dates (YYYY-MM-DD) are calendar days, never instants.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/** The longest range one GET /schedule may span: a year, and a day for leap years. */
export const MAX_SCHEDULE_RANGE_DAYS = 366;

/** A wall-clock time of day, HH:mm. */
export type LocalTime = string;

/** A day, with a wall-clock time on it for a timed item. */
export interface ScheduleWhen {
  date: string;
  time: LocalTime | null;
}

/**
 * Whether `name` is an IANA time zone. Names are kept as the member's device gives them: asking the platform to
 * spell them would turn Asia/Kolkata into its older alias Asia/Calcutta.
 */
export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}

/** The member's zone: a stored name that is no longer valid (or none) reads as UTC. */
export function zoneOrDefault(name: string | null | undefined): string {
  return name && isTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}

function day(date: string): DateTime {
  return DateTime.fromISO(date, { zone: DEFAULT_TIME_ZONE });
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` as its day and time (the caller has checked the shape). */
export function parseWhen(value: string): ScheduleWhen {
  const [date = value, time] = value.split('T');
  return { date, time: time ?? null };
}

/** The calendar day an instant falls on in `zone`. */
export function localDateOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate() ?? '';
}

/** The wall-clock time (HH:mm) of an instant in `zone`. */
export function localTimeOf(instant: Date, zone: string): LocalTime {
  return DateTime.fromJSDate(instant, { zone }).toFormat('HH:mm');
}

/** Today in the member's zone: at 23:30 in Kolkata it is already tomorrow in UTC terms of the same instant. */
export function todayIn(zone: string, now: Date): string {
  return localDateOf(now, zone);
}

/** Calendar arithmetic on days: adding a day across a daylight saving change is still one day. */
export function addDays(date: string, days: number): string {
  return day(date).plus({ days }).toISODate() ?? date;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(day(to).diff(day(from), 'days').days);
}

/** The instant the day begins in `zone` (01:00 where midnight does not exist that day). */
export function startOfDayIn(date: string, zone: string): Date {
  return DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
}

/**
 * The instant of a wall-clock time on a day in `zone`. A time the clocks skip (02:30 when they spring forward)
 * moves forward by the gap, as a wall clock would show it; a time that happens twice takes luxon's choice.
 */
export function instantAt(date: string, time: LocalTime, zone: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
}

/**
 * Spec §5 "Cannot schedule in the past", in the member's zone: an all-day item may be put on today (it has not
 * ended), a timed item not before the current minute.
 */
export function isInPast(when: ScheduleWhen, isAllDay: boolean, zone: string, now: Date): boolean {
  if (isAllDay || when.time === null) return when.date < todayIn(zone, now);
  const minute = DateTime.fromJSDate(now, { zone }).startOf('minute');
  return DateTime.fromISO(`${when.date}T${when.time}`, { zone }) < minute;
}

/** The days a view shows around `anchor`: the day, its week (Monday to Sunday), its month; a list starts there. */
export function calendarRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const at = day(anchor);
  switch (view) {
    case 'week':
      return { from: at.startOf('week').toISODate() ?? anchor, to: at.endOf('week').toISODate() ?? anchor };
    case 'month':
      return { from: at.startOf('month').toISODate() ?? anchor, to: at.endOf('month').toISODate() ?? anchor };
    default:
      return { from: anchor, to: anchor };
  }
}

/** The instants from the start of `from` to the start of the day after `to` in `zone` (end exclusive). */
export function dayRangeInstants(from: string, to: string, zone: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: startOfDayIn(from, zone), endsAt: startOfDayIn(addDays(to, 1), zone) };
}

/** Finds the local day of an instant (a calendar reads hundreds: see localDays). */
export type LocalDateOf = (instant: Date) => string;

/**
 * The local days of many instants in one zone. The start of each day from `from` to `to` is asked of luxon once;
 * an instant in the range is then found among them by binary search (a month of 200 items asked luxon ~600 times
 * for ~6 ms before), one outside it is asked of luxon.
 */
export function localDays(zone: string, from: string, to: string): LocalDateOf {
  const dates: string[] = [];
  const starts: number[] = [];
  for (
    let date = from;
    date <= addDays(to, 1) && dates.length <= MAX_SCHEDULE_RANGE_DAYS + 1;
    date = addDays(date, 1)
  ) {
    dates.push(date);
    starts.push(startOfDayIn(date, zone).getTime());
  }
  return (instant) => {
    const time = instant.getTime();
    if (starts.length < 2 || time < starts[0]! || time >= starts.at(-1)!) return localDateOf(instant, zone);
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= time) low = middle;
      else high = middle - 1;
    }
    return dates[low]!;
  };
}

/** localDateOf in one zone, as a LocalDateOf. */
export function localDateIn(zone: string): LocalDateOf {
  return (instant) => localDateOf(instant, zone);
}

/** The last day a timed item covers (days as `dateOf` finds them): one that ends at midnight does not cover the next. */
export function lastDateOf(startsAt: Date, endsAt: Date, dateOf: LocalDateOf): string {
  const first = dateOf(startsAt);
  if (endsAt <= startsAt) return first;
  const last = dateOf(new Date(endsAt.getTime() - 1));
  return last < first ? first : last;
}

/**
 * The days of a program scheduled from `start`: one per day in order, each no earlier than the day its drip rule
 * opens it (`earliest`, null for none), so the gaps the content has (a week 2 that opens after 7 days) are kept.
 */
export function programDayDates(start: string, earliest: readonly (string | null)[]): string[] {
  const dates: string[] = [];
  for (const opens of earliest) {
    const previous = dates.at(-1);
    const next = previous === undefined ? start : addDays(previous, 1);
    dates.push(opens !== null && opens > next ? opens : next);
  }
  return dates;
}

/**
 * PUT /schedule/{id} with shift_subsequent: moving an item from `from` to `to` moves each later sibling (a day
 * strictly after `from`) by the same number of days, so the gaps between them stay as they were; siblings on
 * or before `from` stay. Returns the siblings that move, with their new day.
 */
export function shiftSubsequent<T extends { date: string }>(
  from: string,
  to: string,
  siblings: readonly T[],
): (T & { newDate: string })[] {
  const delta = daysBetween(from, to);
  if (delta === 0) return [];
  return siblings.filter((item) => item.date > from).map((item) => ({ ...item, newDate: addDays(item.date, delta) }));
}
