import type { z } from 'zod';
import type { Video } from '../content/Block';
import type { WORKOUT_GROUP_KINDS, WORKOUT_MODES } from './workoutKinds';
import type {
  exerciseSwapRequestSchema,
  loggedSetSchema,
  workoutActivityRequestSchema,
  workoutSessionRequestSchema,
  workoutSessionUpdateSchema,
} from './Workouts.schema';

/**
 * The workouts contract (spec §3 workout session/activity, exercise swap; §7 Workouts, swap/reset exercise).
 * Types only: the runtime pieces (modes, the member's stored preferences, one-rep-max) are
 * `@stride/shared/workouts`, the request schemas `@stride/shared/schemas`.
 */

/** Spec §3 workout modes; follow_along is the default (spec §4). */
export type WorkoutMode = (typeof WORKOUT_MODES)[number];

/**
 * How a group is done: straight sets (each item's sets, rest between them), a superset or circuit (every item once
 * per round, rest after the round), EMOM (a round starts every `work_seconds`), AMRAP (as many rounds as fit in
 * `duration_seconds`) or intervals (`work_seconds` on, `rest_seconds` off, `rounds` times).
 */
export type WorkoutGroupKind = (typeof WORKOUT_GROUP_KINDS)[number];

/** An exercise page as a workout shows it. */
export interface ExerciseSummary {
  id: string;
  title: string;
  path: string;
  image_url: string | null;
  video: Video | null;
}

/** GET /workout_group_items/{uid}/exercise: the item's exercise (the member's swap applied), with its page's text. */
export interface Exercise extends ExerciseSummary {
  description: string | null;
  /** The coach's exercise for this item when the member swapped it, else null. */
  swapped_from: ExerciseSummary | null;
  /** What the coach allows in its place (of the coach's exercise). */
  alternates: ExerciseSummary[];
}

export interface ExerciseResponse {
  exercise: Exercise;
}

/** One exercise of a group, with its targets (null: not measured). */
export interface WorkoutItem {
  id: string;
  /** The exercise the member does: the coach's, or the alternate the member swapped it for. */
  exercise: ExerciseSummary;
  /** The coach's exercise (swaps are by it). */
  original_exercise_id: string;
  is_swapped: boolean;
  alternates: ExerciseSummary[];
  /** Straight sets: how many; in a superset, circuit or interval group the group's rounds count instead. */
  sets: number;
  reps: number | null;
  time_seconds: number | null;
  distance_m: number | null;
  load_kg: number | null;
  tempo: string | null;
  /** Rest after each set (straight) or after the item (in a round). */
  rest_seconds: number | null;
  notes: string | null;
}

export interface WorkoutGroup {
  id: string;
  kind: WorkoutGroupKind;
  title: string | null;
  /** Superset, circuit, EMOM and intervals: how many rounds (EMOM: minutes). AMRAP: 1 (it counts rounds done). */
  rounds: number;
  /** Rest after each round (superset, circuit), or the off time of an interval. */
  rest_seconds: number | null;
  /** EMOM: a round starts every this many seconds; intervals: the on time. */
  work_seconds: number | null;
  /** AMRAP: the time cap. */
  duration_seconds: number | null;
  items: WorkoutItem[];
}

export interface Workout {
  id: string;
  title: string;
  description: string | null;
  /** The page that holds it: its access rules govern the workout. */
  page_id: string | null;
  /** A whole-class video for follow-along; else each item's exercise video plays. */
  video: Video | null;
  /** The form asked at the end of a session (e.g. Rounds Achieved), or null. */
  results_form_id: string | null;
  groups: WorkoutGroup[];
}

/** Numbers of one logged set (a set_done activity's data). */
export type LoggedSet = z.infer<typeof loggedSetSchema>;

/** GET /workouts/{id}: the workout for this member, a session to continue, and last time's numbers per item id. */
export interface WorkoutResponse {
  workout: Workout;
  active_session: WorkoutSession | null;
  last_sets: Record<string, LoggedSet[]>;
}

export type WorkoutActivityType =
  'set_done' | 'skipped' | 'round_done' | 'rest_started' | 'rest_ended' | 'session_finished';

/** POST /workouts/{id}/session/{sessionId}/activity */
export type WorkoutActivityRequest = z.infer<typeof workoutActivityRequestSchema>;

export interface WorkoutActivity {
  id: string;
  workout_group_id: string | null;
  workout_group_item_id: string | null;
  /** The exercise done (a swap applied), for set_done and skipped. */
  exercise_id: string | null;
  activity_type: WorkoutActivityType;
  data: Record<string, unknown>;
  created_at: string;
}

/** POST …/activity (201): the activity; with session_finished also the session and its summary. */
export interface WorkoutActivityResponse {
  activity: WorkoutActivity;
  session: WorkoutSession | null;
}

export type PersonalBestKind = 'load' | 'e1rm' | 'reps' | 'time';

/** A best the member set: heaviest load (with its reps), estimated one-rep max, most reps, best time. */
export interface PersonalBest {
  exercise_id: string;
  exercise_title: string;
  kind: PersonalBestKind;
  /** kg for load and e1rm, reps for reps, seconds for time. */
  value: number;
  load_kg: number | null;
  reps: number | null;
  time_seconds: number | null;
  /** The best before this one (null: the first). */
  previous_value: number | null;
  session_id: string;
  achieved_at: string;
}

export interface WorkoutSessionSummary {
  duration_seconds: number;
  sets_done: number;
  sets_skipped: number;
  rounds_done: number;
  total_reps: number;
  total_volume_kg: number;
  /** Bests this session set. */
  personal_bests: PersonalBest[];
}

/** Spec §3 workout session. */
export interface WorkoutSession {
  id: string;
  workout_id: string;
  workout_title: string;
  page_id: string | null;
  session_mode: WorkoutMode;
  status: 'active' | 'finished';
  started_at: string;
  finished_at: string | null;
  /** In the order logged; GET one and the active session carry them, lists do not (empty). */
  activities: WorkoutActivity[];
  /** Finished sessions only. */
  summary: WorkoutSessionSummary | null;
}

export type WorkoutSessionRequest = z.infer<typeof workoutSessionRequestSchema>;
export type WorkoutSessionUpdate = z.infer<typeof workoutSessionUpdateSchema>;

/** POST /workouts/{id}/session (201), PUT and GET …/session/{sessionId}. */
export interface WorkoutSessionResponse {
  session: WorkoutSession;
}

/** GET /workouts/{id}/sessions ?page (newest first, without activities). */
export interface WorkoutSessionList {
  sessions: WorkoutSession[];
  total_count: number;
  page: number;
  per_page: number;
}

/** GET /exercises/{id}/history ?page: the member's sets of an exercise by session, newest first, and their bests. */
export interface ExerciseHistory {
  exercise: ExerciseSummary;
  personal_bests: PersonalBest[];
  sessions: { session_id: string; workout_id: string; workout_title: string; done_at: string; sets: LoggedSet[] }[];
  total_count: number;
  page: number;
  per_page: number;
}

/** POST /subscribers/swap_exercise (answers the same pair) and the login response's exercise_swaps. */
export type ExerciseSwapRequest = z.infer<typeof exerciseSwapRequestSchema>;
