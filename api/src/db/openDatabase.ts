import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { AppDatabase } from './AppDatabase';
import { acquireDataDirLock } from './dataDirLock';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durableNodeFs';
import { makeDataDirPrivate } from './makeDataDirPrivate';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrateDatabase';

export interface OpenDatabaseOptions {
  /** Where the embedded database lives (`${dataDir}/db`), guarded by `${dataDir}/db.lock`. */
  dataDir: string;
  /** When set, a real Postgres is used instead of the embedded one. */
  databaseUrl?: string | null;
  /** The embedded database answers before its commits are on disk: for `npm run bench`'s comparison only. */
  unsafeSkipFsync?: boolean;
}

export interface OpenedDatabase {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens and migrates the database: embedded PGlite by default, Postgres when DATABASE_URL is set. DATA_DIR
 * (created if missing) is made the owner's only either way: it also holds uploads and released remotes.
 */
export async function openDatabase({
  dataDir,
  databaseUrl,
  unsafeSkipFsync = false,
}: OpenDatabaseOptions): Promise<OpenedDatabase> {
  makeDataDirPrivate(dataDir);
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      await migratePostgresDatabase(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: drizzleNodePg({ client: pool }), kind: 'postgres', close: () => pool.end() };
  }

  const lock = await acquireDataDirLock(path.join(dataDir, 'db.lock'));
  let client: PGlite | null = null;
  try {
    // Durable: a commit is fsynced before PGlite answers, and files are created 0600 (see DurableNodeFS).
    client = await PGlite.create({
      fs: new DurableNodeFS(path.join(dataDir, 'db')),
      startParams: unsafeSkipFsync ? PGlite.defaultStartParams : [...DURABLE_START_PARAMS],
    });
    await migratePgliteDatabase(client);
  } catch (error) {
    await client?.close();
    lock.release();
    throw error;
  }
  const opened = client;
  return {
    db: drizzlePglite({ client: opened }),
    kind: 'pglite',
    async close() {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
}
