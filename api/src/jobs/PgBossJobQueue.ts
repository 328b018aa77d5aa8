import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobDatabase } from './JobDatabase';
import type { JobQueue, JobToSend } from './JobQueue';

type Handler = (data: object, job: { id: string }) => Promise<void>;

interface Registration {
  handler: Handler;
  retryLimit: number;
  retryDelaySeconds: number;
  batchSize: number;
}

export interface PgBossJobQueueOptions {
  log: FastifyBaseLogger;
  /** How often this process asks the database which of its queues have due jobs (ms). */
  pollIntervalMs?: number;
}

/** pg-boss's schema in the app's database. */
export const JOB_SCHEMA = 'pgboss';

/** A second: reminders are sent within about a second of their time, at the cost of one small query a second. */
const DEFAULT_POLL_INTERVAL_MS = 1_000;
/**
 * pg-boss's own polling, per queue, as a fallback only: the poller above wakes a worker as soon as its queue has a
 * due job, so an idle process asks one question a second, not one per queue.
 */
const WORKER_FALLBACK_POLL_SECONDS = 30;
const DEFAULT_REGISTRATION = { retryLimit: 3, retryDelaySeconds: 5, batchSize: 10 } as const;
/** How long close() lets running handlers finish before pg-boss fails them (to be retried by the next process). */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Changes to pg-boss's tables (a new queue, the index below) take this advisory lock: two processes that create the
 * same queue at once (every process registers every queue when it starts) otherwise deadlock on Postgres (each
 * inserts the queue row, then needs a lock on the queue table the other holds to add its partition's foreign key).
 */
const SCHEMA_LOCK = `pg_advisory_xact_lock(hashtext('stride.jobs.schema'))`;

/**
 * pg-boss 10 only refuses a second pending job with the same singleton key on its "short" queues, which also refuse
 * a second pending job without a key. This partial unique index (created on the partitioned job table, so every
 * queue's partition gets it, present and future) makes a key unique among created jobs of any queue: pg-boss's
 * inserts (ON CONFLICT DO NOTHING) then skip the duplicate, and cancelByKey finds pending jobs by key. Only
 * `created`: pg-boss moves an active or expired job back to `retry` in statements that touch many jobs at once,
 * and a conflict there (a newer job with the same key sent meanwhile) would fail them all, every time.
 */
const PENDING_KEY_INDEX = `
  DO $index$ BEGIN
    PERFORM ${SCHEMA_LOCK};
    DROP INDEX IF EXISTS ${JOB_SCHEMA}.job_pending_singleton_key;
    IF to_regclass('${JOB_SCHEMA}.job_created_singleton_key') IS NULL THEN
      CREATE UNIQUE INDEX job_created_singleton_key
        ON ${JOB_SCHEMA}.job (name, singleton_key) WHERE state = 'created' AND singleton_key IS NOT NULL;
    END IF;
  END $index$
`;

function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** pg-boss's create_queue (a no-op for an existing queue) under SCHEMA_LOCK; one statement, so no parameters. */
function createQueueStatement(name: string, settings: QueueSettings): string {
  const options = JSON.stringify({ policy: 'standard', ...settings });
  return `
    DO $queue$ BEGIN
      PERFORM ${SCHEMA_LOCK};
      PERFORM ${JOB_SCHEMA}.create_queue(${sqlLiteral(name)}, ${sqlLiteral(options)}::json);
    END $queue$
  `;
}

/** Postgres's SQLSTATE for a transaction ended to break a deadlock. */
const DEADLOCK = '40P01';
const CREATE_QUEUE_ATTEMPTS = 3;

interface QueueSettings {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

const DUE_QUEUES = `
  SELECT DISTINCT name FROM ${JOB_SCHEMA}.job
  WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()
`;

const CANCEL_BY_KEY = `
  UPDATE ${JOB_SCHEMA}.job SET state = 'cancelled', completed_on = now()
  WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'active'
`;

/**
 * JobQueue on pg-boss over the app's database (see JobDatabase). Queues are created when first registered or sent
 * to; workers start with work() (the app's onReady) and stop with stop() (its onClose), which lets running handlers
 * finish first.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workerIds = new Map<string, string>();
  private readonly pollIntervalMs: number;
  private readonly log: FastifyBaseLogger;
  private starting: Promise<void> | null = null;
  private working = false;
  private stopped = false;
  private stopping: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly database: JobDatabase,
    options: PgBossJobQueueOptions,
  ) {
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.boss = new PgBoss({
      // pg-boss's own adapter answers undefined once closed, as JobDatabase does; pg-boss's callers allow for it.
      db: database as unknown as PgBoss.Db,
      schema: JOB_SCHEMA,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  register<T extends object>(
    name: string,
    handler: (data: T, job: { id: string }) => Promise<void>,
    options: { retryLimit?: number; retryDelaySeconds?: number; batchSize?: number } = {},
  ): void {
    if (this.registrations.has(name)) throw new Error(`The job queue ${name} already has a handler`);
    const registration: Registration = { ...DEFAULT_REGISTRATION, ...options, handler: handler as Handler };
    this.registrations.set(name, registration);
    // Registered after the app is ready (a test's extra queue): it starts working at once.
    if (this.working) void this.startWorker(name, registration).catch((error) => this.reportWorkerError(name, error));
  }

  async send<T extends object>(
    name: string,
    data: T,
    options: { startAfter?: Date; singletonKey?: string } = {},
  ): Promise<string | null> {
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (id && isDue(options.startAfter)) this.wake(name);
    return id;
  }

  async sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.ensureQueue(name);
    await this.boss.insert(
      jobs.map((job) => ({
        name,
        data: job.data,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
      })),
    );
    if (jobs.some((job) => isDue(job.startAfter))) this.wake(name);
  }

  async cancel(name: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.ensureStarted();
    await this.boss.cancel(name, ids);
  }

  async cancelByKey(name: string, singletonKeys: readonly string[]): Promise<void> {
    if (singletonKeys.length === 0) return;
    await this.ensureStarted();
    await this.database.executeSql(CANCEL_BY_KEY, [name, [...singletonKeys]]);
  }

  async schedule(name: string, cron: string, tz = 'UTC'): Promise<void> {
    await this.ensureQueue(name);
    // Each tick's job carries an empty object, as every other job's data is one.
    await this.boss.schedule(name, cron, {}, { tz });
  }

  /** Starts the workers of every registered queue, and the poller that wakes them. */
  async work(): Promise<void> {
    await this.ensureStarted();
    if (this.working || this.stopped) return;
    this.working = true;
    for (const [name, registration] of this.registrations) await this.startWorker(name, registration);
    this.schedulePoll();
  }

  /** Stops polling, lets running handlers finish (up to STOP_TIMEOUT_MS), then closes the connection. */
  stop(): Promise<void> {
    this.stopping ??= this.shutDown();
    return this.stopping;
  }

  private async shutDown(): Promise<void> {
    this.stopped = true;
    this.working = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    await this.polling;
    if (this.starting) {
      const started = await this.starting.then(
        () => true,
        () => false,
      );
      if (started) await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true });
    }
    await this.database.close();
  }

  private ensureStarted(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.starting ??= (async () => {
      // Installs (or migrates) pg-boss's schema, and starts its maintenance and cron clocks.
      await this.boss.start();
      await this.database.executeSql(PENDING_KEY_INDEX);
    })();
    return this.starting;
  }

  /** Creates the queue once per process; a registered queue also gets its retry settings (they may have changed). */
  private ensureQueue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = (async () => {
        await this.ensureStarted();
        const registration = this.registrations.get(name);
        if (!registration) {
          await this.createQueue(name, {});
          return;
        }
        const settings = {
          retryLimit: registration.retryLimit,
          retryDelay: registration.retryDelaySeconds,
          retryBackoff: true,
        };
        await this.createQueue(name, settings);
        await this.boss.updateQueue(name, { name, ...settings });
      })();
      // A failed creation (the database was away) is tried again by the next call.
      ready.catch(() => this.queues.delete(name));
      this.queues.set(name, ready);
    }
    return ready;
  }

  /**
   * pg-boss creates its own cron queue without SCHEMA_LOCK when it starts: against another process doing so, or
   * creating a queue, Postgres may end one of them as a deadlock. Ours is then simply tried again.
   */
  private async createQueue(name: string, settings: QueueSettings): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.database.executeSql(createQueueStatement(name, settings));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt === CREATE_QUEUE_ATTEMPTS) throw error;
      }
    }
  }

  private async startWorker(name: string, registration: Registration): Promise<void> {
    await this.ensureQueue(name);
    if (!this.working || this.workerIds.has(name)) return;
    const workerId = await this.boss.work<object>(
      name,
      { batchSize: registration.batchSize, pollingIntervalSeconds: WORKER_FALLBACK_POLL_SECONDS },
      (jobs) => this.runBatch(name, registration, jobs),
    );
    this.workerIds.set(name, workerId);
  }

  /**
   * Runs a fetched batch side by side. A handler that throws fails (and so retries) its own job only: pg-boss
   * would fail the whole batch, running the others again. pg-boss completes the rest when this resolves.
   */
  private async runBatch(name: string, registration: Registration, jobs: PgBoss.Job<object>[]): Promise<void> {
    const results = await Promise.allSettled(jobs.map((job) => registration.handler(job.data, { id: job.id })));
    for (const [index, result] of results.entries()) {
      const job = jobs[index];
      if (result.status === 'fulfilled' || !job) continue;
      this.log.warn({ err: result.reason, queue: name, jobId: job.id }, 'job failed; it will be retried');
      await this.boss.fail(name, job.id, toError(result.reason));
    }
    // A full batch: more jobs may be due, fetch again at once instead of waiting for the poller.
    if (jobs.length === registration.batchSize) this.wake(name);
  }

  private wake(name: string): void {
    const workerId = this.workerIds.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.pollTimer = setTimeout(() => {
      this.polling = this.pollDueQueues().finally(() => {
        this.polling = null;
        this.schedulePoll();
      });
    }, this.pollIntervalMs);
  }

  private async pollDueQueues(): Promise<void> {
    const names = [...this.workerIds.keys()];
    if (names.length === 0) return;
    try {
      const result = await this.database.executeSql(DUE_QUEUES, [names]);
      for (const row of result?.rows ?? []) this.wake(String(row.name));
    } catch (error) {
      this.log.error({ err: error }, 'job queue could not look for due jobs');
    }
  }

  private reportWorkerError(name: string, error: unknown): void {
    this.log.error({ err: error, queue: name }, 'job queue worker could not start');
  }
}

function isDue(startAfter: Date | undefined): boolean {
  return !startAfter || startAfter.getTime() <= Date.now();
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
