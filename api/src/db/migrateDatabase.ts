import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

/** SQL written by drizzle-kit (`npm run db:generate -w api`). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/**
 * Arbitrary constant: serialises migrations of processes opening one Postgres at once (the CLIs too). A starting
 * server takes it only while it holds the start-up lock (startupLock.ts), always in that order: no deadlock.
 */
const MIGRATION_LOCK_KEY = 727_001;

export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
}

export async function migratePostgresDatabase(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
