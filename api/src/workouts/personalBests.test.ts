import type { LoggedSet, PersonalBest } from '@stride/shared';
import { allTimeBests, sessionBests, type SetRecord } from './personalBests';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

const bestsOf = (bests: PersonalBest[]) =>
  bests.map(({ exercise_title, kind, value, load_kg, reps, time_seconds, previous_value }) => ({
    exercise_title,
    kind,
    value,
    load_kg,
    reps,
    time_seconds,
    previous_value,
  }));

describe('personal bests from logged sets (API)', () => {
  let t: WorkoutTestApp;
  let strength: TestWorkout;
  let ann: Member;
  beforeAll(async () => {
    t = await createWorkoutTestApp();
    strength = await t.workout('strength-a');
    ann = await t.signIn('ann@lift.test');
  });
  afterAll(() => t.close());

  /** One session of the strength workout with these sets: its summary's bests. */
  async function session(sets: [title: string, index: number, data: Record<string, number>][]) {
    const id = await t.startSession(ann, strength.id);
    for (const [title, index, data] of sets) await t.logSet(ann, strength, id, [title, index], data);
    const finished = await t.finish(ann, strength.id, id);
    for (const best of finished.summary!.personal_bests) {
      expect(best).toMatchObject({ session_id: id, achieved_at: expect.any(String) });
    }
    return bestsOf(finished.summary!.personal_bests);
  }

  it('sets every best the first time: heaviest load with its reps, e1rm, bodyweight reps, longest hold, fastest run', async () => {
    const bests = await session([
      ['A', 0, { set_index: 0, reps: 8, load_kg: 60 }],
      ['A', 0, { set_index: 1, reps: 5, load_kg: 70 }],
      ['B', 0, { set_index: 0, round: 1, reps: 12 }],
      ['B', 0, { set_index: 0, round: 2, reps: 10 }],
      ['B', 1, { set_index: 0, round: 1, time_seconds: 45 }],
      ['B', 1, { set_index: 0, round: 2, time_seconds: 40 }],
      ['C', 0, { set_index: 0, distance_m: 400, time_seconds: 95 }],
      ['C', 0, { set_index: 1, distance_m: 400, time_seconds: 98 }],
    ]);
    expect(bests).toEqual([
      {
        exercise_title: 'Back squat',
        kind: 'load',
        value: 70,
        load_kg: 70,
        reps: 5,
        time_seconds: null,
        previous_value: null,
      },
      // 70 × (1 + 5/30) = 81.67 beats 60 × (1 + 8/30) = 76.
      {
        exercise_title: 'Back squat',
        kind: 'e1rm',
        value: 81.7,
        load_kg: 70,
        reps: 5,
        time_seconds: null,
        previous_value: null,
      },
      {
        exercise_title: 'Push-up',
        kind: 'reps',
        value: 12,
        load_kg: null,
        reps: 12,
        time_seconds: null,
        previous_value: null,
      },
      {
        exercise_title: 'Plank',
        kind: 'time',
        value: 45,
        load_kg: null,
        reps: null,
        time_seconds: 45,
        previous_value: null,
      },
      {
        exercise_title: 'Run',
        kind: 'time',
        value: 95,
        load_kg: null,
        reps: null,
        time_seconds: 95,
        previous_value: null,
      },
    ]);
  });

  it('sets none in a later, lighter session', async () => {
    const bests = await session([
      ['A', 0, { set_index: 0, reps: 8, load_kg: 50 }],
      ['A', 0, { set_index: 1, reps: 5, load_kg: 70 }],
      ['B', 0, { set_index: 0, round: 1, reps: 12 }],
      ['B', 1, { set_index: 0, round: 1, time_seconds: 30 }],
      ['C', 0, { set_index: 0, distance_m: 400, time_seconds: 101 }],
    ]);
    expect(bests).toEqual([]);
  });

  it('sets only the bests a session beats, each with the best it beat', async () => {
    const bests = await session([
      // Heavier, but fewer reps: a load best, not an e1rm one (72.5 × 1.1 = 79.75 < 81.7).
      ['A', 0, { set_index: 0, reps: 3, load_kg: 72.5 }],
      ['B', 0, { set_index: 0, round: 1, reps: 15 }],
      ['C', 0, { set_index: 0, distance_m: 400, time_seconds: 90 }],
      // The circuit's squats count for the same exercise.
      ['D', 0, { set_index: 0, round: 1, reps: 20, load_kg: 40 }],
    ]);
    expect(bests).toEqual([
      {
        exercise_title: 'Back squat',
        kind: 'load',
        value: 72.5,
        load_kg: 72.5,
        reps: 3,
        time_seconds: null,
        previous_value: 70,
      },
      {
        exercise_title: 'Push-up',
        kind: 'reps',
        value: 15,
        load_kg: null,
        reps: 15,
        time_seconds: null,
        previous_value: 12,
      },
      {
        exercise_title: 'Run',
        kind: 'time',
        value: 90,
        load_kg: null,
        reps: null,
        time_seconds: 90,
        previous_value: 95,
      },
    ]);
  });

  it('measures a member against their own sets only', async () => {
    const bob = await t.signIn('bob@lift.test');
    const id = await t.startSession(bob, strength.id);
    await t.logSet(bob, strength, id, ['A', 0], { set_index: 0, reps: 1, load_kg: 40 });
    const finished = await t.finish(bob, strength.id, id);
    expect(bestsOf(finished.summary!.personal_bests)).toEqual([
      {
        exercise_title: 'Back squat',
        kind: 'load',
        value: 40,
        load_kg: 40,
        reps: 1,
        time_seconds: null,
        previous_value: null,
      },
      {
        exercise_title: 'Back squat',
        kind: 'e1rm',
        value: 40,
        load_kg: 40,
        reps: 1,
        time_seconds: null,
        previous_value: null,
      },
    ]);
  });
});

