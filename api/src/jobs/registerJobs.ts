import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { JobDatabase } from './JobDatabase';
import { PgBossJobQueue } from './PgBossJobQueue';

export interface JobsOptions {
  db: AppDatabase;
  /** How often due jobs are looked for (ms); default a second. */
  pollIntervalMs?: number;
}

/**
 * Decorates `app.jobs` (register handlers and send jobs while building the app): the queue starts working once the
 * app is ready and stops, letting running handlers finish, when it closes (before the database is closed).
 */
export function registerJobs(app: FastifyInstance, options: JobsOptions): void {
  const queue = new PgBossJobQueue(JobDatabase.for(options.db, app.log), {
    log: app.log,
    ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.work());
  app.addHook('onClose', () => queue.stop());
}
