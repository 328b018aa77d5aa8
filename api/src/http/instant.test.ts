import { instant, instantOrDate, parseInstant } from './instant';

describe('parseInstant', () => {
  it('reads an ISO date-time with its offset as the instant it names', () => {
    expect(parseInstant('2026-05-01T18:00:00+02:00')?.toISOString()).toBe('2026-05-01T16:00:00.000Z');
    expect(parseInstant('2026-05-01T18:00:00.250Z')?.toISOString()).toBe('2026-05-01T18:00:00.250Z');
  });

  it.each([
    ['an offset that is no offset', '2026-05-01T18:00:00+99:99'],
    ['year 0', '0000-01-01T00:00:00Z'],
    ['a year before 1970 once the offset applies', '1970-01-01T00:00:00+01:00'],
    ['a year after 9999 once the offset applies', '9999-12-31T23:59:59-05:00'],
    ['a day the calendar does not have', '2026-02-30T00:00:00Z'],
    ['a date-time without offset', '2026-05-01T18:00:00'],
    ['a date alone', '2026-05-01'],
    ['words', 'tomorrow'],
  ])('names no instant for %s (%s)', (_what, value) => {
    expect(parseInstant(value)).toBeNull();
  });

  it('accepts the first and last instants of the years it allows', () => {
    expect(parseInstant('1970-01-01T00:00:00Z')?.getTime()).toBe(0);
    expect(parseInstant('9999-12-31T23:59:59Z')?.getUTCFullYear()).toBe(9999);
  });
});

describe('instant and instantOrDate', () => {
  it('parse to a Date, and refuse what is not one with a fatal issue naming the expected form', () => {
    expect(instant.parse('2026-05-01T18:00:00Z')).toEqual(new Date('2026-05-01T18:00:00Z'));
    const result = instant.safeParse('2026-05-01T18:00:00+99:99');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'invalid_date',
      message: 'Use an ISO date-time like 2026-05-01T18:00:00Z',
      fatal: true,
    });
  });

  it('reads a date alone as the start of that day in UTC only where dates are allowed', () => {
    expect(instantOrDate.parse('2026-05-01')).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(instant.safeParse('2026-05-01').success).toBe(false);
    expect(instantOrDate.safeParse('0000-01-01').success).toBe(false);
  });
});
