import type { WorkoutMode } from '@stride/shared';
import {
  DEFAULT_WORKOUT_MODE,
  INVALID_PREFERENCE,
  WORKOUT_MODE_STORAGE_KEY,
  WORKOUT_MUTED_STORAGE_KEY,
  parseWorkoutMode,
  parseWorkoutMuted,
} from '@stride/shared/workouts';

export interface WorkoutPreferences {
  mode: WorkoutMode;
  muted: boolean;
  /** The stored mode was none we know ("Invalid Preference"): the default took its place, and is stored. */
  reset: boolean;
}

/** The window's localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function workoutStorage(win: Window | undefined): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or refused storage: the choice lasts this visit only.
  }
}

/**
 * The member's mode and sound; until the member picks a mode, the coach's `suggested` one (the block's), else the
 * default. An unknown stored mode falls back to the default, which replaces it.
 */
export function readWorkoutPreferences(
  storage: Storage | null,
  suggested: WorkoutMode | null = null,
): WorkoutPreferences {
  const muted = parseWorkoutMuted(read(storage, WORKOUT_MUTED_STORAGE_KEY));
  const stored = read(storage, WORKOUT_MODE_STORAGE_KEY);
  if (!stored && suggested) return { mode: suggested, muted, reset: false };
  try {
    return { mode: parseWorkoutMode(stored), muted, reset: false };
  } catch (error) {
    if (!(error instanceof Error) || error.message !== INVALID_PREFERENCE) throw error;
    write(storage, WORKOUT_MODE_STORAGE_KEY, DEFAULT_WORKOUT_MODE);
    return { mode: DEFAULT_WORKOUT_MODE, muted, reset: true };
  }
}

export function saveWorkoutMode(storage: Storage | null, mode: WorkoutMode): void {
  write(storage, WORKOUT_MODE_STORAGE_KEY, mode);
}

export function saveWorkoutMuted(storage: Storage | null, muted: boolean): void {
  write(storage, WORKOUT_MUTED_STORAGE_KEY, String(muted));
}
