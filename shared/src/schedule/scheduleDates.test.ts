import {
  addDays,
  calendarRange,
  dayRangeInstants,
  daysBetween,
  instantAt,
  isInPast,
  isTimeZone,
  lastDateOf,
  localDateIn,
  localDateOf,
  localDays,
  localTimeOf,
  parseWhen,
  programDayDates,
  shiftSubsequent,
  startOfDayIn,
  todayIn,
  zoneOrDefault,
} from './scheduleDates';

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

describe('time zones', () => {
  it('knows IANA zones, keeps their names as given and reads an unknown one as UTC', () => {
    expect(isTimeZone(KOLKATA)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zoneOrDefault(null)).toBe('UTC');
    expect(zoneOrDefault('Mars/Olympus')).toBe('UTC');
    expect(zoneOrDefault(KOLKATA)).toBe(KOLKATA);
  });
});

describe('today in the member zone', () => {
  // 23:30 in Kolkata is 18:00 UTC of the same day; 23:30 UTC is already the next day in Kolkata.
  it('is the Kolkata day at 23:30 there, while UTC still has the same day', () => {
    const kolkataLate = new Date('2026-06-10T18:00:00Z');
    expect(todayIn(KOLKATA, kolkataLate)).toBe('2026-06-10');
    expect(todayIn('UTC', kolkataLate)).toBe('2026-06-10');
  });

  it('is already tomorrow in Kolkata at 23:30 UTC, and still today in New York', () => {
    const utcLate = new Date('2026-06-10T23:30:00Z');
    expect(todayIn(KOLKATA, utcLate)).toBe('2026-06-11');
    expect(todayIn('UTC', utcLate)).toBe('2026-06-10');
    expect(todayIn(NEW_YORK, utcLate)).toBe('2026-06-10');
  });
});

describe('Cannot schedule in the past', () => {
  const now = new Date('2026-06-10T23:30:00Z');

  it('allows today for an all-day item and refuses yesterday, in the member zone', () => {
    expect(isInPast({ date: '2026-06-11', time: null }, true, KOLKATA, now)).toBe(false);
    expect(isInPast({ date: '2026-06-10', time: null }, true, KOLKATA, now)).toBe(true);
    expect(isInPast({ date: '2026-06-10', time: null }, true, NEW_YORK, now)).toBe(false);
    expect(isInPast({ date: '2026-06-09', time: null }, true, NEW_YORK, now)).toBe(true);
  });

  it('refuses a time earlier than the current minute and allows the current minute', () => {
    // 23:30 UTC is 19:30 in New York (EDT) and 05:00 next day in Kolkata.
    expect(isInPast({ date: '2026-06-10', time: '19:29' }, false, NEW_YORK, now)).toBe(true);
    expect(isInPast({ date: '2026-06-10', time: '19:30' }, false, NEW_YORK, now)).toBe(false);
    expect(isInPast({ date: '2026-06-11', time: '04:59' }, false, KOLKATA, now)).toBe(true);
    expect(isInPast({ date: '2026-06-11', time: '05:00' }, false, KOLKATA, now)).toBe(false);
  });
});

