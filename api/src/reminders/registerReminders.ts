import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { DatabaseReminderPlanner, REMINDER_QUEUE, type ReminderJob } from './DatabaseReminderPlanner';
import {
  batchedItemSubjects,
  DIGEST_QUEUE,
  DIGEST_SWEEP_CRON,
  DIGEST_SWEEP_QUEUE,
  runDigest,
  runReminder,
  sweepDigests,
  type DigestJob,
  type ReminderJobContext,
} from './reminderJobs';

export interface RemindersOptions {
  db: AppDatabase;
}

/**
 * Decorates `app.reminders` (register after the job queue) and registers the reminder, digest-sweep and digest
 * jobs; the sweep's cron is stored when the app is ready.
 */
export function registerReminders(app: FastifyInstance, options: RemindersOptions): void {
  const { db } = options;
  const planner = new DatabaseReminderPlanner(db, app.jobs);
  app.decorate('reminders', planner);
  const context: ReminderJobContext = {
    db,
    planner,
    // Read when a job runs: `app.notifier` is decorated after this (it registers jobs of its own on `app.jobs`).
    notifier: () => app.notifier,
    now: () => new Date(),
    itemSubject: batchedItemSubjects(db),
  };
  // Many reminders fall on the same minute (a class of members, the hour): fetched, read and sent 50 at a time.
  app.jobs.register<ReminderJob>(REMINDER_QUEUE, (job) => runReminder(context, job), {
    batchSize: 50,
    retryLimit: 2,
    retryDelaySeconds: 30,
  });
  // A failed sweep is not retried: the next one, five minutes on, picks up the same members.
  app.jobs.register(DIGEST_SWEEP_QUEUE, async () => void (await sweepDigests(db, app.jobs, context.now())), {
    retryLimit: 0,
  });
  app.jobs.register<DigestJob>(DIGEST_QUEUE, (job) => runDigest(context, job), {
    retryLimit: 2,
    retryDelaySeconds: 60,
  });
  app.addHook('onReady', () => app.jobs.schedule(DIGEST_SWEEP_QUEUE, DIGEST_SWEEP_CRON));
}
