import {
  activity,
  group,
  item,
  plank,
  pushUp,
  row,
  setDone,
  squat,
  strengthWorkout,
  workout,
} from './testing/workoutFixtures';
import {
  currentRound,
  groupSteps,
  isRoundComplete,
  isWorkoutComplete,
  nextWorkStep,
  progressOf,
  resumeIndex,
  roundsDone,
  workoutSteps,
  type PlanStep,
} from './workoutPlan';

const describeStep = (step: PlanStep) => {
  switch (step.kind) {
    case 'set':
      return `${step.item.exercise.title} ${step.round === null ? `set ${step.setIndex + 1}` : `round ${step.round}`}${
        step.seconds ? ` ${step.seconds}s` : ''
      }`;
    case 'rest':
      return `rest ${step.seconds}s`;
    case 'emom':
      return `minute ${step.round} ${step.seconds}s`;
    case 'amrap':
      return `amrap ${step.seconds}s`;
  }
};

describe('workoutSteps', () => {
  it('walks straight sets set by set with the rest after each, and a superset round by round', () => {
    const steps = workoutSteps(
      workout([
        group('g1', 'straight', [item('a', 'Squat', { sets: 2, rest_seconds: 90 })]),
        group('g2', 'superset', [pushUp, row], { rounds: 2, rest_seconds: 60 }),
      ]),
    );
    expect(steps.map(describeStep)).toEqual([
      'Squat set 1',
      'rest 90s',
      'Squat set 2',
      'rest 90s',
      'Push-up round 1',
      'Ring row round 1',
      'rest 60s',
      'Push-up round 2',
      'Ring row round 2',
    ]);
  });

  it('times intervals by their on time with the off time after each, and counts EMOM minutes and an AMRAP cap', () => {
    const steps = workoutSteps(
      workout([
        group('g1', 'intervals', [plank], { rounds: 2, work_seconds: 30, rest_seconds: 15 }),
        group('g2', 'emom', [row], { rounds: 2, work_seconds: 60 }),
        group('g3', 'amrap', [pushUp], { duration_seconds: 600 }),
      ]),
    );
    expect(steps.map(describeStep)).toEqual([
      'Plank round 1 30s',
      'rest 15s',
      'Plank round 2 30s',
      'rest 15s',
      'minute 1 60s',
      'minute 2 60s',
      'amrap 600s',
    ]);
  });

  it('keeps the rest that ends a group inside the workout but not after its last step', () => {
    expect(
      groupSteps(group('g', 'straight', [item('a', 'Row', { sets: 1, rest_seconds: 30 })])).map(describeStep),
    ).toEqual(['Row set 1', 'rest 30s']);
    expect(
      workoutSteps(workout([group('g', 'straight', [item('a', 'Row', { sets: 1, rest_seconds: 30 })])])).map(
        describeStep,
      ),
    ).toEqual(['Row set 1']);
  });
});

describe('progressOf', () => {
  it('counts sets done and skipped by group, item and set, the later report winning', () => {
    const progress = progressOf([
      setDone('g-squat', squat.id, { set_index: 0, reps: 5, load_kg: 100 }),
      activity({
        activity_type: 'skipped',
        workout_group_id: 'g-squat',
        workout_group_item_id: squat.id,
        data: { set_index: 1 },
      }),
      setDone('g-squat', squat.id, { set_index: 1, reps: 4, load_kg: 100 }),
      activity({
        activity_type: 'skipped',
        workout_group_id: 'g-squat',
        workout_group_item_id: squat.id,
        data: { set_index: 2 },
      }),
    ]);
    expect(Object.fromEntries(progress.sets)).toEqual({
      'g-squat/i-squat/0': 'done',
      'g-squat/i-squat/1': 'done',
      'g-squat/i-squat/2': 'skipped',
    });
    expect(progress.setData.get('g-squat/i-squat/1')).toEqual({ set_index: 1, reps: 4, load_kg: 100 });
  });

  it('ignores what it cannot place: no group, no set number, rests', () => {
    const progress = progressOf([
      activity({ activity_type: 'set_done', workout_group_item_id: squat.id, data: { set_index: 0 } }),
      activity({ activity_type: 'set_done', workout_group_id: 'g-squat', workout_group_item_id: squat.id, data: {} }),
      activity({ activity_type: 'rest_started', workout_group_id: 'g-squat', data: { seconds: 90 } }),
    ]);
    expect(progress.sets.size).toBe(0);
  });
});

