import { eq, sql } from 'drizzle-orm';
import { call } from '../../test/authTestSupport';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';
import { notificationSettings, scheduledItems } from '../db/schema';
import { storedJobs, waitFor, type StoredJob } from '../jobs/jobTestSupport';
import { JOB_SCHEMA } from '../jobs/PgBossJobQueue';
import { REMINDER_QUEUE, type ReminderJob } from './DatabaseReminderPlanner';
import { DIGEST_QUEUE, sweepDigests } from './reminderJobs';
import { RecordingNotifier, scheduleItem, setTimeZone } from './reminderTestSupport';

jest.setTimeout(60_000);

const notifier = new RecordingNotifier();
let t: FixtureTestApp;
let newYork: Session;
let kolkata: Session;
let dayOne: string;

beforeAll(async () => {
  t = await createFixtureTestApp('club', { notifier });
  newYork = await t.member('ny@club.test');
  kolkata = await t.member('kolkata@club.test');
  await setTimeZone(t.db, newYork.user.id, 'America/New_York');
  await setTimeZone(t.db, kolkata.user.id, 'Asia/Kolkata');
  dayOne = t.pageId('/programs/free/week-1/day-1');
});
afterAll(() => t.close());

/** The pending reminder jobs of one scheduled item or joined occurrence, by kind. */
async function pendingFor(id: string): Promise<Record<string, string>> {
  const jobs = (await storedJobs(t.db, REMINDER_QUEUE)).filter(
    (job) => job.state === 'created' && (job.data as unknown as ReminderJob).id === id,
  );
  return Object.fromEntries(
    jobs.map((job) => [(job.data as unknown as ReminderJob).reminder, job.start_after.toISOString()]),
  );
}

async function jobsOf(id: string): Promise<StoredJob[]> {
  return (await storedJobs(t.db, REMINDER_QUEUE)).filter((job) => (job.data as unknown as ReminderJob).id === id);
}

const member = (session: Session) => ({ appId: session.user.appId, id: session.user.id });

describe('planning reminders', () => {
  it('plans a New York item at 09:00 local 15 minutes before and at its start, in EDT after the spring change', async () => {
    // 2030-03-10 is New York's spring change; the 11th is on EDT (UTC-4).
    const id = await scheduleItem(t.db, member(newYork), dayOne, {
      date: '2030-03-11',
      time: '09:00',
      zone: 'America/New_York',
    });

    await t.app.reminders.planItems([id]);

    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-03-11T12:45:00.000Z',
      starting_now: '2030-03-11T13:00:00.000Z',
    });
  });

  it('plans a Kolkata item at 09:00 local for 03:15Z and 03:30Z', async () => {
    const id = await scheduleItem(t.db, member(kolkata), dayOne, {
      date: '2030-03-11',
      time: '09:00',
      zone: 'Asia/Kolkata',
    });

    await t.app.reminders.planItems([id]);

    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-03-11T03:15:00.000Z',
      starting_now: '2030-03-11T03:30:00.000Z',
    });
  });

  it('plans an all-day item at 08:00 in the member’s zone on its day', async () => {
    const id = await scheduleItem(t.db, member(newYork), dayOne, { date: '2030-03-09' });

    await t.app.reminders.planItems([id]);

    // Saturday before the change: EST (UTC-5).
    expect(await pendingFor(id)).toEqual({ day_of: '2030-03-09T13:00:00.000Z' });
  });

  it('moves the reminders when the item moves, and cancels them when it is removed', async () => {
    const id = await scheduleItem(t.db, member(newYork), dayOne, {
      date: '2030-06-03',
      time: '18:00',
      zone: 'America/New_York',
    });
    await t.app.reminders.planItems([id]);

    await t.db
      .update(scheduledItems)
      .set({ date: '2030-06-04', startsAt: new Date('2030-06-04T22:00:00Z') })
      .where(eq(scheduledItems.id, id));
    await t.app.reminders.planItems([id]);

    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-06-04T21:45:00.000Z',
      starting_now: '2030-06-04T22:00:00.000Z',
    });
    expect((await jobsOf(id)).filter((job) => job.state === 'cancelled')).toHaveLength(2);

    await t.app.reminders.cancelItems([id]);

    expect(await pendingFor(id)).toEqual({});
  });

  it('plans nothing in the past', async () => {
    const soon = new Date(Date.now() + 5 * 60_000);
    const id = await scheduleItem(t.db, member(newYork), dayOne, { startsAt: soon, zone: 'America/New_York' });

    await t.app.reminders.planItems([id]);

    // Its 15-minute reminder would have been ten minutes ago.
    expect(Object.keys(await pendingFor(id))).toEqual(['starting_now']);
  });

  it('follows the member’s settings: planMember cancels everything when reminders are all turned off', async () => {
    const quiet = await t.member('quiet@club.test');
    const timed = await scheduleItem(t.db, member(quiet), dayOne, { date: '2030-07-01', time: '10:00' });
    const allDay = await scheduleItem(t.db, member(quiet), dayOne, { date: '2030-07-02' });
    await t.app.reminders.planItems([timed, allDay]);
    expect(Object.keys(await pendingFor(timed))).toHaveLength(2);

    await t.db
      .insert(notificationSettings)
      .values({ appId: quiet.user.appId, userId: quiet.user.id, is15MinuteReminder: false });
    await t.app.reminders.planMember(quiet.user.id);
    expect(await pendingFor(timed)).toEqual({ starting_now: '2030-07-01T10:00:00.000Z' });
    expect(await pendingFor(allDay)).toEqual({ day_of: '2030-07-02T08:00:00.000Z' });

    await t.db
      .update(notificationSettings)
      .set({ isAllRemindersInactive: true })
      .where(eq(notificationSettings.userId, quiet.user.id));
    await t.app.reminders.planMember(quiet.user.id);

    expect(await pendingFor(timed)).toEqual({});
    expect(await pendingFor(allDay)).toEqual({});
  });

  it('plans the reminders of an event the member joins, and cancels them when they leave', async () => {
    const joiner = await t.member('joiner@club.test');
    const [later] = await t.occurrenceIds('later');

    const joined = await t.call('POST', `/event_occurrences/${later}/subscribe`, { as: joiner });
    expect(joined.statusCode).toBe(200);

    const planned = await pendingFor(later!);
    expect(Object.keys(planned).sort()).toEqual(['fifteen_minutes', 'starting_now']);
    const starting = (await jobsOf(later!)).find(
      (job) => job.state === 'created' && job.singleton_key?.endsWith('starting_now'),
    );
    expect(starting?.singleton_key).toBe(`event:${later}:${joiner.user.id}:starting_now`);

    const left = await t.call('DELETE', `/event_occurrences/${later}/subscribe`, { as: joiner });
    expect(left.statusCode).toBe(204);

    expect(await pendingFor(later!)).toEqual({});
  });
});

