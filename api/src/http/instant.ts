import { z } from 'zod';

/** The years an instant may fall in: Postgres and `toISOString` handle them, and no real date lies outside. */
export const MIN_INSTANT_YEAR = 1970;
export const MAX_INSTANT_YEAR = 9999;

const DATE_TIME_HINT = 'Use an ISO date-time like 2026-05-01T18:00:00Z';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** zod checks the written calendar date; its offset pattern also lets `+99:99` through. */
const isoDateTime = z.string().datetime({ offset: true });

/**
 * The instant an ISO date-time with offset names, or null when it names none: not ISO, an offset that is
 * no offset (Invalid Date), or a year outside 1970–9999 (after the offset is applied).
 */
export function parseInstant(value: string): Date | null {
  if (!isoDateTime.safeParse(value).success) return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return year >= MIN_INSTANT_YEAR && year <= MAX_INSTANT_YEAR ? date : null;
}

function instantSchema(read: (value: string) => Date | null, hint: string) {
  return z.string().transform((value, ctx) => {
    const date = read(value);
    if (date !== null) return date;
    // Not `custom`: the error handler then names the field in the message. Fatal: refinements after this
    // (a period's length, a start's bounds) must not run on a value that is not a date.
    ctx.addIssue({ code: z.ZodIssueCode.invalid_date, message: hint, fatal: true });
    return z.NEVER;
  });
}

/** Every date-time the API takes in: an ISO date-time with offset, as a valid Date of 1970–9999. */
export const instant = instantSchema(parseInstant, DATE_TIME_HINT);

/** An instant, or YYYY-MM-DD read as the start of that day in UTC (calendar queries ask for days). */
export const instantOrDate = instantSchema(
  (value) => parseInstant(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value),
  `${DATE_TIME_HINT} or a date like 2026-05-01`,
);
