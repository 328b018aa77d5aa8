import { z } from 'zod';
import { WORKOUT_MODES } from './workoutKinds';

const id = z.string().trim().min(1).max(64);
const setIndex = z.number().int().min(0).max(99);
const round = z.number().int().min(1).max(999);

/** A set's numbers; what the item does not measure is left out. */
export const loggedSetSchema = z
  .object({
    set_index: setIndex,
    round: round.optional(),
    reps: z.number().int().min(0).max(10_000).optional(),
    load_kg: z.number().min(0).max(2_000).optional(),
    time_seconds: z.number().min(0).max(86_400).optional(),
    distance_m: z.number().min(0).max(1_000_000).optional(),
  })
  .strict();

const empty = z.object({}).strict().default({});

/** The common part; `client_id` lets a client retry a report without logging it twice. */
const activityBase = {
  workout_group_id: id,
  workout_group_item_id: id.nullable().default(null),
  client_id: z.string().trim().min(8).max(64).optional(),
};

export const workoutActivityRequestSchema = z.discriminatedUnion('activity_type', [
  z
    .object({ ...activityBase, workout_group_item_id: id, activity_type: z.literal('set_done'), data: loggedSetSchema })
    .strict(),
  z
    .object({
      ...activityBase,
      activity_type: z.literal('skipped'),
      data: z.object({ set_index: setIndex.optional(), round: round.optional() }).strict().default({}),
    })
    .strict(),
  z.object({ ...activityBase, activity_type: z.literal('round_done'), data: z.object({ round }).strict() }).strict(),
  z
    .object({
      ...activityBase,
      activity_type: z.literal('rest_started'),
      data: z.object({ seconds: z.number().int().min(0).max(3_600) }).strict(),
    })
    .strict(),
  z.object({ ...activityBase, activity_type: z.literal('rest_ended'), data: empty }).strict(),
  z
    .object({
      ...activityBase,
      // The session as a whole ends; the group is where it ended.
      workout_group_id: id.nullable().default(null),
      activity_type: z.literal('session_finished'),
      data: z
        .object({ rounds_achieved: z.number().int().min(0).max(999).optional() })
        .strict()
        .default({}),
    })
    .strict(),
]);

export const workoutSessionRequestSchema = z
  .object({ session_mode: z.enum(WORKOUT_MODES).default('follow_along'), page_id: id.nullable().default(null) })
  .strict();

export const workoutSessionUpdateSchema = z
  .object({ page_id: id.nullable().optional(), session_mode: z.enum(WORKOUT_MODES).optional() })
  .strict();

export const workoutListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Spec §5: a swap needs both ids. */
export const exerciseSwapRequestSchema = z.object({ exercise_id: id, alternate_id: id }).strict();

export const exerciseResetRequestSchema = z.object({ exercise_id: id }).strict();
