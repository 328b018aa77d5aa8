import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { workoutActivities } from '../db/schema';
import { createActivityWriter, type NewActivity } from './activityWriter';
import { createWorkoutTestApp, type Member, type TestWorkout, type WorkoutTestApp } from './workoutTestApp';

let t: WorkoutTestApp;
let strength: TestWorkout;
beforeAll(async () => {
  t = await createWorkoutTestApp();
  strength = await t.workout('strength-a');
});
afterAll(() => t.close());

const activity = (
  member: Member,
  sessionId: string,
  setIndex: number,
  clientId: string | null = null,
): NewActivity => ({
  sessionId,
  userId: member.user.id,
  workoutId: strength.id,
  workoutGroupId: strength.groupId('A'),
  workoutGroupItemId: strength.itemId('A'),
  exerciseId: null,
  activityType: 'set_done',
  data: { set_index: setIndex, reps: 5 },
  clientId,
});

describe('createActivityWriter', () => {
  it('answers activities asked for together each as its own session allows, and stores them in the order asked', async () => {
    const ann = await t.signIn('ann@lift.test');
    const bob = await t.signIn('bob@lift.test');
    const annSession = await t.startSession(ann, strength.id);
    const bobSession = await t.startSession(bob, strength.id);
    const gold = await t.signIn('gold@lift.test');
    const finished = await t.startSession(gold, strength.id);
    await t.finish(gold, strength.id, finished);
    const writer = createActivityWriter(t.db);

    const asked = [
      activity(ann, annSession, 0, 'client-0001'),
      activity(bob, bobSession, 0),
      activity(ann, annSession, 1),
      // Another member's session, a finished one, one that does not exist, a session of another workout.
      activity(bob, annSession, 2),
      activity(gold, finished, 0),
      activity(ann, randomUUID(), 0),
      { ...activity(ann, annSession, 3), workoutId: (await t.workout('legs')).id },
      // The same report twice in one go: logged once.
      activity(ann, annSession, 0, 'client-0001'),
      activity(bob, bobSession, 1),
    ];
    const answers = await Promise.all(asked.map((one) => writer.insert(one)));
    expect(answers.map((row) => row !== null)).toEqual([true, true, true, false, false, false, false, false, true]);
    expect(answers[0]).toMatchObject({
      sessionId: annSession,
      userId: ann.user.id,
      appId: ann.user.appId,
      workoutGroupItemId: strength.itemId('A'),
      data: { set_index: 0, reps: 5 },
      clientId: 'client-0001',
      createdAt: expect.any(Date),
    });

    const stored = await t.db
      .select()
      .from(workoutActivities)
      .where(inArray(workoutActivities.sessionId, [annSession, bobSession]))
      .orderBy(asc(workoutActivities.seq));
    const written = answers.filter((row) => row !== null);
    expect(stored.map((row) => row.id)).toEqual(written.map((row) => row!.id));
    expect(stored.map((row) => row.seq)).toEqual(written.map((row) => row!.seq));
  });

  it('writes an activity asked for alone at once, and keeps writing after a batch that failed', async () => {
    const ann = await t.signIn('ann@lift.test');
    const session = await t.startSession(ann, strength.id);
    const writer = createActivityWriter(t.db);
    // Not JSON: the statement fails, and every activity of its batch with it.
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(writer.insert({ ...activity(ann, session, 5), data: cyclic })).rejects.toThrow();
    expect(await writer.insert(activity(ann, session, 6))).toMatchObject({ data: { set_index: 6, reps: 5 } });
  });
});
