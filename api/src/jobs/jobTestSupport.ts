import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';
import { JobDatabase } from './JobDatabase';
import { JOB_SCHEMA, PgBossJobQueue } from './PgBossJobQueue';

/** A logger that keeps what is logged at warn and above, so a test can show why a job failed. */
export function recordingLog(): FastifyBaseLogger & { lines: { level: string; args: unknown[] }[] } {
  const lines: { level: string; args: unknown[] }[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, args });
  const ignore = () => {};
  const log = {
    lines,
    level: 'warn',
    fatal: keep('fatal'),
    error: keep('error'),
    warn: keep('warn'),
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => log,
  };
  // The pino methods a FastifyBaseLogger also names (bindings, flush…) are never called by the job queue.
  return log as unknown as FastifyBaseLogger & { lines: typeof lines };
}

/** A job queue over `db` polling every 100 ms (tests wait for jobs a tenth as long). */
export function testJobQueue(db: AppDatabase, log: FastifyBaseLogger = recordingLog()): PgBossJobQueue {
  return new PgBossJobQueue(JobDatabase.for(db, log), { log, pollIntervalMs: 100 });
}

export interface StoredJob {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown>;
  singleton_key: string | null;
  start_after: Date;
  retry_count: number;
}

/** The jobs of a queue as pg-boss stored them (pending, running and finished, not yet archived). */
export async function storedJobs(db: AppDatabase, name: string): Promise<StoredJob[]> {
  const result = await db.execute(
    sql`select id, name, state, data, singleton_key, start_after, retry_count from ${sql.raw(JOB_SCHEMA)}.job
        where name = ${name} order by start_after, created_on`,
  );
  // Both drivers answer { rows }; the base database type leaves the result's shape to the driver.
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map(
    (row) => ({ ...row, start_after: new Date(row.start_after as Date | string) }) as unknown as StoredJob,
  );
}

/** Resolves once `condition` holds, checking every 50 ms; rejects after `timeoutMs` with `what`. */
export async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