describe('the schedule routes', () => {
  it('plan, move and cancel the reminders of an item the member schedules, reschedules and removes', async () => {
    const session = { email: newYork.email, token: newYork.token };
    const added = await call(t, 'POST', '/schedule', {
      app: 'club',
      session,
      body: { item_id: dayOne, date: '2030-05-06T09:00', is_all_day: false },
    });
    expect(added.statusCode).toBe(200);
    const id: string = added.json().items[0].id;
    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-05-06T12:45:00.000Z',
      starting_now: '2030-05-06T13:00:00.000Z',
    });

    const moved = await call(t, 'PUT', `/schedule/${id}`, {
      app: 'club',
      session,
      body: { date: '2030-05-07T10:00', is_all_day: false, shift_subsequent: false },
    });
    expect(moved.statusCode).toBe(200);
    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-05-07T13:45:00.000Z',
      starting_now: '2030-05-07T14:00:00.000Z',
    });

    const removed = await call(t, 'DELETE', `/schedule/${id}`, { app: 'club', session });
    expect(removed.statusCode).toBe(204);
    expect(await pendingFor(id)).toEqual({});
  });
});

describe('running reminders', () => {
  it('tells the member once when a reminder falls due, naming the item', async () => {
    const runner = await t.member('runner@club.test');
    await setTimeZone(t.db, runner.user.id, 'Asia/Kolkata');
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const id = await scheduleItem(t.db, member(runner), dayOne, { startsAt, zone: 'Asia/Kolkata' });
    await t.app.reminders.planItems([id]);

    // Time passes: the 15-minute reminder falls due (a job's time is all the queue looks at).
    const fifteen = (await jobsOf(id)).find((job) => job.data.reminder === 'fifteen_minutes');
    await t.db.execute(sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() where id = ${fifteen!.id}`);

    await waitFor('the 15-minute reminder to run', async () =>
      (await jobsOf(id)).some((job) => job.data.reminder === 'fifteen_minutes' && job.state === 'completed'),
    );
    expect(notifier.of(runner.user.id)).toEqual([
      {
        kind: 'reminder',
        reminder: 'fifteen_minutes',
        item: {
          title: 'Day 1',
          path: '/programs/free/week-1/day-1',
          date: (await t.db.select().from(scheduledItems).where(eq(scheduledItems.id, id)))[0]?.date,
          starts_at: startsAt.toISOString(),
        },
        timezone: 'Asia/Kolkata',
      },
    ]);
  });

  it('rings each of many reminders due together once, for its own member and item', async () => {
    const crowd = await Promise.all([0, 1, 2].map((n) => t.member(`crowd-${n}@club.test`)));
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const paths = ['/programs/free/week-1/day-1', '/programs/free/week-1/day-2', '/programs/free'];
    const ids: string[] = [];
    for (const [n, session] of crowd.entries()) {
      for (const pagePath of paths.slice(0, n + 1)) {
        ids.push(await scheduleItem(t.db, member(session), t.pageId(pagePath), { startsAt, zone: 'UTC' }));
      }
    }
    await t.app.reminders.planItems(ids);

    await t.db.execute(
      sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now()
          where name = ${REMINDER_QUEUE} and data->>'reminder' = 'fifteen_minutes' and data->>'id' in ${ids}`,
    );

    await waitFor('every reminder to ring', () =>
      crowd.every((session, n) => notifier.of(session.user.id).length === n + 1),
    );
    for (const [n, session] of crowd.entries()) {
      const told = notifier.of(session.user.id).map((told) => (told.kind === 'reminder' ? told.item.path : null));
      expect(told.sort()).toEqual(paths.slice(0, n + 1).sort());
    }
  });

  it('does nothing for a job whose item moved meanwhile, and plans the item’s time instead', async () => {
    const mover = await t.member('mover@club.test');
    const id = await scheduleItem(t.db, member(mover), dayOne, { date: '2030-09-02', time: '07:00' });
    // A job planned for a time the item no longer has (a change that raced its planning).
    const stale: ReminderJob = {
      source: 'item',
      id,
      user_id: mover.user.id,
      reminder: 'starting_now',
      due_at: new Date(Date.now() - 1_000).toISOString(),
    };
    const staleId = await t.app.jobs.send(REMINDER_QUEUE, stale);

    await waitFor('the stale job to run', async () =>
      (await jobsOf(id)).some((job) => job.id === staleId && job.state === 'completed'),
    );
    expect(notifier.of(mover.user.id)).toEqual([]);
    expect(await pendingFor(id)).toEqual({
      fifteen_minutes: '2030-09-02T06:45:00.000Z',
      starting_now: '2030-09-02T07:00:00.000Z',
    });
  });

  it('does nothing for a job whose item was removed', async () => {
    const remover = await t.member('remover@club.test');
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const id = await scheduleItem(t.db, member(remover), dayOne, { startsAt, zone: 'UTC' });
    await t.db.delete(scheduledItems).where(eq(scheduledItems.id, id));
    const jobId = await t.app.jobs.send(REMINDER_QUEUE, {
      source: 'item',
      id,
      user_id: remover.user.id,
      reminder: 'starting_now',
      due_at: startsAt.toISOString(),
    } satisfies ReminderJob);

    await waitFor('the job to run', async () =>
      (await jobsOf(id)).some((job) => job.id === jobId && job.state === 'completed'),
    );
    expect(notifier.of(remover.user.id)).toEqual([]);
  });
});

