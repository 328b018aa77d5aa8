import type { WorkoutMode } from './Workouts';
import { WORKOUT_MODES } from './workoutKinds';

/** Spec §9 local storage keys (prefixed like the app's others). */
export const WORKOUT_MODE_STORAGE_KEY = 'stride:workout_mode';
export const WORKOUT_MUTED_STORAGE_KEY = 'stride:workout_muted';

/** Spec §4: follow-along unless the member chose otherwise. */
export const DEFAULT_WORKOUT_MODE: WorkoutMode = 'follow_along';

/** Spec §8 thrown message for a preference outside the mode list. */
export const INVALID_PREFERENCE = 'Invalid Preference';

/** A stored preference as a mode: nothing stored is the default; anything else unknown throws "Invalid Preference". */
export function parseWorkoutMode(stored: string | null): WorkoutMode {
  if (stored === null || stored === '') return DEFAULT_WORKOUT_MODE;
  if ((WORKOUT_MODES as readonly string[]).includes(stored)) return stored as WorkoutMode;
  throw new Error(INVALID_PREFERENCE);
}

/** Spec §4: muted unless the member turned sound on ('false' stored). */
export function parseWorkoutMuted(stored: string | null): boolean {
  return stored !== 'false';
}

/** Epley's estimate of a one-rep max, to one decimal; one rep is the load itself, no reps or load: none. */
export function estimatedOneRepMax(loadKg: number, reps: number): number | null {
  if (loadKg <= 0 || reps <= 0) return null;
  if (reps === 1) return loadKg;
  return Math.round(loadKg * (1 + reps / 30) * 10) / 10;
}
