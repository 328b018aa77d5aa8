import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { preparePgliteDump } from './pgliteDump';

/**
 * Migrated PGlite databases kept for the life of one Jest worker and lent to its test files in turn.
 * Starting PGlite costs 2.5–7 s on a loaded 2-core machine (measured; Postgres boots inside WebAssembly
 * each time), which pushed test files past Jest's 5 s hook timeout; emptying a lent database again costs
 * one TRUNCATE. This module runs in the worker's own realm (see apiTestEnvironment), not in a
 * test file's, so it outlives each file.
 */
export interface WorkerPglitePool {
  /** A migrated database with no rows; at most one borrower at a time. */
  borrow(): Promise<PGlite>;
  /**
   * Hands a borrowed database back. It is emptied now, not when next borrowed: the TRUNCATE (0.4–0.6 s,
   * measured; seconds under load) then runs between test files (see settled), outside every hook's timeout.
   */
  giveBack(client: PGlite): void;
  /** Resolves once every database given back is empty and ready to lend again. */
  settled(): Promise<void>;
  /**
   * Boots databases until `count` are ready to lend, ahead of any borrower and outside every test hook's
   * timeout: a test file that holds several apps at once says how many in its docblock (see apiTestEnvironment).
   */
  warmUp(count: number): Promise<void>;
  /** Closes every database the pool holds (one still borrowed is closed when given back). */
  close(): Promise<void>;
}

/**
 * Every table the migrations created (drizzle's own journal lives in schema `drizzle` and is kept), and the jobs,
 * cron schedules and maintenance times of the job queue (its schema `pgboss` and queues are kept: the next file's
 * app finds them installed).
 */
const EMPTY_ALL_TABLES = `
  do $$
  declare tables text;
  begin
    select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
      from pg_tables where schemaname = 'public';
    if tables is not null then
      execute 'truncate ' || tables || ' restart identity cascade';
    end if;
    if to_regclass('pgboss.job') is not null then
      truncate pgboss.job, pgboss.archive;
      delete from pgboss.schedule;
      update pgboss.version set maintained_on = null, cron_on = null, monitored_on = null;
    end if;
  end $$`;

export function createWorkerPglitePool(): WorkerPglitePool {
  const idle: PGlite[] = [];
  const emptying = new Set<Promise<void>>();
  let dump: Promise<Blob> | null = null;
  const boot = async () => {
    dump ??= preparePgliteDump().then(async (file) => new Blob([await readFile(file)]));
    return PGlite.create({ loadDataDir: await dump });
  };
  const empty = async (client: PGlite) => {
    // A test file that ended mid-transaction (a timed-out hook) must not hand its transaction on.
    if (client.isInTransaction()) await client.exec('rollback');
    await client.exec(EMPTY_ALL_TABLES);
  };
  const settled = async () => {
    while (emptying.size > 0) await Promise.all(emptying);
  };
  let closed = false;
  return {
    async borrow() {
      if (idle.length === 0) await settled();
      return idle.pop() ?? boot();
    },
    giveBack(client) {
      if (closed) {
        void client.close();
        return;
      }
      if (client.closed || idle.includes(client)) return;
      const done = empty(client).then(
        () => void idle.push(client),
        // A database that cannot be emptied is not lent again.
        () => client.close(),
      );
      emptying.add(done);
      void done.finally(() => emptying.delete(done));
    },
    settled,
    async warmUp(count) {
      await settled();
      while (idle.length < count) idle.push(await boot());
    },
    async close() {
      closed = true;
      await settled();
      await Promise.all(idle.splice(0).map((client) => client.close()));
    },
  };
}
