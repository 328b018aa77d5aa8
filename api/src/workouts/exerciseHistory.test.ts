import { randomUUID } from 'node:crypto';
import type { ExerciseHistory } from '@stride/shared';
import { workoutActivities, workoutSessions } from '../db/schema';
import { HISTORY_SESSIONS_PER_PAGE } from './exerciseHistory';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let strength: TestWorkout;
let legs: TestWorkout;
let squat: string;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  strength = await t.workout('strength-a');
  legs = await t.workout('legs');
  squat = await t.pageId('/exercises/back-squat');
});
afterAll(() => t.close());

async function history(as: Member, exerciseId: string, page?: number): Promise<ExerciseHistory> {
  const response = await t.call('GET', `/exercises/${exerciseId}/history`, {
    as,
    query: page === undefined ? undefined : { page: String(page) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /exercises/{id}/history', () => {
  it('lists the member’s sets of the exercise by session, newest first, from every workout, with their bests', async () => {
    const ann = await t.signIn('ann@lift.test');
    const first = await t.startSession(ann, strength.id);
    await t.logSet(ann, strength, first, ['A', 0], { set_index: 0, reps: 8, load_kg: 60 });
    await t.logSet(ann, strength, first, ['B', 0], { set_index: 0, round: 1, reps: 10 });
    await t.logSet(ann, strength, first, ['D', 0], { set_index: 0, round: 1, reps: 15, load_kg: 40 });
    await t.finish(ann, strength.id, first);
    const second = await t.startSession(ann, legs.id);
    const [group] = legs.definition.groups;
    for (const set_index of [0, 1]) {
      await t.log(ann, legs.id, second, {
        workout_group_id: group!.id,
        workout_group_item_id: group!.items[0]!.id,
        activity_type: 'set_done',
        data: { set_index, reps: 5, load_kg: 80 },
      });
    }
    // Another member's squats are theirs.
    const bob = await t.signIn('bob@lift.test');
    const bobs = await t.startSession(bob, strength.id);
    await t.logSet(bob, strength, bobs, ['A', 0], { set_index: 0, reps: 1, load_kg: 200 });

    const answer = await history(ann, squat);
    expect(answer).toMatchObject({
      exercise: { id: squat, title: 'Back squat', path: '/exercises/back-squat' },
      total_count: 2,
      page: 1,
      per_page: HISTORY_SESSIONS_PER_PAGE,
    });
    expect(answer.sessions).toEqual([
      {
        session_id: second,
        workout_id: legs.id,
        workout_title: 'Legs',
        done_at: expect.any(String),
        sets: [
          { set_index: 0, reps: 5, load_kg: 80 },
          { set_index: 1, reps: 5, load_kg: 80 },
        ],
      },
      {
        session_id: first,
        workout_id: strength.id,
        workout_title: 'Strength A',
        done_at: expect.any(String),
        sets: [
          { set_index: 0, reps: 8, load_kg: 60 },
          { set_index: 0, round: 1, reps: 15, load_kg: 40 },
        ],
      },
    ]);
    // 80 × (1 + 5/30) = 93.3 beats 60 × (1 + 8/30) = 76.
    expect(answer.personal_bests.map((b) => [b.kind, b.value, b.previous_value, b.session_id])).toEqual([
      ['load', 80, 60, second],
      ['e1rm', 93.3, 76, second],
    ]);
    expect((await history(ann, await t.pageId('/exercises/plank'))).sessions).toEqual([]);
  });

  it('pages by 20 sessions', async () => {
    const gold = await t.signIn('gold@lift.test');
    const base = Date.UTC(2030, 0, 1);
    const sessions = await t.db
      .insert(workoutSessions)
      .values(
        Array.from({ length: HISTORY_SESSIONS_PER_PAGE + 2 }, (_, i) => ({
          appId: gold.user.appId,
          userId: gold.user.id,
          workoutId: strength.id,
          sessionMode: 'grouped' as const,
          status: 'finished' as const,
          startedAt: new Date(base + i * 86_400_000),
        })),
      )
      .returning();
    await t.db.insert(workoutActivities).values(
      sessions.map((session, i) => ({
        appId: session.appId,
        sessionId: session.id,
        userId: session.userId,
        workoutGroupId: strength.groupId('A'),
        workoutGroupItemId: strength.itemId('A'),
        exerciseId: squat,
        activityType: 'set_done' as const,
        data: { set_index: 0, reps: 5, load_kg: 50 + i },
        createdAt: session.startedAt,
      })),
    );
    const first = await history(gold, squat);
    expect(first.total_count).toBe(HISTORY_SESSIONS_PER_PAGE + 2);
    expect(first.sessions).toHaveLength(HISTORY_SESSIONS_PER_PAGE);
    expect(first.sessions[0]!.sets).toEqual([{ set_index: 0, reps: 5, load_kg: 50 + HISTORY_SESSIONS_PER_PAGE + 1 }]);
    const second = await history(gold, squat, 2);
    expect(second.sessions.map((s) => s.sets[0]!.load_kg)).toEqual([51, 50]);
    expect(second.personal_bests[0]).toMatchObject({ kind: 'load', value: 50 + HISTORY_SESSIONS_PER_PAGE + 1 });
  });

  it('answers 404 exercise_not_found for an id that is not one of this app’s exercises, and 401 to a guest', async () => {
    const ann = await t.signIn('ann@lift.test');
    for (const id of [randomUUID(), 'squat', await t.pageId('/exercises/row', 'rival'), await t.pageId('/')]) {
      const response = await t.call('GET', `/exercises/${id}/history`, { as: ann });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'exercise_not_found' } });
    }
    expect((await t.call('GET', `/exercises/${squat}/history`)).statusCode).toBe(401);
  });
});
