import { randomUUID } from 'node:crypto';
import type { ExerciseResponse, WorkoutItem, WorkoutResponse } from '@stride/shared';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let strength: TestWorkout;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  strength = await t.workout('strength-a');
});
afterAll(() => t.close());

async function read(as: Member, workoutId: string): Promise<WorkoutResponse> {
  const response = await t.call('GET', `/workouts/${workoutId}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const items = (response: WorkoutResponse): WorkoutItem[] => response.workout.groups.flatMap((group) => group.items);

const swap = (as: Member, exercise_id: string, alternate_id: string) =>
  t.call('POST', '/subscribers/swap_exercise', { as, body: { exercise_id, alternate_id } });

describe('GET /workouts/{id}', () => {
  it('answers the workout with its groups and each item’s exercise resolved from its page', async () => {
    const ann = await t.signIn('ann@lift.test');
    const { workout, active_session, last_sets } = await read(ann, strength.id);
    expect(workout).toMatchObject({
      id: strength.id,
      title: 'Strength A',
      description: 'Squat, then a superset.',
      page_id: await t.pageId('/workouts/strength'),
      video: null,
      results_form_id: expect.any(String),
    });
    expect(workout.groups.map((group) => [group.title, group.kind, group.rounds, group.rest_seconds])).toEqual([
      ['A', 'straight', 1, null],
      ['B', 'superset', 3, 60],
      ['C', 'straight', 1, null],
      ['D', 'circuit', 2, null],
    ]);
    const [squat] = workout.groups[0]!.items;
    expect(squat).toEqual({
      id: strength.itemId('A'),
      exercise: {
        id: await t.pageId('/exercises/back-squat'),
        title: 'Back squat',
        path: '/exercises/back-squat',
        image_url: 'https://img.test/squat.jpg',
        video: { provider: 'youtube', id: 'sQuAt12345_', url: null },
      },
      original_exercise_id: await t.pageId('/exercises/back-squat'),
      is_swapped: false,
      alternates: [
        expect.objectContaining({ id: await t.pageId('/exercises/goblet-squat'), title: 'Goblet squat' }),
        expect.objectContaining({ id: await t.pageId('/exercises/split-squat'), title: 'Split squat' }),
      ],
      sets: 3,
      reps: 8,
      time_seconds: null,
      distance_m: null,
      load_kg: 60,
      tempo: '3-1-1-0',
      rest_seconds: 90,
      notes: 'Brace',
    });
    expect(workout.groups[2]!.items[0]).toMatchObject({ distance_m: 400, reps: null, load_kg: null });
    expect(active_session).toBeNull();
    expect(last_sets).toEqual({});
  });

  it('applies the member’s swap to every item of every workout that uses the exercise, for that member only', async () => {
    const ann = await t.signIn('ann@lift.test');
    const bob = await t.signIn('bob@lift.test');
    const squat = await t.pageId('/exercises/back-squat');
    const goblet = await t.pageId('/exercises/goblet-squat');
    expect((await swap(ann, squat, goblet)).statusCode).toBe(200);

    const legs = await t.workout('legs');
    const annSquats = [...items(await read(ann, strength.id)), ...items(await read(ann, legs.id))].filter(
      (item) => item.original_exercise_id === squat,
    );
    expect(annSquats).toHaveLength(3);
    for (const item of annSquats) {
      expect(item).toMatchObject({ exercise: { id: goblet, title: 'Goblet squat' }, is_swapped: true });
      // What the coach allows stays the coach's exercise's list.
      expect(item.alternates.map((a) => a.id)).toEqual([goblet, await t.pageId('/exercises/split-squat')]);
    }
    const bobSquats = items(await read(bob, strength.id)).filter((item) => item.original_exercise_id === squat);
    expect(bobSquats.every((item) => item.exercise.id === squat && !item.is_swapped)).toBe(true);

    await t.call('POST', '/subscribers/reset_exercise', { as: ann, body: { exercise_id: squat } });
    expect(items(await read(ann, strength.id))[0]).toMatchObject({ exercise: { id: squat }, is_swapped: false });
  });

  it('refuses a guest with 401', async () => {
    const response = await t.call('GET', `/workouts/${strength.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('refuses a member its page locks out with 403, and opens it to a member who bought it', async () => {
    const gold = await t.workout('gold-wod');
    const locked = await t.call('GET', `/workouts/${gold.id}`, { as: await t.signIn('ann@lift.test') });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: { code: 'access_denied' }, reason: expect.any(String) });
    expect(JSON.stringify(locked.json())).not.toContain('Push-up');
    const opened = await read(await t.signIn('gold@lift.test'), gold.id);
    expect(opened.workout.title).toBe('Gold WOD');
  });

  it('answers 404 workout_not_found for an unknown, malformed or another app’s workout', async () => {
    const ann = await t.signIn('ann@lift.test');
    const rival = await t.workout('rival-wod', 'rival');
    for (const id of [randomUUID(), 'not-a-uuid', rival.id, strength.itemId('A')]) {
      const response = await t.call('GET', `/workouts/${id}`, { as: ann });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'workout_not_found' } });
    }
    // A member of the rival app with the same email reads none of lift's either.
    const rivalAnn = await t.signIn('ann@lift.test', 'rival');
    expect((await t.call('GET', `/workouts/${strength.id}`, { as: rivalAnn })).statusCode).toBe(404);
    expect((await t.call('GET', `/workouts/${rival.id}`, { as: rivalAnn })).statusCode).toBe(200);
  });

  it('answers the member’s active session with the activities logged so far', async () => {
    const bob = await t.signIn('bob@lift.test');
    const legs = await t.workout('legs');
    const sessionId = await t.startSession(bob, legs.id);
    const groupId = legs.definition.groups[0]!.id;
    const itemId = legs.definition.groups[0]!.items[0]!.id;
    const logged = await t.log(bob, legs.id, sessionId, {
      workout_group_id: groupId,
      workout_group_item_id: itemId,
      activity_type: 'set_done',
      data: { set_index: 0, reps: 5, load_kg: 80 },
    });
    expect(logged.statusCode).toBe(201);
    const { active_session } = await read(bob, legs.id);
    expect(active_session).toMatchObject({ id: sessionId, status: 'active', summary: null });
    expect(active_session!.activities).toEqual([logged.json().activity]);
    // Another member has none.
    expect((await read(await t.signIn('gold@lift.test'), legs.id)).active_session).toBeNull();
  });
});