describe('rounds', () => {
  const superset = group('g-super', 'superset', [pushUp, row], { rounds: 3 });

  it('completes a round when every item of it is in and one at least was done', () => {
    const half = progressOf([setDone('g-super', pushUp.id, { set_index: 0, round: 1 })]);
    expect(isRoundComplete(superset, 1, half)).toBe(false);
    const full = progressOf([
      setDone('g-super', pushUp.id, { set_index: 0, round: 1 }),
      activity({
        activity_type: 'skipped',
        workout_group_id: 'g-super',
        workout_group_item_id: row.id,
        data: { set_index: 0, round: 1 },
      }),
    ]);
    expect(isRoundComplete(superset, 1, full)).toBe(true);
    const skipped = progressOf([
      activity({
        activity_type: 'skipped',
        workout_group_id: 'g-super',
        workout_group_item_id: pushUp.id,
        data: { set_index: 0 },
      }),
      activity({
        activity_type: 'skipped',
        workout_group_id: 'g-super',
        workout_group_item_id: row.id,
        data: { set_index: 0 },
      }),
    ]);
    expect(isRoundComplete(superset, 1, skipped)).toBe(false);
  });

  it('is at the first round not yet through, and at the last once all are', () => {
    expect(currentRound(superset, progressOf([]))).toBe(1);
    const oneDone = progressOf([
      setDone('g-super', pushUp.id, { set_index: 0, round: 1 }),
      setDone('g-super', row.id, { set_index: 0, round: 1 }),
      activity({ activity_type: 'round_done', workout_group_id: 'g-super', data: { round: 1 } }),
    ]);
    expect(currentRound(superset, oneDone)).toBe(2);
    const allDone = progressOf(
      [1, 2, 3].flatMap((round) => [
        setDone('g-super', pushUp.id, { set_index: round - 1, round }),
        setDone('g-super', row.id, { set_index: round - 1, round }),
      ]),
    );
    expect(currentRound(superset, allDone)).toBe(3);
  });

  it('counts an AMRAP by its logged rounds', () => {
    const amrap = group('g-amrap', 'amrap', [pushUp]);
    const progress = progressOf(
      [1, 2, 3].map((round) => activity({ activity_type: 'round_done', workout_group_id: 'g-amrap', data: { round } })),
    );
    expect(roundsDone(amrap, progress)).toBe(3);
  });
});

describe('resumeIndex', () => {
  const plan = strengthWorkout();
  const steps = workoutSteps(plan);

  it('starts at the beginning when nothing is logged', () => {
    expect(resumeIndex(steps, progressOf([]))).toBe(0);
  });

  it('continues at the next step after the furthest one logged, not at the rest before it', () => {
    const progress = progressOf([
      setDone('g-squat', squat.id, { set_index: 0, reps: 5 }),
      setDone('g-squat', squat.id, { set_index: 1, reps: 5 }),
      activity({
        activity_type: 'rest_started',
        workout_group_id: 'g-squat',
        workout_group_item_id: squat.id,
        data: { seconds: 90 },
      }),
    ]);
    const index = resumeIndex(steps, progress);
    expect(describeStep(steps[index]!)).toBe('Back squat set 3');
  });

  it('stays in an AMRAP being counted, and leaves one skipped', () => {
    const amrapIndex = steps.findIndex((step) => step.kind === 'amrap');
    const counting = progressOf([
      activity({ activity_type: 'round_done', workout_group_id: 'g-amrap', data: { round: 2 } }),
    ]);
    expect(resumeIndex(steps, counting)).toBe(amrapIndex);
    const skipped = progressOf([activity({ activity_type: 'skipped', workout_group_id: 'g-amrap' })]);
    expect(steps[resumeIndex(steps, skipped)]?.kind).toBe('set');
    expect(resumeIndex(steps, skipped)).toBeGreaterThan(amrapIndex);
  });

  it('is past the end when the last step is logged', () => {
    const last = steps.length - 1;
    const step = steps[last];
    if (step?.kind !== 'set') throw new Error('the workout ends on a set');
    const progress = progressOf([
      setDone(step.group.id, step.item.id, { set_index: step.setIndex, round: step.round }),
    ]);
    expect(resumeIndex(steps, progress)).toBe(steps.length);
  });
});

describe('nextWorkStep and isWorkoutComplete', () => {
  it('names the next work after a set, past the rest between', () => {
    const steps = workoutSteps(strengthWorkout());
    const next = nextWorkStep(steps, 0);
    expect(next && describeStep(next)).toBe('Back squat set 2');
    expect(nextWorkStep(steps, steps.length - 1)).toBeNull();
  });

  it('is complete once every set is in and every AMRAP counted', () => {
    const plan = workout([
      group('g1', 'straight', [item('a', 'Row', { sets: 2 })]),
      group('g2', 'amrap', [pushUp], { duration_seconds: 60 }),
    ]);
    const sets = [setDone('g1', 'a', { set_index: 0 }), setDone('g1', 'a', { set_index: 1 })];
    expect(isWorkoutComplete(plan, progressOf(sets))).toBe(false);
    const counted = [...sets, activity({ activity_type: 'round_done', workout_group_id: 'g2', data: { round: 1 } })];
    expect(isWorkoutComplete(plan, progressOf(counted))).toBe(true);
  });
});
