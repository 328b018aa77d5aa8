import { z } from 'zod';
import { ACTIVITY_TYPES, MAX_ACTIVITY_CLOCK_SKEW_MS, MAX_ACTIVITY_DATA_BYTES } from './Activity';

/** UTF-8 bytes, as stored: `length` counts UTF-16 units, so non-Latin text could pass at up to 3× the size. */
function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

export const activityBodySchema = z.object({
  activity_type: z.enum(ACTIVITY_TYPES),
  // Flat and primitive: a nested value would make each report a document store of its own.
  data: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
      invalid_type_error: 'must be an object of strings, numbers, booleans or null',
    })
    .default({})
    .refine((data) => jsonBytes(data) <= MAX_ACTIVITY_DATA_BYTES, {
      message: `must be at most ${MAX_ACTIVITY_DATA_BYTES} bytes of JSON`,
    }),
  ts: z
    .string()
    .datetime({ offset: true, message: 'must be an ISO 8601 date and time' })
    // Checked where the schema runs, so on the API against the server's clock: a report from far in the past
    // or future is a broken clock or a forgery, and would skew every report built on the times.
    .refine((ts) => Math.abs(Date.parse(ts) - Date.now()) <= MAX_ACTIVITY_CLOCK_SKEW_MS, {
      message: 'must be within a day of now',
    }),
});
