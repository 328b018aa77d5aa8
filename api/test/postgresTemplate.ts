import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { migratePostgresDatabase } from '../src/db/migrateDatabase';
import { dumpKey } from './pgliteDump';

/** Named after the migrations (see dumpKey), so a changed migration gets a template of its own. */
export function postgresTemplateName(): string {
  return `stride_template_${dumpKey()}`;
}

/** Runs `run` on a connection of its own to `serverUrl`, closed after. */
export async function withAdmin<T>(serverUrl: string, run: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one template database on the TEST_DATABASE_URL server (globalSetup); each test file's database is
 * then a copy (CREATE DATABASE … TEMPLATE, a file copy) instead of running every migration inside its hook,
 * which took Postgres test files past Jest's 5 s hook timeout on a loaded machine. Built under a temporary
 * name and renamed, so a concurrent run never copies a half-migrated template.
 */
export async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const exists = async () =>
    withAdmin(serverUrl, async (admin) => {
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length > 0;
    });
  if (await exists()) return;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${building}`));
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const pool = new Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migratePostgresDatabase(pool);
  } finally {
    await pool.end();
  }
  await withAdmin(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run finished its template first: ours is not needed.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database if exists ${building} with (force)`);
    }
  });
}
