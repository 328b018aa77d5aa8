import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WorkoutActivityResponse } from '@stride/shared';
import { workoutActivities, workoutSessions } from '../db/schema';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let strength: TestWorkout;
let legs: TestWorkout;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  strength = await t.workout('strength-a');
  legs = await t.workout('legs');
});
afterAll(() => t.close());

const squatSet = (data: Record<string, unknown> = { set_index: 0, reps: 8, load_kg: 60 }) => ({
  workout_group_id: strength.groupId('A'),
  workout_group_item_id: strength.itemId('A'),
  activity_type: 'set_done',
  data,
});

async function loggedRows(sessionId: string) {
  return t.db.select().from(workoutActivities).where(eq(workoutActivities.sessionId, sessionId));
}

describe('POST /workouts/{id}/session/{sessionId}/activity', () => {
  it('logs a set (201) with the exercise the member does at the time, their swap applied', async () => {
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(ann, strength.id);
    const squat = await t.pageId('/exercises/back-squat');
    const goblet = await t.pageId('/exercises/goblet-squat');

    const plain = await t.log(ann, strength.id, id, squatSet());
    expect(plain.statusCode).toBe(201);
    expect(plain.json() as WorkoutActivityResponse).toEqual({
      activity: {
        id: expect.any(String),
        workout_group_id: strength.groupId('A'),
        workout_group_item_id: strength.itemId('A'),
        exercise_id: squat,
        activity_type: 'set_done',
        data: { set_index: 0, reps: 8, load_kg: 60 },
        created_at: expect.any(String),
      },
      session: null,
    });

    await t.call('POST', '/subscribers/swap_exercise', { as: ann, body: { exercise_id: squat, alternate_id: goblet } });
    const swapped = await t.log(ann, strength.id, id, squatSet({ set_index: 1, reps: 10, load_kg: 24 }));
    expect(swapped.json().activity.exercise_id).toBe(goblet);
    // Skipping records the exercise too; a rest or a round does not.
    const skipped = await t.log(ann, strength.id, id, { ...squatSet({ set_index: 2 }), activity_type: 'skipped' });
    expect(skipped.json().activity).toMatchObject({ activity_type: 'skipped', exercise_id: goblet });
    const rest = await t.log(ann, strength.id, id, {
      workout_group_id: strength.groupId('A'),
      activity_type: 'rest_started',
      data: { seconds: 90 },
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().activity).toMatchObject({ exercise_id: null, workout_group_item_id: null });

    await t.call('POST', '/subscribers/reset_exercise', { as: ann, body: { exercise_id: squat } });
    const reset = await t.log(ann, strength.id, id, squatSet({ set_index: 3, reps: 8, load_kg: 60 }));
    expect(reset.json().activity.exercise_id).toBe(squat);
    expect((await loggedRows(id)).map((row) => row.exerciseId)).toEqual([squat, goblet, goblet, null, squat]);
  });

  it('answers 404 for a group not in the workout, or an item not in the group', async () => {
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(ann, strength.id);
    const before = (await loggedRows(id)).length;
    const legsGroup = legs.definition.groups[0]!;
    const attempts: [object, string][] = [
      [{ ...squatSet(), workout_group_id: legsGroup.id }, 'workout_group_not_found'],
      [{ ...squatSet(), workout_group_id: randomUUID() }, 'workout_group_not_found'],
      [{ ...squatSet(), workout_group_item_id: strength.itemId('B', 0) }, 'workout_item_not_found'],
      [{ ...squatSet(), workout_group_item_id: legsGroup.items[0]!.id }, 'workout_item_not_found'],
      [{ ...squatSet(), workout_group_item_id: 'x'.repeat(64) }, 'workout_item_not_found'],
      [
        { activity_type: 'session_finished', workout_group_id: null, workout_group_item_id: strength.itemId('A') },
        'workout_group_not_found',
      ],
    ];
    for (const [body, code] of attempts) {
      const response = await t.log(ann, strength.id, id, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    expect(await loggedRows(id)).toHaveLength(before);
  });

  it('answers 404 for another member’s session, another workout’s, another app’s or a malformed id', async () => {
    const ann = await t.signIn('ann@lift.test');
    const bob = await t.signIn('bob@lift.test');
    const annSession = await t.startSession(ann, strength.id);
    const annLegs = await t.startSession(ann, legs.id);
    const rivalAnn = await t.signIn('ann@lift.test', 'rival');
    const rival = await t.workout('rival-wod', 'rival');
    const rivalSession = await t.startSession(rivalAnn, rival.id);
    const before = (await loggedRows(annSession)).length;

    for (const [as, sessionId] of [
      [bob, annSession],
      [ann, annLegs],
      [ann, rivalSession],
      [ann, 'not-a-uuid'],
      [ann, randomUUID()],
    ] as [Member, string][]) {
      const response = await t.log(as, strength.id, sessionId, squatSet());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'workout_session_not_found' } });
    }
    const crossApp = await t.log(rivalAnn, strength.id, annSession, squatSet());
    expect(crossApp.json()).toMatchObject({ error: { code: 'workout_not_found' } });
    expect(await loggedRows(annSession)).toHaveLength(before);
    const guest = await t.call('POST', `/workouts/${strength.id}/session/${annSession}/activity`, { body: squatSet() });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses any activity once the session has finished (409), logging nothing', async () => {
    const bob = await t.signIn('bob@lift.test');
    const id = await t.startSession(bob, strength.id);
    await t.finish(bob, strength.id, id);
    for (const body of [squatSet(), { activity_type: 'session_finished' }]) {
      const response = await t.log(bob, strength.id, id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'workout_session_finished' } });
    }
    expect((await loggedRows(id)).map((row) => row.activityType)).toEqual(['session_finished']);
  });

  it('answers malformed activities with 400 naming the field, never 500', async () => {
    const gold = await t.signIn('gold@lift.test');
    const id = await t.startSession(gold, strength.id);
    const bodies: unknown[] = [
      {},
      [],
      null,
      { ...squatSet(), activity_type: 'set_dun' },
      { ...squatSet(), activity_type: undefined },
      { ...squatSet(), workout_group_item_id: null },
      { ...squatSet(), workout_group_item_id: undefined },
      { ...squatSet(), workout_group_id: 42 },
      { ...squatSet(), workout_group_id: '' },
      { ...squatSet(), data: undefined },
      { ...squatSet(), data: [] },
      { ...squatSet(), data: { set_index: -1 } },
      { ...squatSet(), data: { set_index: 0, reps: 'eight' } },
      { ...squatSet(), data: { set_index: 0, reps: 2.5 } },
      { ...squatSet(), data: { set_index: 0, load_kg: 1e9 } },
      { ...squatSet(), data: { set_index: 0, load_kg: null } },
      { ...squatSet(), data: { set_index: 0, weight: 60 } },
      { ...squatSet(), data: { set_index: 0, reps: 8 }, extra: true },
      { ...squatSet(), client_id: 'short' },
      { ...squatSet(), client_id: 12345678 },
      { activity_type: 'round_done', workout_group_id: strength.groupId('B'), data: {} },
      { activity_type: 'round_done', workout_group_id: strength.groupId('B'), data: { round: 0 } },
      { activity_type: 'rest_started', workout_group_id: strength.groupId('B'), data: { seconds: 99_999 } },
      { activity_type: 'rest_ended', workout_group_id: strength.groupId('B'), data: { seconds: 1 } },
      { activity_type: 'session_finished', data: { rounds_achieved: -1 } },
      { activity_type: 'skipped', workout_group_id: strength.groupId('A'), data: { set_index: 'one' } },
    ];
    for (const body of bodies) {
      const response = await t.log(gold, strength.id, id, body);
      expect([response.statusCode, body]).toEqual([400, body]);
      expect(response.json().error.code).toMatch(/^invalid_(input|json)$/);
    }
    const named = await t.log(gold, strength.id, id, { ...squatSet(), data: { set_index: 0, reps: 'eight' } });
    expect(named.json()).toMatchObject({ error: { field: 'data.reps' } });
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/workouts/${strength.id}/session/${id}/activity`,
      headers: {
        'x-app-slug': 'lift',
        'x-user-email': gold.email,
        'x-user-token': gold.token,
        'content-type': 'application/json',
      },
      payload: '{"activity_type": "set_done",',
    });
    expect(raw.statusCode).toBe(400);
    expect(await loggedRows(id)).toHaveLength(0);
  });

  it('logs a report repeated with the same client_id once, answering the first (200), even after the session finished', async () => {
    const gold = await t.signIn('gold@lift.test');
    const id = await t.startSession(gold, legs.id);
    const [group] = legs.definition.groups;
    const body = {
      workout_group_id: group!.id,
      workout_group_item_id: group!.items[0]!.id,
      activity_type: 'set_done',
      data: { set_index: 0, reps: 5, load_kg: 80 },
      client_id: 'tap-0001-abc',
    };
    const first = await t.log(gold, legs.id, id, body);
    expect(first.statusCode).toBe(201);
    const retried = await Promise.all([t.log(gold, legs.id, id, body), t.log(gold, legs.id, id, body)]);
    for (const response of retried) {
      expect(response.statusCode).toBe(200);
      expect(response.json().activity.id).toBe(first.json().activity.id);
    }
    const finishBody = { activity_type: 'session_finished', client_id: 'finish-0001' };
    const finished = await t.log(gold, legs.id, id, finishBody);
    expect(finished.statusCode).toBe(201);
    const retriedFinish = await t.log(gold, legs.id, id, finishBody);
    expect(retriedFinish.statusCode).toBe(200);
    expect(retriedFinish.json().activity.id).toBe(finished.json().activity.id);
    expect(retriedFinish.json().session).toMatchObject({ id, status: 'finished', summary: { sets_done: 1 } });
    expect(await t.log(gold, legs.id, id, body)).toMatchObject({ statusCode: 200 });
    expect(await loggedRows(id)).toHaveLength(2);
    // The same client_id in another session is another report.
    const next = await t.startSession(gold, legs.id);
    expect((await t.log(gold, legs.id, next, body)).statusCode).toBe(201);
  });
});

describe('session_finished', () => {
  it('finishes the session with its summary: duration, sets done and skipped, rounds, reps and volume', async () => {
    const bob = await t.signIn('bob@lift.test');
    const id = await t.startSession(bob, strength.id);
    const startedAt = new Date(Date.now() - 25 * 60_000);
    await t.db.update(workoutSessions).set({ startedAt }).where(eq(workoutSessions.id, id));
    await t.logSet(bob, strength, id, ['A', 0], { set_index: 0, reps: 8, load_kg: 62.5 });
    await t.logSet(bob, strength, id, ['A', 0], { set_index: 1, reps: 8, load_kg: 62.5 });
    await t.log(bob, strength.id, id, { ...squatSet({ set_index: 2 }), activity_type: 'skipped' });
    for (const round of [1, 2]) {
      await t.logSet(bob, strength, id, ['B', 0], { set_index: 0, round, reps: 12 });
      await t.logSet(bob, strength, id, ['B', 1], { set_index: 0, round, time_seconds: 30 });
      await t.log(bob, strength.id, id, {
        workout_group_id: strength.groupId('B'),
        activity_type: 'round_done',
        data: { round },
      });
    }
    await t.logSet(bob, strength, id, ['C', 0], { set_index: 0, distance_m: 400, time_seconds: 95 });
    await t.logSet(bob, strength, id, ['D', 0], { set_index: 0, round: 1, reps: 15, load_kg: 40.1 });

    const session = await t.finish(bob, strength.id, id);
    expect(session).toMatchObject({ id, status: 'finished', finished_at: expect.any(String) });
    expect(session.summary).toMatchObject({
      sets_done: 8,
      sets_skipped: 1,
      rounds_done: 2,
      total_reps: 8 + 8 + 12 + 12 + 15,
      // 62.5 × 8 × 2 + 40.1 × 15 = 1000 + 601.5
      total_volume_kg: 1601.5,
    });
    expect(session.summary!.duration_seconds).toBeGreaterThanOrEqual(25 * 60);
    expect(session.summary!.duration_seconds).toBeLessThan(26 * 60);
    const [stored] = await t.db.select().from(workoutSessions).where(eq(workoutSessions.id, id));
    expect(stored).toMatchObject({ status: 'finished', summary: session.summary });
  });

  it('counts every set logged before it and refuses every set after it, when they arrive together', async () => {
    const ann = await t.signIn('ann@lift.test');
    const id = await t.startSession(ann, legs.id);
    const [group] = legs.definition.groups;
    const set = (set_index: number) =>
      t.log(ann, legs.id, id, {
        workout_group_id: group!.id,
        workout_group_item_id: group!.items[0]!.id,
        activity_type: 'set_done',
        data: { set_index, reps: 5, load_kg: 80 },
      });
    const sets = Array.from({ length: 12 }, (_, i) => set(i));
    const finished = t.log(ann, legs.id, id, { activity_type: 'session_finished' });
    const [finish, ...logged] = await Promise.all([finished, ...sets]);
    expect(finish.statusCode).toBe(201);
    const statuses = logged.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(finish.json().session.summary.sets_done).toBe(accepted);
    const rows = await loggedRows(id);
    expect(rows.filter((row) => row.activityType === 'set_done')).toHaveLength(accepted);
    const finishSeq = rows.find((row) => row.activityType === 'session_finished')!.seq;
    expect(rows.every((row) => row.seq <= finishSeq)).toBe(true);
  });

  it('counts the rounds the member reports at the end (an AMRAP) over the rounds checked off', async () => {
    const gold = await t.signIn('gold@lift.test');
    const id = await t.startSession(gold, strength.id);
    await t.log(gold, strength.id, id, {
      workout_group_id: strength.groupId('B'),
      activity_type: 'round_done',
      data: { round: 1 },
    });
    const session = await t.finish(gold, strength.id, id, { rounds_achieved: 7 });
    expect(session.summary).toMatchObject({ rounds_done: 7, sets_done: 0, total_volume_kg: 0, personal_bests: [] });
  });
});