describe('GET /workouts/{id} last_sets', () => {
  it('pre-fills each item with the sets of the member’s latest session that did it, else their latest of the exercise', async () => {
    const gold = await t.signIn('gold@lift.test');
    const first = await t.startSession(gold, strength.id);
    await t.logSet(gold, strength, first, ['A', 0], { set_index: 0, reps: 8, load_kg: 60 });
    await t.logSet(gold, strength, first, ['A', 0], { set_index: 1, reps: 8, load_kg: 60 });
    await t.logSet(gold, strength, first, ['B', 0], { set_index: 0, round: 1, reps: 12 });
    await t.finish(gold, strength.id, first);

    const second = await t.startSession(gold, strength.id);
    await t.logSet(gold, strength, second, ['A', 0], { set_index: 0, reps: 6, load_kg: 65 });
    // A set logged again under the same index corrects it.
    await t.logSet(gold, strength, second, ['A', 0], { set_index: 0, reps: 7, load_kg: 65 });
    await t.finish(gold, strength.id, second);

    const { last_sets } = await read(gold, strength.id);
    const latestSquats = [{ set_index: 0, reps: 7, load_kg: 65 }];
    expect(last_sets).toEqual({
      [strength.itemId('A')]: latestSquats,
      // Push-ups last done in the first session.
      [strength.itemId('B', 0)]: [{ set_index: 0, round: 1, reps: 12 }],
      // The circuit's squats were never done there: the latest squats anywhere.
      [strength.itemId('D')]: latestSquats,
    });
    const legs = await t.workout('legs');
    expect((await read(gold, legs.id)).last_sets).toEqual({ [legs.definition.groups[0]!.items[0]!.id]: latestSquats });

    // Swapped for goblet squats, which the member never did: nothing to pre-fill with back squat numbers.
    await swap(gold, await t.pageId('/exercises/back-squat'), await t.pageId('/exercises/goblet-squat'));
    expect(Object.keys((await read(gold, strength.id)).last_sets)).toEqual([strength.itemId('B', 0)]);
  });
});

describe('GET /workout_group_items/{id}/exercise', () => {
  it('answers the coach’s exercise with its page’s description and alternates', async () => {
    const bob = await t.signIn('bob@lift.test');
    const response = await t.call('GET', `/workout_group_items/${strength.itemId('A')}/exercise`, { as: bob });
    expect(response.statusCode).toBe(200);
    const { exercise } = response.json() as ExerciseResponse;
    expect(exercise).toMatchObject({
      id: await t.pageId('/exercises/back-squat'),
      title: 'Back squat',
      description: 'Bar on the upper back.',
      video: { provider: 'youtube', id: 'sQuAt12345_' },
      swapped_from: null,
    });
    expect(exercise.alternates.map((a) => a.title)).toEqual(['Goblet squat', 'Split squat']);
  });

  it('answers the alternate the member swapped it for, saying what it replaces', async () => {
    const bob = await t.signIn('bob@lift.test');
    await swap(bob, await t.pageId('/exercises/back-squat'), await t.pageId('/exercises/goblet-squat'));
    const response = await t.call('GET', `/workout_group_items/${strength.itemId('D')}/exercise`, { as: bob });
    const { exercise } = response.json() as ExerciseResponse;
    expect(exercise).toMatchObject({
      id: await t.pageId('/exercises/goblet-squat'),
      title: 'Goblet squat',
      description: 'Hold a bell.',
      swapped_from: { id: await t.pageId('/exercises/back-squat'), title: 'Back squat' },
    });
    expect(exercise.alternates.map((a) => a.title)).toEqual(['Goblet squat', 'Split squat']);
  });

  it('answers 404 workout_item_not_found for an unknown, malformed or another app’s item, and 401 to a guest', async () => {
    const ann = await t.signIn('ann@lift.test');
    const rival = await t.workout('rival-wod', 'rival');
    for (const id of [randomUUID(), 'nope', rival.definition.groups[0]!.items[0]!.id, strength.groupId('A')]) {
      const response = await t.call('GET', `/workout_group_items/${id}/exercise`, { as: ann });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'workout_item_not_found' } });
    }
    expect((await t.call('GET', `/workout_group_items/${strength.itemId('A')}/exercise`)).statusCode).toBe(401);
  });
});
