import type { Exercise, ExerciseSummary, Workout, WorkoutItem } from '@stride/shared';
import type { StoredWorkoutItem } from '../db/jsonColumns';
import { swappedExercise } from './exerciseSwaps';
import type { MemberSwaps } from './workoutCaches';
import type { CatalogueWorkout, WorkoutCatalogue } from './workoutCatalogue';

/**
 * An exercise page as a workout shows it. Workouts name exercises by page id inside JSON, where no foreign key
 * follows a page that is gone: such an exercise shows by id only rather than breaking the workout.
 */
export function exerciseSummaryOf(catalogue: WorkoutCatalogue, id: string): ExerciseSummary {
  return catalogue.exercises.get(id)?.summary ?? { id, title: '', path: '', image_url: null, video: null };
}

function alternatesOf(catalogue: WorkoutCatalogue, exerciseId: string): ExerciseSummary[] {
  return (catalogue.alternates.get(exerciseId) ?? []).map((id) => exerciseSummaryOf(catalogue, id));
}

function itemFor(catalogue: WorkoutCatalogue, swaps: MemberSwaps, item: StoredWorkoutItem): WorkoutItem {
  const done = swappedExercise(catalogue, swaps, item.exercise_id);
  return {
    id: item.id,
    exercise: exerciseSummaryOf(catalogue, done),
    original_exercise_id: item.exercise_id,
    is_swapped: done !== item.exercise_id,
    alternates: alternatesOf(catalogue, item.exercise_id),
    sets: item.sets,
    reps: item.reps,
    time_seconds: item.time_seconds,
    distance_m: item.distance_m,
    load_kg: item.load_kg,
    tempo: item.tempo,
    rest_seconds: item.rest_seconds,
    notes: item.notes,
  };
}

/** The workout as this member does it: every item with the member's swap applied. */
export function workoutFor(catalogue: WorkoutCatalogue, swaps: MemberSwaps, workout: CatalogueWorkout): Workout {
  const { definition } = workout;
  return {
    id: workout.id,
    title: workout.title,
    description: definition.description,
    page_id: workout.pageId,
    video: definition.video,
    results_form_id: definition.results_form_id,
    groups: definition.groups.map((group) => ({
      id: group.id,
      kind: group.kind,
      title: group.title,
      rounds: group.rounds,
      rest_seconds: group.rest_seconds,
      work_seconds: group.work_seconds,
      duration_seconds: group.duration_seconds,
      items: group.items.map((item) => itemFor(catalogue, swaps, item)),
    })),
  };
}

/** GET /workout_group_items/{id}/exercise: the exercise the member does for the item, with its page's text. */
export function itemExerciseFor(catalogue: WorkoutCatalogue, swaps: MemberSwaps, item: StoredWorkoutItem): Exercise {
  const done = swappedExercise(catalogue, swaps, item.exercise_id);
  return {
    ...exerciseSummaryOf(catalogue, done),
    description: catalogue.exercises.get(done)?.description ?? null,
    swapped_from: done === item.exercise_id ? null : exerciseSummaryOf(catalogue, item.exercise_id),
    alternates: alternatesOf(catalogue, item.exercise_id),
  };
}
