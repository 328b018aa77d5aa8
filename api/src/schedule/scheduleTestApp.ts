import type { LightMyRequestResponse } from 'fastify';
import { addDays, todayIn } from '@stride/shared/schedule';
import { call } from '../../test/authTestSupport';
import { createFixtureTestApp, type FixtureTestApp, type Session, type Visitor } from '../../test/fixtureTestApp';
import { freezeWallClock } from '../../test/freezeWallClock';

/** What the schedule routes asked of app.reminders, in order. */
export interface ReminderCalls {
  planned: string[][];
  cancelled: string[][];
  /** Every call, as `plan:<ids>` or `cancel:<ids>`, to check cancelling comes before deleting. */
  log: string[];
}

export interface ScheduleTestApp extends FixtureTestApp {
  reminders: ReminderCalls;
  /** Today and the days around it in UTC (the zone of members who never sent one). */
  day(offset: number): string;
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { as?: Visitor; body?: unknown; query?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/**
 * The club fixture (a drip program, a paid one, a private one, events) with the wall clock stopped, so "today"
 * cannot change under a test, and app.reminders recorded instead of planning jobs: these tests are about the
 * schedule's answers and the calls it makes, the reminder tests about what the calls do.
 */
export async function createScheduleTestApp(): Promise<ScheduleTestApp> {
  freezeWallClock();
  const t = await createFixtureTestApp('club');
  const reminders: ReminderCalls = { planned: [], cancelled: [], log: [] };
  jest.spyOn(t.app.reminders, 'planItems').mockImplementation(async (ids) => {
    reminders.planned.push([...ids]);
    reminders.log.push(`plan:${[...ids].join(',')}`);
  });
  jest.spyOn(t.app.reminders, 'cancelItems').mockImplementation(async (ids) => {
    reminders.cancelled.push([...ids]);
    reminders.log.push(`cancel:${[...ids].join(',')}`);
  });
  const today = todayIn('UTC', t.now);
  return {
    ...t,
    reminders,
    day: (offset) => addDays(today, offset),
    send: (method, url, options = {}) => {
      const as = options.as ?? t.guest;
      return call(t, method, url, {
        app: as.app,
        session: 'token' in as ? (as satisfies Session) : undefined,
        body: options.body,
        query: options.query,
      });
    },
    close: async () => {
      jest.useRealTimers();
      await t.close();
    },
  };
}
