import { WORKOUT_MODE_STORAGE_KEY, WORKOUT_MUTED_STORAGE_KEY } from '@stride/shared/workouts';
import { readWorkoutPreferences, saveWorkoutMode, saveWorkoutMuted, workoutStorage } from './workoutPreferences';

describe('workout preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('is follow-along and muted for a member who never chose', () => {
    expect(readWorkoutPreferences(window.localStorage)).toEqual({ mode: 'follow_along', muted: true, reset: false });
  });

  it("starts in the coach's suggested mode until the member picks one", () => {
    expect(readWorkoutPreferences(window.localStorage, 'grouped').mode).toBe('grouped');
    saveWorkoutMode(window.localStorage, 'follow_along');
    expect(readWorkoutPreferences(window.localStorage, 'grouped').mode).toBe('follow_along');
  });

  it('remembers the mode and the sound the member chose', () => {
    saveWorkoutMode(window.localStorage, 'grouped');
    saveWorkoutMuted(window.localStorage, false);
    expect(window.localStorage.getItem(WORKOUT_MODE_STORAGE_KEY)).toBe('grouped');
    expect(readWorkoutPreferences(window.localStorage)).toEqual({ mode: 'grouped', muted: false, reset: false });
  });

  it('falls back to follow-along for an unknown stored mode ("Invalid Preference"), and stores the fallback', () => {
    window.localStorage.setItem(WORKOUT_MODE_STORAGE_KEY, 'circuit_mode');
    expect(readWorkoutPreferences(window.localStorage)).toEqual({ mode: 'follow_along', muted: true, reset: true });
    expect(window.localStorage.getItem(WORKOUT_MODE_STORAGE_KEY)).toBe('follow_along');
    expect(readWorkoutPreferences(window.localStorage).reset).toBe(false);
  });

  it('keeps muted for anything but an explicit false', () => {
    window.localStorage.setItem(WORKOUT_MUTED_STORAGE_KEY, 'yes');
    expect(readWorkoutPreferences(window.localStorage).muted).toBe(true);
  });

  it('works without storage, and where the browser refuses it', () => {
    expect(readWorkoutPreferences(null)).toEqual({ mode: 'follow_along', muted: true, reset: false });
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readWorkoutPreferences(refusing)).toEqual({ mode: 'follow_along', muted: true, reset: false });
    expect(() => saveWorkoutMode(refusing, 'grouped')).not.toThrow();
    const sandboxed = Object.defineProperty({}, 'localStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    }) as Window;
    expect(workoutStorage(sandboxed)).toBeNull();
  });
});
