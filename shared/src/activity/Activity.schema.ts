import { z } from 'zod';
import { ACTIVITY_TYPES, MAX_ACTIVITY_BATCH, MAX_ACTIVITY_CLOCK_SKEW_MS, MAX_ACTIVITY_DATA_BYTES } from './Activity';

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

/** PUT /activity/batch: several reports at once (the shell's queue), each checked as PUT /activity checks one. */
export const activityBatchSchema = z.object({
  activities: z.array(activityBodySchema).min(1).max(MAX_ACTIVITY_BATCH),
});

const beaconId = z.string().trim().min(1).max(200);

/**
 * The form of an end or resume beacon (spec §7). Unknown fields are ignored: a beacon is never answered with
 * anything the page could read, so refusing it would only lose the record.
 */
export const activityBeaconSchema = z.object({
  session_id: beaconId.optional(),
  device_id: beaconId.optional(),
  account_app_slug: z.string().trim().min(1).max(100).optional(),
  origin_href: z.string().max(2048).optional(),
  /** JSON of the reports still queued when the page was hidden. */
  activities: z
    .string()
    .max(MAX_ACTIVITY_BATCH * (MAX_ACTIVITY_DATA_BYTES + 256))
    .optional(),
});

export type ActivityBatchBody = z.infer<typeof activityBatchSchema>;
export type ActivityBeaconForm = z.infer<typeof activityBeaconSchema>;
