import { z } from 'zod';
import {
  VIDEO_PROVIDERS,
  type ExerciseHistory,
  type ExerciseResponse,
  type ExerciseSummary,
  type PersonalBest,
  type Video,
  type WorkoutActivity,
  type WorkoutActivityResponse,
  type WorkoutResponse,
  type WorkoutSession,
  type WorkoutSessionList,
  type WorkoutSessionResponse,
} from '@stride/shared';
import { loggedSetSchema } from '@stride/shared/schemas';
import { WORKOUT_GROUP_KINDS, WORKOUT_MODES } from '@stride/shared/workouts';

/** What the workout routes (spec §7 Workouts, swap and reset exercise) answer. */

// Answers are written from stored, already checked videos: the shape only, not the request rules.
const videoSchema = z.object({
  provider: z.enum(VIDEO_PROVIDERS),
  id: z.string().nullable(),
  url: z.string().nullable(),
}) satisfies z.ZodType<Video>;

const exerciseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  image_url: z.string().nullable(),
  video: videoSchema.nullable(),
}) satisfies z.ZodType<ExerciseSummary>;

const workoutItemSchema = z.object({
  id: z.string(),
  exercise: exerciseSummarySchema,
  original_exercise_id: z.string(),
  is_swapped: z.boolean(),
  alternates: z.array(exerciseSummarySchema),
  sets: z.number(),
  reps: z.number().nullable(),
  time_seconds: z.number().nullable(),
  distance_m: z.number().nullable(),
  load_kg: z.number().nullable(),
  tempo: z.string().nullable(),
  rest_seconds: z.number().nullable(),
  notes: z.string().nullable(),
});

const workoutSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  page_id: z.string().nullable(),
  video: videoSchema.nullable(),
  results_form_id: z.string().nullable(),
  groups: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(WORKOUT_GROUP_KINDS),
      title: z.string().nullable(),
      rounds: z.number(),
      rest_seconds: z.number().nullable(),
      work_seconds: z.number().nullable(),
      duration_seconds: z.number().nullable(),
      items: z.array(workoutItemSchema),
    }),
  ),
});

const activitySchema = z.object({
  id: z.string(),
  workout_group_id: z.string().nullable(),
  workout_group_item_id: z.string().nullable(),
  exercise_id: z.string().nullable(),
  activity_type: z.enum(['set_done', 'skipped', 'round_done', 'rest_started', 'rest_ended', 'session_finished']),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
}) satisfies z.ZodType<WorkoutActivity>;

const personalBestSchema = z.object({
  exercise_id: z.string(),
  exercise_title: z.string(),
  kind: z.enum(['load', 'e1rm', 'reps', 'time']),
  value: z.number(),
  load_kg: z.number().nullable(),
  reps: z.number().nullable(),
  time_seconds: z.number().nullable(),
  previous_value: z.number().nullable(),
  session_id: z.string(),
  achieved_at: z.string(),
}) satisfies z.ZodType<PersonalBest>;

const sessionSchema = z.object({
  id: z.string(),
  workout_id: z.string(),
  workout_title: z.string(),
  page_id: z.string().nullable(),
  session_mode: z.enum(WORKOUT_MODES),
  status: z.enum(['active', 'finished']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  activities: z.array(activitySchema),
  summary: z
    .object({
      duration_seconds: z.number(),
      sets_done: z.number(),
      sets_skipped: z.number(),
      rounds_done: z.number(),
      total_reps: z.number(),
      total_volume_kg: z.number(),
      personal_bests: z.array(personalBestSchema),
    })
    .nullable(),
}) satisfies z.ZodType<WorkoutSession>;

export const workoutResponseSchema = z.object({
  workout: workoutSchema,
  active_session: sessionSchema.nullable(),
  last_sets: z.record(z.string(), z.array(loggedSetSchema)),
}) satisfies z.ZodType<WorkoutResponse>;

export const sessionResponseSchema = z.object({ session: sessionSchema }) satisfies z.ZodType<WorkoutSessionResponse>;

export const sessionListSchema = z.object({
  sessions: z.array(sessionSchema),
  total_count: z.number(),
  page: z.number(),
  per_page: z.number(),
}) satisfies z.ZodType<WorkoutSessionList>;

export const activityResponseSchema = z.object({
  activity: activitySchema,
  session: sessionSchema.nullable(),
}) satisfies z.ZodType<WorkoutActivityResponse>;

export const exerciseResponseSchema = z.object({
  exercise: exerciseSummarySchema.extend({
    description: z.string().nullable(),
    swapped_from: exerciseSummarySchema.nullable(),
    alternates: z.array(exerciseSummarySchema),
  }),
}) satisfies z.ZodType<ExerciseResponse>;

export const exerciseHistorySchema = z.object({
  exercise: exerciseSummarySchema,
  personal_bests: z.array(personalBestSchema),
  sessions: z.array(
    z.object({
      session_id: z.string(),
      workout_id: z.string(),
      workout_title: z.string(),
      done_at: z.string(),
      sets: z.array(loggedSetSchema),
    }),
  ),
  total_count: z.number(),
  page: z.number(),
  per_page: z.number(),
}) satisfies z.ZodType<ExerciseHistory>;

export const exerciseSwapResponseSchema = z.object({ exercise_id: z.string(), alternate_id: z.string() });

export const exerciseResetResponseSchema = z.object({ exercise_id: z.string() });
