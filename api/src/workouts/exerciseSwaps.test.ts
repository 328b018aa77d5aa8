import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@stride/shared';
import { exerciseSwaps } from '../db/schema';
import { createWorkoutTestApp, type Member, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let squat: string;
let goblet: string;
let split: string;
let pushUp: string;
let kneePushUp: string;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  const exercise = (slug: string) => t.pageId(`/exercises/${slug}`);
  squat = await exercise('back-squat');
  goblet = await exercise('goblet-squat');
  split = await exercise('split-squat');
  pushUp = await exercise('push-up');
  kneePushUp = await exercise('knee-push-up');
});
afterAll(() => t.close());

const swap = (as: Member | undefined, body: unknown) => t.call('POST', '/subscribers/swap_exercise', { as, body });
const reset = (as: Member | undefined, body: unknown) => t.call('POST', '/subscribers/reset_exercise', { as, body });

async function loginSwaps(as: Member): Promise<LoginResponse['exercise_swaps']> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { 'x-app-slug': as.app, 'x-user-email': as.email, 'x-user-token': as.token },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as LoginResponse).exercise_swaps;
}

describe('POST /subscribers/swap_exercise', () => {
  it('needs both ids (spec §5), answering 400 naming the one missing', async () => {
    const ann = await t.signIn('ann@lift.test');
    for (const [body, field] of [
      [{ alternate_id: goblet }, 'exercise_id'],
      [{ exercise_id: squat }, 'alternate_id'],
      [{ exercise_id: squat, alternate_id: '' }, 'alternate_id'],
      [{ exercise_id: squat, alternate_id: null }, 'alternate_id'],
    ] as const) {
      const response = await swap(ann, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input', field } });
    }
  });

  it('answers 404 exercise_not_found for an id that is not one of this app’s exercise pages', async () => {
    const ann = await t.signIn('ann@lift.test');
    const others = [randomUUID(), 'squat', await t.pageId('/exercises/row', 'rival'), await t.pageId('/workouts/legs')];
    for (const exercise_id of others) {
      const response = await swap(ann, { exercise_id, alternate_id: goblet });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'exercise_not_found' } });
    }
  });

  it('refuses an alternate the coach does not allow for the exercise (400 invalid_alternate)', async () => {
    const ann = await t.signIn('ann@lift.test');
    const ski = await t.pageId('/exercises/ski', 'rival');
    for (const alternate_id of [kneePushUp, ski, squat, randomUUID(), 'goblet']) {
      const response = await swap(ann, { exercise_id: squat, alternate_id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_alternate', field: 'alternate_id' } });
    }
    // An alternate is allowed for its exercise only, not the other way round.
    expect((await swap(ann, { exercise_id: goblet, alternate_id: squat })).statusCode).toBe(400);
    expect(await loginSwaps(ann)).toEqual([]);
  });

  it('answers the pair, replaces an earlier swap of the exercise, and lists the swaps in the login response', async () => {
    const bob = await t.signIn('bob@lift.test');
    const first = await swap(bob, { exercise_id: squat.toUpperCase(), alternate_id: goblet });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ exercise_id: squat, alternate_id: goblet });
    expect(await loginSwaps(bob)).toEqual([{ exercise_id: squat, alternate_id: goblet }]);

    await swap(bob, { exercise_id: squat, alternate_id: split });
    await swap(bob, { exercise_id: pushUp, alternate_id: kneePushUp });
    expect(await loginSwaps(bob)).toEqual([
      { exercise_id: squat, alternate_id: split },
      { exercise_id: pushUp, alternate_id: kneePushUp },
    ]);
    expect(await t.db.select().from(exerciseSwaps).where(eq(exerciseSwaps.userId, bob.user.id))).toHaveLength(2);
    // Another member's login lists none of them.
    expect(await loginSwaps(await t.signIn('gold@lift.test'))).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await swap(undefined, { exercise_id: squat, alternate_id: goblet })).statusCode).toBe(401);
    expect((await reset(undefined, { exercise_id: squat })).statusCode).toBe(401);
  });
});

describe('POST /subscribers/reset_exercise', () => {
  it('removes the member’s swap of the exercise, and answers the same when there was none', async () => {
    const gold = await t.signIn('gold@lift.test');
    await swap(gold, { exercise_id: squat, alternate_id: goblet });
    await swap(gold, { exercise_id: pushUp, alternate_id: kneePushUp });
    const response = await reset(gold, { exercise_id: squat });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exercise_id: squat });
    expect(await loginSwaps(gold)).toEqual([{ exercise_id: pushUp, alternate_id: kneePushUp }]);
    expect((await reset(gold, { exercise_id: squat })).json()).toEqual({ exercise_id: squat });
  });

  it('needs the exercise id (400) of one of this app’s exercises (404)', async () => {
    const gold = await t.signIn('gold@lift.test');
    const missing = await reset(gold, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'invalid_input', field: 'exercise_id' } });
    for (const exercise_id of ['nope', randomUUID(), await t.pageId('/exercises/row', 'rival')]) {
      expect((await reset(gold, { exercise_id })).json()).toMatchObject({ error: { code: 'exercise_not_found' } });
    }
  });
});
