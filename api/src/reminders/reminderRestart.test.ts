import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTestDatabase, testAppOptions, type TestDatabase } from '../../test/testDatabase';
import { buildApp } from '../buildApp';
import { pages, users } from '../db/schema';
import { storedJobs, waitFor } from '../jobs/jobTestSupport';
import { JOB_SCHEMA } from '../jobs/PgBossJobQueue';
import { REMINDER_QUEUE } from './DatabaseReminderPlanner';
import { RecordingNotifier, scheduleItem } from './reminderTestSupport';

jest.setTimeout(60_000);

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-reminder-restart-'));
});

afterAll(async () => {
  await app?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(notifier: RecordingNotifier): Promise<FastifyInstance> {
  const built = await buildApp({ ...testAppOptions(database.db, dataDir), notifier });
  await built.ready();
  return built;
}

it('rings a reminder planned before a restart from the app started after it', async () => {
  const { appId } = await importFixtureApp(database.db, 'alpha', { isDefault: true });
  const [member] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.email, 'member@alpha.test')));
  const [page] = await database.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), eq(pages.path, '/articles/first')));
  const startsAt = new Date(Date.now() + 60 * 60_000);
  const itemId = await scheduleItem(database.db, member!, page!.id, { startsAt, zone: 'UTC' });

  const before = new RecordingNotifier();
  app = await start(before);
  await app.reminders.planItems([itemId]);
  await app.close();
  app = null;
  // Time passes while no app runs: the 15-minute reminder falls due.
  const [fifteen] = (await storedJobs(database.db, REMINDER_QUEUE)).filter(
    (job) => job.data.reminder === 'fifteen_minutes',
  );
  await database.db.execute(sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() where id = ${fifteen!.id}`);

  const after = new RecordingNotifier();
  app = await start(after);

  await waitFor('the reminder to ring after the restart', () => after.sent.length === 1);
  expect(before.sent).toEqual([]);
  expect(after.sent[0]).toMatchObject({
    userId: member!.id,
    notification: { kind: 'reminder', reminder: 'fifteen_minutes', item: { title: 'First article' } },
  });
  await waitFor('the job to be marked completed', async () =>
    (await storedJobs(database.db, REMINDER_QUEUE)).some((job) => job.id === fifteen!.id && job.state === 'completed'),
  );
});
