import { item, plank, squat } from './testing/workoutFixtures';
import { loggedSetFrom, measuredFields, plannedSet, prefilledValues } from './setValues';

describe('measuredFields', () => {
  it('asks reps and load of a strength item, time of a timed one, distance and time of a run', () => {
    expect(measuredFields(squat)).toEqual(['reps', 'load_kg']);
    expect(measuredFields(item('p', 'Push-up', { reps: 10 }))).toEqual(['reps', 'load_kg']);
    expect(measuredFields(plank)).toEqual(['time_seconds']);
    expect(measuredFields(item('r', 'Run', { distance_m: 400, time_seconds: 90 }))).toEqual([
      'time_seconds',
      'distance_m',
    ]);
  });
});

describe('prefilledValues', () => {
  it("fills last session's numbers for the same set, the coach's targets where there are none", () => {
    const last = [
      { set_index: 0, reps: 5, load_kg: 102.5 },
      { set_index: 1, reps: 4, load_kg: 105 },
    ];
    expect(prefilledValues(squat, 1, last)).toMatchObject({ reps: '4', load_kg: '105' });
    expect(prefilledValues(squat, 2, last)).toMatchObject({ reps: '5', load_kg: '100' });
    expect(prefilledValues(squat, 0, undefined)).toMatchObject({ reps: '5', load_kg: '100' });
  });

  it("prefers this session's logged numbers for a set already done", () => {
    expect(
      prefilledValues(squat, 0, [{ set_index: 0, reps: 5 }], { set_index: 0, reps: 3, load_kg: 90 }),
    ).toMatchObject({ reps: '3', load_kg: '90' });
  });
});

describe('loggedSetFrom', () => {
  it('logs the numbers typed, a decimal comma read as a point, blanks left out', () => {
    const values = { reps: '8', load_kg: '62,5', time_seconds: '', distance_m: '' };
    expect(loggedSetFrom(squat, values, 2, null)).toEqual({ set: { set_index: 2, reps: 8, load_kg: 62.5 } });
    expect(loggedSetFrom(squat, { ...values, load_kg: '' }, 0, 3)).toEqual({
      set: { set_index: 0, round: 3, reps: 8 },
    });
  });

  it('names the first input that is not a number it can log', () => {
    const values = { reps: '7.5', load_kg: '60', time_seconds: '', distance_m: '' };
    expect(loggedSetFrom(squat, values, 0, null)).toEqual({ invalid: 'reps' });
    expect(loggedSetFrom(squat, { ...values, reps: '8', load_kg: '-5' }, 0, null)).toEqual({ invalid: 'load_kg' });
  });
});

describe('plannedSet', () => {
  it('logs a set done by the clock with its time and what was planned', () => {
    expect(plannedSet(plank, 1, 2, undefined, 40)).toEqual({ set_index: 1, round: 2, time_seconds: 40 });
    expect(plannedSet(squat, 0, null, [{ set_index: 0, reps: 6, load_kg: 95 }], null)).toEqual({
      set_index: 0,
      reps: 6,
      load_kg: 95,
    });
  });
});