describe('digests', () => {
  it('sends the daily digest to the members whose morning it is, once, listing that day’s items', async () => {
    const sweeper = await t.member('sweeper@club.test');
    const early = await t.member('early@club.test');
    const idle = await t.member('idle@club.test');
    await setTimeZone(t.db, sweeper.user.id, 'America/New_York');
    await setTimeZone(t.db, early.user.id, 'America/Los_Angeles');
    await setTimeZone(t.db, idle.user.id, 'Asia/Kolkata');
    for (const session of [sweeper, early, idle]) {
      await t.db
        .insert(notificationSettings)
        .values({ appId: session.user.appId, userId: session.user.id, isDailyReminders: true });
    }
    await scheduleItem(t.db, member(sweeper), dayOne, { date: '2031-03-10', time: '12:00', zone: 'America/New_York' });
    await scheduleItem(t.db, member(sweeper), t.pageId('/programs/free'), { date: '2031-03-10' });
    await scheduleItem(t.db, member(sweeper), dayOne, { date: '2031-03-11' });
    // Monday 2031-03-10 11:30Z: 07:30 in New York (EDT since the 9th), 04:30 in Los Angeles, 17:00 in Kolkata.
    const now = new Date('2031-03-10T11:30:00Z');

    const swept = await sweepDigests(t.db, t.app.jobs, now);
    const again = await sweepDigests(t.db, t.app.jobs, now);

    expect(swept.map((digest) => digest.user_id).sort()).toEqual([idle.user.id, sweeper.user.id].sort());
    expect(swept.every((digest) => digest.period === 'daily' && digest.date === '2031-03-10')).toBe(true);
    expect(again).toEqual([]);
    await waitFor('both digests to run', async () => {
      const digests = await storedJobs(t.db, DIGEST_QUEUE);
      return digests.filter((job) => job.state === 'completed').length === 2;
    });
    expect(notifier.of(sweeper.user.id)).toEqual([
      {
        kind: 'digest',
        period: 'daily',
        timezone: 'America/New_York',
        items: [
          { title: 'Free program', path: '/programs/free', date: '2031-03-10', starts_at: null },
          {
            title: 'Day 1',
            path: '/programs/free/week-1/day-1',
            date: '2031-03-10',
            starts_at: '2031-03-10T16:00:00.000Z',
          },
        ],
      },
    ]);
    // Kolkata's member had nothing that day: no empty digest.
    expect(notifier.of(idle.user.id)).toEqual([]);
    expect(notifier.of(early.user.id)).toEqual([]);
  });
});
