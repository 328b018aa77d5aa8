import { estimatedOneRepMax, parseWorkoutMode, parseWorkoutMuted } from './workoutPreferences';

describe('workout preferences (spec §4)', () => {
  it('follows along unless the member chose a known mode', () => {
    expect(parseWorkoutMode(null)).toBe('follow_along');
    expect(parseWorkoutMode('')).toBe('follow_along');
    expect(parseWorkoutMode('grouped')).toBe('grouped');
  });

  it('throws "Invalid Preference" for a stored mode outside the list', () => {
    expect(() => parseWorkoutMode('circuit')).toThrow('Invalid Preference');
  });

  it('is muted unless the member turned sound on', () => {
    expect(parseWorkoutMuted(null)).toBe(true);
    expect(parseWorkoutMuted('true')).toBe(true);
    expect(parseWorkoutMuted('false')).toBe(false);
  });
});

describe('estimatedOneRepMax', () => {
  it("is Epley's estimate, the load itself for a single, and none without load or reps", () => {
    expect(estimatedOneRepMax(100, 5)).toBe(116.7);
    expect(estimatedOneRepMax(80, 1)).toBe(80);
    expect(estimatedOneRepMax(0, 5)).toBeNull();
    expect(estimatedOneRepMax(60, 0)).toBeNull();
  });
});
