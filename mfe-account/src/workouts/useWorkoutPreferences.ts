import type { WorkoutMode } from '@stride/shared';
import { useState } from 'react';
import {
  readWorkoutPreferences,
  saveWorkoutMode,
  saveWorkoutMuted,
  workoutStorage,
  type WorkoutPreferences,
} from './workoutPreferences';

const storage = () => workoutStorage(typeof window === 'undefined' ? undefined : window);

/**
 * The member's workout mode (the coach's `suggested` one until they pick) and sound, read once and remembered in
 * local storage when changed.
 */
export function useWorkoutPreferences(suggested: WorkoutMode | null = null): WorkoutPreferences & {
  setMode(mode: WorkoutMode): void;
  setMuted(muted: boolean): void;
} {
  const [preferences, setPreferences] = useState(() => readWorkoutPreferences(storage(), suggested));
  return {
    ...preferences,
    setMode(mode) {
      saveWorkoutMode(storage(), mode);
      setPreferences((current) => ({ ...current, mode, reset: false }));
    },
    setMuted(muted) {
      saveWorkoutMuted(storage(), muted);
      setPreferences((current) => ({ ...current, muted }));
    },
  };
}
