import type { WorkoutActivityRequest } from '@stride/shared';
import { createSessionLog } from './sessionLog';
import { group, pushUp, row, setDone, squat } from './testing/workoutFixtures';

function deferredPost() {
  const sent: WorkoutActivityRequest[] = [];
  const answers: { resolve(): void; reject(): void }[] = [];
  const post = jest.fn(
    (request: WorkoutActivityRequest) =>
      new Promise<unknown>((resolve, reject) => {
        sent.push(request);
        answers.push({ resolve: () => resolve({}), reject: () => reject(new Error('offline')) });
      }),
  );
  return { post, sent, answers };
}

const straight = group('g-squat', 'straight', [squat]);
const superset = group('g-super', 'superset', [pushUp, row], { rounds: 2 });

describe('createSessionLog', () => {
  it('starts from the activities the session already has', () => {
    const log = createSessionLog([setDone('g-squat', squat.id, { set_index: 0, reps: 5 })], jest.fn());
    expect(log.getSnapshot().progress.sets.get('g-squat/i-squat/0')).toBe('done');
  });

  it('counts a set at once, posts it with a client id, and keeps it once saved', async () => {
    const { post, sent, answers } = deferredPost();
    const log = createSessionLog([], post);
    const listener = jest.fn();
    log.subscribe(listener);
    log.resolveSet(
      { group: straight, item: squat, setIndex: 0, round: null },
      { done: { set_index: 0, reps: 5, load_kg: 100 } },
    );
    expect(listener).toHaveBeenCalled();
    expect(log.getSnapshot().progress.sets.get('g-squat/i-squat/0')).toBe('done');
    expect(sent[0]).toMatchObject({
      workout_group_id: 'g-squat',
      workout_group_item_id: 'i-squat',
      activity_type: 'set_done',
      data: { set_index: 0, reps: 5, load_kg: 100 },
    });
    expect(sent[0]?.client_id).toMatch(/^[0-9a-f]{32}$/);
    answers[0]!.resolve();
    await log.settled();
    expect(log.getSnapshot().entries.at(-1)?.status).toBe('saved');
  });

  it('takes back a set that failed to save, marks it, and retries it with the same client id', async () => {
    const { post, sent, answers } = deferredPost();
    const log = createSessionLog([], post);
    log.resolveSet({ group: straight, item: squat, setIndex: 1, round: null }, { done: { set_index: 1, reps: 5 } });
    answers[0]!.reject();
    await log.settled();
    expect(log.getSnapshot().progress.sets.has('g-squat/i-squat/1')).toBe(false);
    expect(log.getSnapshot().failedSets.has('g-squat/i-squat/1')).toBe(true);
    expect(log.getSnapshot().failed).toBe(true);

    log.retryFailed();
    expect(sent[1]).toEqual(sent[0]);
    expect(log.getSnapshot().progress.sets.get('g-squat/i-squat/1')).toBe('done');
    answers[1]!.resolve();
    await log.settled();
    expect(log.getSnapshot().failed).toBe(false);
  });

  it('logs round_done once the last item of a superset round is in, and only once', () => {
    const { post, sent } = deferredPost();
    const log = createSessionLog([], post);
    expect(
      log.resolveSet(
        { group: superset, item: pushUp, setIndex: 0, round: 1 },
        { done: { set_index: 0, round: 1, reps: 10 } },
      ),
    ).toBeNull();
    expect(log.resolveSet({ group: superset, item: row, setIndex: 0, round: 1 }, 'skipped')).toBe(1);
    expect(sent.map((request) => request.activity_type)).toEqual(['set_done', 'skipped', 'round_done']);
    expect(sent[2]).toMatchObject({ workout_group_id: 'g-super', workout_group_item_id: null, data: { round: 1 } });
    expect(log.getSnapshot().progress.rounds.get('g-super')?.has(1)).toBe(true);
    expect(
      log.resolveSet({ group: superset, item: row, setIndex: 0, round: 1 }, { done: { set_index: 0, round: 1 } }),
    ).toBeNull();
  });
});
