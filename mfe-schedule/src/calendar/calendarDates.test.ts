import { Settings } from 'luxon';
import { eventOccurrence, makeItem } from '../testing/scheduleFixtures';
import {
  daysBetween,
  formatTime,
  itemsOn,
  memberTimeZone,
  monthWeeks,
  nowTimeIn,
  periodLabel,
  rangeOf,
  stepAnchor,
  timeInZone,
  todayIn,
} from './calendarDates';

describe('calendar dates', () => {
  afterEach(() => {
    jest.useRealTimers();
    Settings.defaultZone = 'system';
  });

  it('runs a week Monday to Sunday around a midweek day, and a Sunday ends its week', () => {
    expect(rangeOf('week', '2025-01-15')).toEqual({ from: '2025-01-13', to: '2025-01-19' });
    expect(rangeOf('week', '2025-03-02')).toEqual({ from: '2025-02-24', to: '2025-03-02' });
    expect(rangeOf('day', '2025-03-02')).toEqual({ from: '2025-03-02', to: '2025-03-02' });
  });

  it('covers whole weeks in a month, Monday first', () => {
    expect(rangeOf('month', '2025-02-10')).toEqual({ from: '2025-01-27', to: '2025-03-02' });
    const weeks = monthWeeks('2025-02-10');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toBe('2025-01-27');
  });

  it('steps a day, a week or a month, a month end landing on the shorter month end', () => {
    expect(stepAnchor('day', '2024-12-31', 1)).toBe('2025-01-01');
    expect(stepAnchor('week', '2025-01-02', -1)).toBe('2024-12-26');
    expect(stepAnchor('month', '2025-01-31', 1)).toBe('2025-02-28');
    expect(stepAnchor('month', '2024-03-31', -1)).toBe('2024-02-29');
  });

  it('counts every day across the DST change weekend, none twice or missing', () => {
    expect(daysBetween('2025-03-08', '2025-03-11')).toEqual(['2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11']);
    Settings.defaultZone = 'America/New_York';
    expect(daysBetween('2025-11-01', '2025-11-03')).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
  });

  it("takes today in the member's zone: New York is still on the day before when Kolkata is on the next", () => {
    jest.useFakeTimers({ now: new Date('2025-01-16T03:30:00Z') });
    expect(todayIn('America/New_York')).toBe('2025-01-15');
    expect(nowTimeIn('America/New_York')).toBe('22:30');
    expect(todayIn('Asia/Kolkata')).toBe('2025-01-16');
    expect(nowTimeIn('Asia/Kolkata')).toBe('09:00');
  });

  it('shows the times of day in the zone, on both sides of the DST change', () => {
    // 7:00 New York: 12:00Z in winter time (Saturday), 11:00Z in summer time (Sunday, the change day).
    expect(formatTime('2025-03-08T12:00:00Z', 'America/New_York', 'en')).toBe('7:00 AM');
    expect(formatTime('2025-03-09T11:00:00Z', 'America/New_York', 'en')).toBe('7:00 AM');
    expect(timeInZone('2025-03-09T11:00:00Z', 'Asia/Kolkata')).toBe('16:30');
    expect(formatTime('2025-03-09T11:00:00Z', 'Asia/Kolkata', 'de')).toBe('16:30');
  });

  it('sends the zone luxon knows the device by', () => {
    Settings.defaultZone = 'Asia/Kolkata';
    expect(memberTimeZone()).toBe('Asia/Kolkata');
  });

  it('puts a multi-day item on each of its days, all-day items before timed ones', () => {
    const retreat = makeItem({ id: 'r', date: '2025-01-14', end_date: '2025-01-16', is_multiday: true });
    const talk = eventOccurrence('e', '2025-01-15T14:00:00Z', '2025-01-15T15:00:00Z', '2025-01-15', 'Talk');
    expect(itemsOn([talk, retreat], '2025-01-15').map((item) => item.id)).toEqual(['r', 'global:e']);
    expect(itemsOn([talk, retreat], '2025-01-16').map((item) => item.id)).toEqual(['r']);
    expect(itemsOn([talk, retreat], '2025-01-17')).toEqual([]);
  });

  it("labels the period in the member's language", () => {
    expect(periodLabel('day', '2025-01-15', 'en')).toBe('Wednesday, January 15, 2025');
    expect(periodLabel('month', '2025-01-15', 'de')).toBe('Januar 2025');
    // Intl puts thin spaces around the dash of a range.
    expect(periodLabel('week', '2025-01-15', 'en')).toMatch(/^Jan 13\s–\s19, 2025$/u);
  });
});
