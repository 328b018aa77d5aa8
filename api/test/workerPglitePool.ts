import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { preparePgliteDump } from './pgliteDump';

/**
 * Migrated PGlite databases kept for the life of one Jest worker and lent to its test files in turn.
 * Starting PGlite costs 2.5–7 s on a loaded 2-core machine (measured; Postgres boots inside WebAssembly
 * each time), which pushed test files past Jest's 5 s hook timeout; emptying a lent database again costs
 * one TRUNCATE (tens of ms). This module runs in the worker's own realm (see apiTestEnvironment), not in a
 * test file's, so it outlives each file.
 */
export interface WorkerPglitePool {
  /** A migrated database with no rows; at most one borrower at a time. */
  borrow(): Promise<PGlite>;
  /** Hands a borrowed database back; it is emptied before it is lent again. */
  giveBack(client: PGlite): void;
  /** Boots the first database ahead of any borrower, outside every test hook's timeout. */
  warmUp(): Promise<void>;
  /** Closes every database the pool holds (a borrowed one is closed when given back). */
  close(): Promise<void>;
}

/** Every table the migrations created (drizzle's own journal lives in schema `drizzle` and is kept). */
const EMPTY_ALL_TABLES = `
  do $$
  declare tables text;
  begin
    select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
      from pg_tables where schemaname = 'public';
    if tables is not null then
      execute 'truncate ' || tables || ' restart identity cascade';
    end if;
  end $$`;

export function createWorkerPglitePool(): WorkerPglitePool {
  const idle: PGlite[] = [];
  let dump: Promise<Blob> | null = null;
  const boot = async () => {
    dump ??= preparePgliteDump().then(async (file) => new Blob([await readFile(file)]));
    return PGlite.create({ loadDataDir: await dump });
  };
  let warmed = false;
  let closed = false;
  return {
    async borrow() {
      const reused = idle.pop();
      if (reused) {
        // A test file that ended mid-transaction (a timed-out hook) must not hand its transaction on.
        if (reused.isInTransaction()) await reused.exec('rollback');
        await reused.exec(EMPTY_ALL_TABLES);
        return reused;
      }
      return boot();
    },
    giveBack(client) {
      if (closed) void client.close();
      else if (!client.closed && !idle.includes(client)) idle.push(client);
    },
    async warmUp() {
      if (warmed) return;
      warmed = true;
      idle.push(await boot());
    },
    async close() {
      closed = true;
      await Promise.all(idle.splice(0).map((client) => client.close()));
    },
  };
}
