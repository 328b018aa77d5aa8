import type {
  ExerciseSummary,
  Workout,
  WorkoutActivity,
  WorkoutGroup,
  WorkoutItem,
  WorkoutResponse,
  WorkoutSession,
} from '@stride/shared';

/** Workouts, sessions and activities for the player's tests, each with what a test changes given. */
export function exercise(id: string, title: string, overrides: Partial<ExerciseSummary> = {}): ExerciseSummary {
  return { id, title, path: `/exercises/${id}`, image_url: null, video: null, ...overrides };
}

export function item(id: string, title: string, overrides: Partial<WorkoutItem> = {}): WorkoutItem {
  return {
    id,
    exercise: exercise(`ex-${id}`, title),
    original_exercise_id: `ex-${id}`,
    is_swapped: false,
    alternates: [],
    sets: 1,
    reps: null,
    time_seconds: null,
    distance_m: null,
    load_kg: null,
    tempo: null,
    rest_seconds: null,
    notes: null,
    ...overrides,
  };
}

export function group(
  id: string,
  kind: WorkoutGroup['kind'],
  items: WorkoutItem[],
  overrides: Partial<WorkoutGroup> = {},
) {
  const value: WorkoutGroup = {
    id,
    kind,
    title: null,
    rounds: 1,
    rest_seconds: null,
    work_seconds: null,
    duration_seconds: null,
    items,
    ...overrides,
  };
  return value;
}

export function workout(groups: WorkoutGroup[], overrides: Partial<Workout> = {}): Workout {
  return {
    id: 'w1',
    title: 'Strength A',
    description: null,
    page_id: 'page-1',
    video: null,
    results_form_id: null,
    groups,
    ...overrides,
  };
}

export const squat = item('i-squat', 'Back squat', {
  sets: 3,
  reps: 5,
  load_kg: 100,
  rest_seconds: 90,
  tempo: '3-1-1',
  alternates: [exercise('ex-goblet', 'Goblet squat'), exercise('ex-split', 'Split squat')],
});
export const pushUp = item('i-push', 'Push-up', { reps: 10, rest_seconds: 0 });
export const row = item('i-row', 'Ring row', { reps: 12, load_kg: 20 });
export const burpee = item('i-burpee', 'Burpee', { reps: 10 });
export const plank = item('i-plank', 'Plank', { time_seconds: 40 });

/** Straight sets, a superset, an AMRAP and intervals: the strength workout of the demo, in small. */
export function strengthWorkout(overrides: Partial<Workout> = {}): Workout {
  return workout(
    [
      group('g-squat', 'straight', [squat]),
      group('g-super', 'superset', [pushUp, row], { rounds: 3, rest_seconds: 60, title: 'A. Upper body' }),
      group('g-amrap', 'amrap', [burpee], { duration_seconds: 300 }),
      group('g-int', 'intervals', [plank], { rounds: 2, work_seconds: 40, rest_seconds: 20 }),
    ],
    overrides,
  );
}

let activityCount = 0;
export function activity(
  overrides: Partial<WorkoutActivity> & Pick<WorkoutActivity, 'activity_type'>,
): WorkoutActivity {
  activityCount += 1;
  return {
    id: `a${activityCount}`,
    workout_group_id: null,
    workout_group_item_id: null,
    exercise_id: null,
    data: {},
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function setDone(groupId: string, itemId: string, data: Record<string, unknown>): WorkoutActivity {
  return activity({ activity_type: 'set_done', workout_group_id: groupId, workout_group_item_id: itemId, data });
}

export function session(overrides: Partial<WorkoutSession> = {}): WorkoutSession {
  return {
    id: 's1',
    workout_id: 'w1',
    workout_title: 'Strength A',
    page_id: 'page-1',
    session_mode: 'grouped',
    status: 'active',
    started_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    activities: [],
    summary: null,
    ...overrides,
  };
}

export function workoutResponse(overrides: Partial<WorkoutResponse> = {}): WorkoutResponse {
  return { workout: strengthWorkout(), active_session: null, last_sets: {}, ...overrides };
}
