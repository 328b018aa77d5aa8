import { Client } from 'pg';

/** Arbitrary constant, beside migrateDatabase's 727_001: held by one starting API process at a time. */
const STARTUP_LOCK_KEY = 727_002;
/** How long a starting process waits for the one before it. */
const STARTUP_LOCK_TIMEOUT_S = 300;
/** Postgres's SQLSTATE when lock_timeout runs out. */
const LOCK_NOT_AVAILABLE = '55P03';

export interface StartupLock {
  /** Lets the next process start; safe to call more than once. */
  release(): Promise<void>;
}

/**
 * Waits until no other process is starting on this Postgres, then holds a session-level advisory lock on a
 * connection of its own (not the pool's: a pooled client could hand the session, and the lock, to other work).
 * Held from before the migrations to just before listening (startServer), so seeding, releasing built remotes and
 * creating secrets run in one process at a time and every later one finds them done. The migrations' own lock is
 * only ever taken inside this one, in that order, so the two cannot deadlock. If the connection dies, Postgres
 * releases the lock with the session, and so does this process's exit.
 */
export async function acquireStartupLock(databaseUrl: string): Promise<StartupLock> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'stride startup lock' });
  // A lost connection (the lock went with it) would otherwise crash the process as an unhandled 'error' event;
  // the start-up goes on, and its own queries say what is wrong with the database.
  client.on('error', () => undefined);
  await client.connect();
  try {
    // A start takes seconds; one still holding the lock after minutes is stuck, and waiting on it would hang this one.
    await client.query(`set lock_timeout = '${STARTUP_LOCK_TIMEOUT_S}s'`);
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE)
      throw new Error(
        `Another API process has been starting on this database for ${STARTUP_LOCK_TIMEOUT_S} s: stop it, or wait and start this one again.`,
      );
    throw error;
  }
  let released: Promise<void> | null = null;
  return {
    release() {
      released ??= (async () => {
        // Unlocked before the session ends, so the next process goes on now, not once the server notices the end.
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      })();
      return released;
    },
  };
}
