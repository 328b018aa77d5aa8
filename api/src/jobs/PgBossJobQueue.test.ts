import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import type { PgBossJobQueue } from './PgBossJobQueue';
import { recordingLog, storedJobs, testJobQueue, waitFor } from './jobTestSupport';

jest.setTimeout(60_000);

let database: TestDatabase;
const queues: PgBossJobQueue[] = [];

/** A queue over the test database, stopped after the test. */
function queue(): PgBossJobQueue {
  const created = testJobQueue(database.db);
  queues.push(created);
  return created;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((created) => created.stop()));
});

afterAll(async () => {
  await database.close();
});

describe('PgBossJobQueue', () => {
  it('runs a sent job once with its data, then marks it completed', async () => {
    const jobs = queue();
    const handled: { data: object; id: string }[] = [];
    jobs.register<{ n: number }>('test-once', async (data, job) => void handled.push({ data, id: job.id }));
    await jobs.work();

    const id = await jobs.send('test-once', { n: 7 });

    await waitFor(
      'the job to complete',
      async () => (await storedJobs(database.db, 'test-once'))[0]?.state === 'completed',
    );
    expect(handled).toEqual([{ data: { n: 7 }, id }]);
  });

  it('runs each job once when two processes work the same queue', async () => {
    const first = queue();
    const second = queue();
    const handledBy: Record<string, string[]> = {};
    for (const [label, jobs] of [
      ['first', first],
      ['second', second],
    ] as const) {
      jobs.register<{ n: number }>('test-shared', async (data) => void (handledBy[String(data.n)] ??= []).push(label), {
        batchSize: 3,
      });
    }
    await Promise.all([first.work(), second.work()]);

    await first.sendMany(
      'test-shared',
      Array.from({ length: 30 }, (_, n) => ({ data: { n } })),
    );

    await waitFor('every job to complete', async () => {
      const stored = await storedJobs(database.db, 'test-shared');
      return stored.length === 30 && stored.every((job) => job.state === 'completed');
    });
    expect(Object.keys(handledBy)).toHaveLength(30);
    expect(Object.values(handledBy).every((labels) => labels.length === 1)).toBe(true);
  });

  it('keeps a job through a restart: a process that starts later runs it', async () => {
    const before = queue();
    const id = await before.send('test-restart', { note: 'sent before the restart' });
    await before.stop();
    expect((await storedJobs(database.db, 'test-restart'))[0]).toMatchObject({ id, state: 'created' });

    const after = queue();
    const handled: string[] = [];
    after.register<{ note: string }>('test-restart', async (data) => void handled.push(data.note));
    await after.work();

    await waitFor('the job to run after the restart', () => handled.length === 1);
    expect(handled).toEqual(['sent before the restart']);
  });

  it('retries a job whose handler throws, after a backoff delay', async () => {
    const log = recordingLog();
    const jobs = testJobQueue(database.db, log);
    queues.push(jobs);
    const attempts: number[] = [];
    jobs.register(
      'test-retry',
      async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('the push service is down');
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await jobs.work();

    await jobs.send('test-retry', {});

    await waitFor('the job to complete on its second attempt', async () => {
      const [job] = await storedJobs(database.db, 'test-retry');
      return job?.state === 'completed';
    });
    expect(attempts).toHaveLength(2);
    // Backoff: the first retry waits between one and two retry delays.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1_000);
    expect((await storedJobs(database.db, 'test-retry'))[0]?.retry_count).toBe(1);
    expect(log.lines.some((line) => line.level === 'warn' && String(line.args[1]).includes('retried'))).toBe(true);
  });

  it('fails only the job that threw in a batch: the others complete and do not run again', async () => {
    const jobs = queue();
    const runs: number[] = [];
    jobs.register<{ n: number }>(
      'test-batch',
      async (data) => {
        runs.push(data.n);
        if (data.n === 1) throw new Error('this one fails');
      },
      { batchSize: 5, retryLimit: 0 },
    );
    await jobs.sendMany(
      'test-batch',
      [0, 1, 2].map((n) => ({ data: { n } })),
    );
    await jobs.work();

    await waitFor('the batch to finish', async () => {
      const stored = await storedJobs(database.db, 'test-batch');
      return stored.every((job) => job.state === 'completed' || job.state === 'failed');
    });
    const states = (await storedJobs(database.db, 'test-batch')).map((job) => [job.data.n, job.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [0, 'completed'],
        [1, 'failed'],
        [2, 'completed'],
      ]),
    );
    expect([...runs].sort()).toEqual([0, 1, 2]);
  });

  it('stores one pending job per singleton key, and cancelByKey cancels it', async () => {
    const jobs = queue();
    const later = new Date(Date.now() + 60 * 60_000);

    const first = await jobs.send('test-key', { n: 1 }, { singletonKey: 'member-1', startAfter: later });
    const duplicate = await jobs.send('test-key', { n: 2 }, { singletonKey: 'member-1', startAfter: later });
    const other = await jobs.send('test-key', { n: 3 }, { singletonKey: 'member-2', startAfter: later });
    await jobs.sendMany('test-key', [{ data: { n: 4 }, singletonKey: 'member-2', startAfter: later }]);

    expect(first).not.toBeNull();
    expect(duplicate).toBeNull();
    expect(other).not.toBeNull();
    expect((await storedJobs(database.db, 'test-key')).map((job) => job.data.n)).toEqual([1, 3]);

    await jobs.cancelByKey('test-key', ['member-1']);
    const replacement = await jobs.send('test-key', { n: 5 }, { singletonKey: 'member-1', startAfter: later });

    expect(replacement).not.toBeNull();
    const byId = new Map((await storedJobs(database.db, 'test-key')).map((job) => [job.id, job.state]));
    expect(byId.get(first!)).toBe('cancelled');
    expect(byId.get(other!)).toBe('created');
    expect(byId.get(replacement!)).toBe('created');
  });

  it('leaves a job for later until its time, and cancel() takes it back', async () => {
    const jobs = queue();
    const handled: object[] = [];
    jobs.register('test-later', async (data) => void handled.push(data));
    await jobs.work();

    const id = await jobs.send('test-later', {}, { startAfter: new Date(Date.now() + 60 * 60_000) });
    await jobs.cancel('test-later', [id!]);

    expect((await storedJobs(database.db, 'test-later'))[0]?.state).toBe('cancelled');
    expect(handled).toEqual([]);
  });
});