describe('wall-clock times across daylight saving changes in New York', () => {
  it('keeps 09:00 at 09:00 local either side of the spring change (2026-03-08)', () => {
    expect(instantAt('2026-03-07', '09:00', NEW_YORK).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(instantAt('2026-03-08', '09:00', NEW_YORK).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantAt('2026-03-09', '09:00', NEW_YORK).toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('moves a skipped time (02:30 on 2026-03-08) forward by the hour the clocks skip', () => {
    const skipped = instantAt('2026-03-08', '02:30', NEW_YORK);
    expect(skipped.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(localTimeOf(skipped, NEW_YORK)).toBe('03:30');
  });

  it('keeps 09:00 at 09:00 local either side of the autumn change (2026-11-01)', () => {
    expect(instantAt('2026-10-31', '09:00', NEW_YORK).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(instantAt('2026-11-01', '09:00', NEW_YORK).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('starts the change days at local midnight, so the spring day has 23 hours and the autumn day 25', () => {
    const spring = dayRangeInstants('2026-03-08', '2026-03-08', NEW_YORK);
    expect(spring.startsAt.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.endsAt.getTime() - spring.startsAt.getTime()).toBe(23 * 3_600_000);
    const autumn = dayRangeInstants('2026-11-01', '2026-11-01', NEW_YORK);
    expect(autumn.endsAt.getTime() - autumn.startsAt.getTime()).toBe(25 * 3_600_000);
    expect(startOfDayIn('2026-11-02', NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('counts days across the change as calendar days', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('puts an instant on its local day: 03:00Z on 2026-11-01 is still October 31 in New York', () => {
    expect(localDateOf(new Date('2026-11-01T03:00:00Z'), NEW_YORK)).toBe('2026-10-31');
    expect(localDateOf(new Date('2026-11-01T03:00:00Z'), KOLKATA)).toBe('2026-11-01');
    expect(localTimeOf(new Date('2026-11-01T03:00:00Z'), KOLKATA)).toBe('08:30');
  });
});

describe('calendar ranges', () => {
  it('gives the day, its Monday-to-Sunday week and its month', () => {
    expect(calendarRange('day', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(calendarRange('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(calendarRange('week', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(calendarRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('ends a timed item on the last day it covers: midnight belongs to no new day', () => {
    const zone = KOLKATA;
    const start = instantAt('2026-06-10', '22:00', zone);
    const dateOf = localDateIn(zone);
    expect(lastDateOf(start, instantAt('2026-06-11', '00:00', zone), dateOf)).toBe('2026-06-10');
    expect(lastDateOf(start, instantAt('2026-06-12', '01:00', zone), dateOf)).toBe('2026-06-12');
    expect(lastDateOf(start, start, dateOf)).toBe('2026-06-10');
  });

  it('finds the local days of many instants as luxon does, inside the range and out of it, across DST', () => {
    for (const [zone, from, to] of [
      [NEW_YORK, '2026-10-25', '2026-11-08'],
      [NEW_YORK, '2026-03-01', '2026-03-15'],
      [KOLKATA, '2026-10-25', '2026-11-08'],
      ['UTC', '2026-10-25', '2026-11-08'],
    ] as const) {
      const dateOf = localDays(zone, from, to);
      for (let hour = -48; hour < 24 * 20; hour += 0.25) {
        const instant = new Date(Date.parse(`${from}T00:00:00Z`) + hour * 3_600_000);
        expect([zone, instant.toISOString(), dateOf(instant)]).toEqual([
          zone,
          instant.toISOString(),
          localDateOf(instant, zone),
        ]);
      }
    }
  });

  it('splits a day and a time', () => {
    expect(parseWhen('2026-06-10')).toEqual({ date: '2026-06-10', time: null });
    expect(parseWhen('2026-06-10T07:45')).toEqual({ date: '2026-06-10', time: '07:45' });
  });
});

describe('program days', () => {
  it('puts one day after another from the start when the content has no drip', () => {
    expect(programDayDates('2026-02-27', [null, null, null])).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('keeps the drip gaps: a week 2 that opens after 7 days waits for it', () => {
    const start = '2026-03-06';
    expect(programDayDates(start, [null, '2026-03-07', '2026-03-08', null, '2026-03-13'])).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-13',
    ]);
  });

  it('never puts two days on one day, even when the drip opens them together', () => {
    expect(programDayDates('2026-03-06', ['2026-03-13', '2026-03-13'])).toEqual(['2026-03-13', '2026-03-14']);
  });
});

describe('shift_subsequent', () => {
  const days = [
    { id: 'd1', date: '2026-03-02' },
    { id: 'd2', date: '2026-03-03' },
    { id: 'd3', date: '2026-03-05' },
    { id: 'd4', date: '2026-03-12' },
  ];

  it('moves the later days by as many days as the moved one, keeping their gaps', () => {
    // A missed day 2 (March 3) done on March 10 instead: the rest follow 7 days later.
    const moved = shiftSubsequent('2026-03-03', '2026-03-10', days.slice(2));
    expect(moved.map(({ id, newDate }) => [id, newDate])).toEqual([
      ['d3', '2026-03-12'],
      ['d4', '2026-03-19'],
    ]);
    expect(daysBetween(moved[0]!.newDate, moved[1]!.newDate)).toBe(daysBetween(days[2]!.date, days[3]!.date));
  });

  it('leaves earlier days and days on the moved day where they are', () => {
    const moved = shiftSubsequent('2026-03-03', '2026-03-04', [...days, { id: 'same', date: '2026-03-03' }]);
    expect(moved.map(({ id }) => id)).toEqual(['d3', 'd4']);
  });

  it('moves them earlier too, and across month and DST boundaries by calendar days', () => {
    expect(shiftSubsequent('2026-03-05', '2026-03-03', days).map(({ newDate }) => newDate)).toEqual(['2026-03-10']);
    expect(
      shiftSubsequent('2026-10-30', '2026-10-31', [{ id: 'x', date: '2026-11-01' }]).map(({ newDate }) => newDate),
    ).toEqual(['2026-11-02']);
  });

  it('moves nothing when the day stays', () => {
    expect(shiftSubsequent('2026-03-03', '2026-03-03', days)).toEqual([]);
  });
});
