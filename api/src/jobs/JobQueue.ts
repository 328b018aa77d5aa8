/** One job of a batch (`sendMany`). */
export interface JobToSend<T extends object> {
  data: T;
  /** Not before this moment (default: now). */
  startAfter?: Date;
  /** While a job of the queue with this key is pending, this one is not stored. */
  singletonKey?: string;
}

/**
 * The durable job queue (pg-boss 10 on the app's own database: PGlite by default, Postgres at scale). A job is
 * stored before `send` resolves, survives a restart, runs once across every API process, and is retried with
 * backoff when its handler throws.
 */
export interface JobQueue {
  /**
   * Registers the handler of the queue `name` (created if missing). Handlers run once the app is ready; a
   * handler that throws is retried (`retryLimit`, exponential backoff from `retryDelaySeconds`). `batchSize`
   * jobs are fetched at once and run side by side, each completed or retried on its own.
   */
  register<T extends object>(
    name: string,
    handler: (data: T, job: { id: string }) => Promise<void>,
    options?: { retryLimit?: number; retryDelaySeconds?: number; batchSize?: number },
  ): void;
  /** Stores a job; `startAfter` delays it; a pending job with the same `singletonKey` makes this a no-op (null). */
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Stores many jobs in one statement (each skipped when a pending job has its `singletonKey`). */
  sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[]): Promise<void>;
  /** Cancels pending jobs by id (already finished ones are left as they are). */
  cancel(name: string, ids: string[]): Promise<void>;
  /** Cancels the pending jobs of the queue with these singleton keys (running or finished ones are left). */
  cancelByKey(name: string, singletonKeys: readonly string[]): Promise<void>;
  /** A cron job (5-field cron in `tz`, default UTC), run once per tick across all processes. */
  schedule(name: string, cron: string, tz?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
