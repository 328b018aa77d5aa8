import { z } from 'zod';
import { ACTIVITY_TYPES, MAX_ACTIVITY_DATA_BYTES } from './Activity';

export const activityBodySchema = z.object({
  activity_type: z.enum(ACTIVITY_TYPES),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= MAX_ACTIVITY_DATA_BYTES, {
      message: `must be at most ${MAX_ACTIVITY_DATA_BYTES} bytes of JSON`,
    }),
  ts: z.string().datetime({ offset: true, message: 'must be an ISO 8601 date and time' }),
});