describe('personal bests (rules)', () => {
  let seq = 0;
  const record = (session: string, set: Omit<LoggedSet, 'set_index'>, exercise = 'squat'): SetRecord => ({
    exercise_id: exercise,
    session_id: session,
    set: { set_index: 0, ...set },
    logged_at: new Date(Date.UTC(2030, 0, 1) + (seq += 1) * 60_000),
  });
  const title = (id: string) => id;

  it('does not count matching an earlier best as a new one', () => {
    const earlier = [record('s1', { load_kg: 100, reps: 5 })];
    expect(sessionBests('s2', earlier, [record('s2', { load_kg: 100, reps: 6 })], title).map((b) => b.kind)).toEqual([
      'e1rm',
    ]);
  });

  it('keeps the most reps at the session’s heaviest load', () => {
    const sets = [record('s1', { load_kg: 80, reps: 3 }), record('s1', { load_kg: 80, reps: 5 })];
    const [load] = sessionBests('s1', [], sets, title);
    expect(load).toMatchObject({ kind: 'load', value: 80, reps: 5 });
  });

  it('compares times over a distance only with times over the same distance, the shortest winning', () => {
    const earlier = [record('s1', { distance_m: 5000, time_seconds: 1500 }, 'run')];
    const now = [
      record('s2', { distance_m: 400, time_seconds: 100 }, 'run'),
      record('s2', { distance_m: 5000, time_seconds: 1600 }, 'run'),
      record('s2', { distance_m: 400, time_seconds: 95 }, 'run'),
    ];
    expect(sessionBests('s2', earlier, now, title)).toEqual([
      expect.objectContaining({ kind: 'time', value: 95, previous_value: null }),
    ]);
  });

  it('answers the all-time best of each kind with the best before the session that set it', () => {
    const bests = allTimeBests(
      [
        record('s1', { load_kg: 60, reps: 8 }),
        record('s2', { load_kg: 70, reps: 5 }),
        record('s2', { load_kg: 75, reps: 2 }),
        record('s3', { load_kg: 65, reps: 10 }),
        record('s3', { reps: 20 }, 'push-up'),
      ],
      title,
    );
    expect(
      bests.map(({ exercise_id, kind, value, previous_value, session_id }) => [
        exercise_id,
        kind,
        value,
        previous_value,
        session_id,
      ]),
    ).toEqual([
      ['squat', 'load', 75, 60, 's2'],
      // 65 × (1 + 10/30) = 86.7 beats 70 × (1 + 5/30) = 81.7.
      ['squat', 'e1rm', 86.7, 81.7, 's3'],
      ['push-up', 'reps', 20, null, 's3'],
    ]);
  });

  it('ignores sets that measured nothing', () => {
    expect(allTimeBests([record('s1', {}), record('s1', { reps: 0, load_kg: 0, time_seconds: 0 })], title)).toEqual([]);
  });
});
