import { DateTime, IANAZone } from 'luxon';
import type { NotificationSettings } from '@stride/shared/notifications';

/** The reminders of one scheduled thing (MemberNotification's `reminder`). */
export const REMINDER_KINDS = ['fifteen_minutes', 'starting_now', 'day_of'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Whose thing it is, for the settings: `personal` is what the member put on their schedule
 * (receive_reminders_just_for_you), `app` is an event of the app's calendar (receive_reminders_for_app).
 */
export type ReminderAudience = 'personal' | 'app';

export interface ReminderTiming {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  isAllDay: boolean;
  /** When a timed thing starts; null for an all-day one. */
  startsAt: Date | null;
}

export interface DueReminder {
  kind: ReminderKind;
  dueAt: Date;
}

/** "Remind me on the day" of an all-day item rings at this hour of the member's morning. */
export const DAY_OF_REMINDER_HOUR = 8;
const FIFTEEN_MINUTES_MS = 15 * 60_000;

/**
 * The member's IANA time zone, or UTC when they have none (or an unknown one). `create` keeps one zone per name
 * with its validity, where `isValidZone` builds an Intl formatter each call (a tenth of a reminder's time).
 */
export function memberZone(timezone: string | null | undefined): string {
  return timezone && IANAZone.create(timezone).isValid ? timezone : 'UTC';
}

/** The calendar date (YYYY-MM-DD) of `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone: memberZone(zone) }).toISODate() ?? '';
}

/** `date` (YYYY-MM-DD) at `hour`:00 in `zone`, as an instant; luxon applies the zone's offset of that day (DST). */
export function localTimeOn(date: string, hour: number, zone: string): Date | null {
  const local = DateTime.fromISO(date, { zone: memberZone(zone) }).set({ hour, minute: 0, second: 0, millisecond: 0 });
  return local.isValid ? local.toJSDate() : null;
}

/**
 * Every reminder the member's settings ask for, at its time, past or future: 15 minutes before and at the start of
 * a timed thing, 08:00 on the day of an all-day one. None when reminders are all off, or off for this audience.
 */
export function reminderTimes(
  timing: ReminderTiming,
  settings: NotificationSettings,
  audience: ReminderAudience,
  timezone: string,
): DueReminder[] {
  if (settings.is_all_reminders_inactive) return [];
  const wanted = audience === 'personal' ? settings.receive_reminders_just_for_you : settings.receive_reminders_for_app;
  if (!wanted) return [];
  if (!timing.isAllDay && timing.startsAt) {
    const startsAt = timing.startsAt.getTime();
    return [
      ...(settings.is_15_minute_reminder
        ? [{ kind: 'fifteen_minutes' as const, dueAt: new Date(startsAt - FIFTEEN_MINUTES_MS) }]
        : []),
      ...(settings.is_starting_now_reminder ? [{ kind: 'starting_now' as const, dueAt: new Date(startsAt) }] : []),
    ];
  }
  if (!timing.isAllDay || !settings.remind_day_of) return [];
  const dueAt = localTimeOn(timing.date, DAY_OF_REMINDER_HOUR, timezone);
  return dueAt ? [{ kind: 'day_of', dueAt }] : [];
}

/** The reminders still to come after `now`: the ones to plan. */
export function upcomingReminders(
  timing: ReminderTiming,
  settings: NotificationSettings,
  audience: ReminderAudience,
  timezone: string,
  now: Date,
): DueReminder[] {
  return reminderTimes(timing, settings, audience, timezone).filter((due) => due.dueAt.getTime() > now.getTime());
}

/** The digests go out from this hour of the member's morning (the weekly one on Mondays). */
export const DIGEST_HOUR = 7;

export type DigestPeriod = 'daily' | 'weekly';

export interface DigestState {
  isDaily: boolean;
  isWeekly: boolean;
  /** The member-local dates the last digests went out (null: never). */
  lastDailyOn: string | null;
  lastWeeklyOn: string | null;
}

/**
 * The digests due for a member at `now`: the daily one once their local time has passed 07:00 and today's has not
 * gone out, the weekly one likewise on a Monday. Each names the member-local date it covers from.
 */
export function dueDigests(state: DigestState, timezone: string, now: Date): { period: DigestPeriod; date: string }[] {
  const local = DateTime.fromJSDate(now, { zone: memberZone(timezone) });
  if (local.hour < DIGEST_HOUR) return [];
  const today = local.toISODate() ?? '';
  const due: { period: DigestPeriod; date: string }[] = [];
  if (state.isDaily && (state.lastDailyOn ?? '') < today) due.push({ period: 'daily', date: today });
  if (state.isWeekly && local.weekday === 1 && (state.lastWeeklyOn ?? '') < today)
    due.push({ period: 'weekly', date: today });
  return due;
}

/** From the start of `from` to the end of `to` (YYYY-MM-DD) in `zone`, as instants (end exclusive). */
export function localDaysSpan(from: string, to: string, zone: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(from, { zone: memberZone(zone) }).startOf('day');
  const end = DateTime.fromISO(to, { zone: memberZone(zone) })
    .plus({ days: 1 })
    .startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** The member-local dates a digest lists: its day, or the seven days of the week from its Monday. */
export function digestDates(period: DigestPeriod, date: string): { from: string; to: string } {
  const to =
    period === 'daily' ? date : (DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 6 }).toISODate() ?? date);
  return { from: date, to };
}
