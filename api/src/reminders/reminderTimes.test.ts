import { DateTime } from 'luxon';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@stride/shared/notifications';
import {
  digestDates,
  dueDigests,
  localDaysSpan,
  memberZone,
  reminderTimes,
  upcomingReminders,
  type DigestState,
  type ReminderTiming,
} from './reminderTimes';

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

/** A timed item at `time` on `date`, local to `zone` (as the schedule stores it: an instant). */
function timedAt(date: string, time: string, zone: string): ReminderTiming {
  const startsAt = DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
  return { date, isAllDay: false, startsAt };
}

function allDayOn(date: string): ReminderTiming {
  return { date, isAllDay: true, startsAt: null };
}

function settings(changes: Partial<NotificationSettings> = {}): NotificationSettings {
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...changes };
}

function times(timing: ReminderTiming, zone: string, changes: Partial<NotificationSettings> = {}) {
  return reminderTimes(timing, settings(changes), 'personal', zone).map((due) => [due.kind, due.dueAt.toISOString()]);
}

describe('reminderTimes', () => {
  it('reminds a New York member of a 09:00 item the day after the spring change at 12:45Z and 13:00Z (EDT)', () => {
    expect(times(timedAt('2026-03-09', '09:00', NEW_YORK), NEW_YORK)).toEqual([
      ['fifteen_minutes', '2026-03-09T12:45:00.000Z'],
      ['starting_now', '2026-03-09T13:00:00.000Z'],
    ]);
  });

  it('reminds a New York member of a 09:00 item before the spring change at 13:45Z (EST)', () => {
    expect(times(timedAt('2026-03-06', '09:00', NEW_YORK), NEW_YORK)[0]).toEqual([
      'fifteen_minutes',
      '2026-03-06T13:45:00.000Z',
    ]);
  });

  it('reminds a Kolkata member of a 09:00 item at 03:15Z (IST has no DST, half-hour offset)', () => {
    expect(times(timedAt('2026-03-09', '09:00', KOLKATA), KOLKATA)).toEqual([
      ['fifteen_minutes', '2026-03-09T03:15:00.000Z'],
      ['starting_now', '2026-03-09T03:30:00.000Z'],
    ]);
  });

  it('rings "on the day" at 08:00 local, following New York across both DST weekends', () => {
    expect(times(allDayOn('2026-03-07'), NEW_YORK)).toEqual([['day_of', '2026-03-07T13:00:00.000Z']]);
    // Sunday 2026-03-08: clocks went forward at 02:00, so 08:00 is already EDT.
    expect(times(allDayOn('2026-03-08'), NEW_YORK)).toEqual([['day_of', '2026-03-08T12:00:00.000Z']]);
    expect(times(allDayOn('2026-10-31'), NEW_YORK)).toEqual([['day_of', '2026-10-31T12:00:00.000Z']]);
    // Sunday 2026-11-01: clocks went back at 02:00, so 08:00 is EST again.
    expect(times(allDayOn('2026-11-01'), NEW_YORK)).toEqual([['day_of', '2026-11-01T13:00:00.000Z']]);
    expect(times(allDayOn('2026-03-09'), KOLKATA)).toEqual([['day_of', '2026-03-09T02:30:00.000Z']]);
  });

  it('takes a member without a known time zone as UTC', () => {
    expect(memberZone(null)).toBe('UTC');
    expect(memberZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(times(allDayOn('2026-03-09'), memberZone(null))).toEqual([['day_of', '2026-03-09T08:00:00.000Z']]);
  });

  it('asks for only the reminders the settings keep on', () => {
    const item = timedAt('2026-03-09', '09:00', NEW_YORK);
    expect(times(item, NEW_YORK, { is_15_minute_reminder: false }).map(([kind]) => kind)).toEqual(['starting_now']);
    expect(times(item, NEW_YORK, { is_starting_now_reminder: false }).map(([kind]) => kind)).toEqual([
      'fifteen_minutes',
    ]);
    expect(times(allDayOn('2026-03-09'), NEW_YORK, { remind_day_of: false })).toEqual([]);
    expect(times(item, NEW_YORK, { is_all_reminders_inactive: true })).toEqual([]);
  });

  it('keeps personal and app-calendar reminders apart: each has its own switch', () => {
    const item = timedAt('2026-03-09', '09:00', NEW_YORK);
    const off = settings({ receive_reminders_just_for_you: false });
    expect(reminderTimes(item, off, 'personal', NEW_YORK)).toEqual([]);
    expect(reminderTimes(item, off, 'app', NEW_YORK)).toHaveLength(2);
    const appOff = settings({ receive_reminders_for_app: false });
    expect(reminderTimes(item, appOff, 'app', NEW_YORK)).toEqual([]);
    expect(reminderTimes(item, appOff, 'personal', NEW_YORK)).toHaveLength(2);
  });

  it('never reminds of a timed item without a time', () => {
    expect(times({ date: '2026-03-09', isAllDay: false, startsAt: null }, NEW_YORK)).toEqual([]);
  });
});

describe('upcomingReminders', () => {
  it('leaves out the reminders already past at the given moment', () => {
    const item = timedAt('2026-03-09', '09:00', NEW_YORK);
    const now = new Date('2026-03-09T12:50:00Z');
    expect(upcomingReminders(item, settings(), 'personal', NEW_YORK, now).map((due) => due.kind)).toEqual([
      'starting_now',
    ]);
    expect(upcomingReminders(item, settings(), 'personal', NEW_YORK, new Date('2026-03-09T13:00:00Z'))).toEqual([]);
  });
});

describe('dueDigests', () => {
  const both: DigestState = { isDaily: true, isWeekly: true, lastDailyOn: null, lastWeeklyOn: null };
  // Monday 2026-03-09, 11:30Z: 07:30 in New York (EDT since Sunday), 17:00 in Kolkata, 04:30 in Los Angeles.
  const mondayMorning = new Date('2026-03-09T11:30:00Z');

  it('picks the members whose local time has passed 07:00, weekly ones on their Monday', () => {
    expect(dueDigests(both, NEW_YORK, mondayMorning)).toEqual([
      { period: 'daily', date: '2026-03-09' },
      { period: 'weekly', date: '2026-03-09' },
    ]);
    expect(dueDigests(both, KOLKATA, mondayMorning)).toEqual([
      { period: 'daily', date: '2026-03-09' },
      { period: 'weekly', date: '2026-03-09' },
    ]);
    expect(dueDigests(both, 'America/Los_Angeles', mondayMorning)).toEqual([]);
  });

  it('follows DST: the same 11:30Z is still 06:30 in New York before the spring change', () => {
    expect(dueDigests(both, NEW_YORK, new Date('2026-03-06T11:30:00Z'))).toEqual([]);
    expect(dueDigests(both, NEW_YORK, new Date('2026-03-06T12:00:00Z'))).toEqual([
      { period: 'daily', date: '2026-03-06' },
    ]);
  });

  it('sends each digest once a day: not again once today is marked, and only what is switched on', () => {
    expect(
      dueDigests({ ...both, lastDailyOn: '2026-03-09', lastWeeklyOn: '2026-03-09' }, NEW_YORK, mondayMorning),
    ).toEqual([]);
    expect(dueDigests({ ...both, lastDailyOn: '2026-03-08' }, NEW_YORK, mondayMorning)).toHaveLength(2);
    expect(dueDigests({ ...both, isWeekly: false }, NEW_YORK, mondayMorning)).toEqual([
      { period: 'daily', date: '2026-03-09' },
    ]);
  });

  it('lists one day for a daily digest and Monday to Sunday for a weekly one', () => {
    expect(digestDates('daily', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(digestDates('weekly', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('spans whole local days, a DST day being 23 hours long', () => {
    const span = localDaysSpan('2026-03-08', '2026-03-08', NEW_YORK);
    expect(span.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(span.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
