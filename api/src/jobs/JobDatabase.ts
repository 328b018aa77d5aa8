import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import type { AppDatabase } from '../db/AppDatabase';

export interface SqlRows {
  rows: Record<string, unknown>[];
}

/** What the job queue needs of a PGlite client (the app's own instance, or the one a test lends). */
interface PgliteClient {
  query(sql: string, params?: unknown[]): Promise<SqlRows>;
  transaction<T>(run: (tx: { exec(sql: string): Promise<SqlRows[]> }) => Promise<T>): Promise<T>;
}

/** Connections of the job queue's own pool on Postgres: workers fetch and complete in short statements. */
const POSTGRES_POOL_SIZE = 3;

function isPgliteClient(client: unknown): client is PgliteClient {
  const candidate = client as Partial<PgliteClient> | null;
  return typeof candidate?.query === 'function' && typeof candidate.transaction === 'function';
}

/**
 * PGlite runs one statement per parameterised query, so pg-boss's statements without parameters (its schema,
 * its maintenance: several statements between its own BEGIN and COMMIT) go through exec, inside a PGlite
 * transaction: PGlite holds every other caller off until it ends, and rolls it back if a statement fails (a
 * failed BEGIN…COMMIT text would otherwise leave the app's only connection in an aborted transaction). The
 * nested BEGIN and the extra COMMIT only draw warnings. pg-boss's advisory locks always succeed on PGlite's
 * single connection, which is right: one process owns the embedded database.
 */
function pgliteRunner(client: PgliteClient) {
  return async (text: string, values?: unknown[]): Promise<SqlRows> => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.transaction((tx) => tx.exec(text));
    return results.at(-1) ?? { rows: [] };
  };
}

/**
 * The job queue's connection to the app's database, as pg-boss's `db` option: the app's PGlite instance itself,
 * or on Postgres a small pool of its own to the same database (jobs never wait for, nor hold up, requests). Once
 * closed it answers nothing (undefined, as pg-boss's own adapter does), so a worker that wakes up during shutdown
 * never touches a database that is being closed or, in tests, lent to the next file.
 */
export class JobDatabase {
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  private constructor(
    private readonly run: (text: string, values?: unknown[]) => Promise<SqlRows>,
    private readonly release: () => Promise<void>,
  ) {}

  /** The connection for the app's database (drizzle's client: a PGlite instance or a node-postgres Pool). */
  static for(db: AppDatabase, log: FastifyBaseLogger): JobDatabase {
    // drizzle exposes its driver's client as $client; AppDatabase is typed against the base both drivers share.
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof Pool) {
      const pool = new Pool({ ...client.options, max: POSTGRES_POOL_SIZE, application_name: 'stride-jobs' });
      // An idle connection the server drops is replaced on the next query; it must not crash the process.
      pool.on('error', (error) => log.warn({ err: error }, 'job queue database connection lost'));
      return new JobDatabase(
        (text, values) => pool.query(text, values),
        () => pool.end(),
      );
    }
    if (isPgliteClient(client)) return new JobDatabase(pgliteRunner(client), async () => {});
    throw new Error('The job queue needs the app database’s PGlite or node-postgres client');
  }

  executeSql(text: string, values?: unknown[]): Promise<SqlRows | undefined> {
    if (this.closed) return Promise.resolve(undefined);
    const running = this.run(text, values);
    this.inFlight.add(running);
    const settle = () => void this.inFlight.delete(running);
    running.then(settle, settle);
    return running;
  }

  /** Answers nothing from now on, waits for the statements under way, then closes its own pool (if any). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    await this.release();
  }
}
