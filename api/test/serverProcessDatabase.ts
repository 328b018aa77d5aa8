import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type OpenedDatabase } from '../src/db/openDatabase';
import { seedMigratedDataDir } from './pgliteDump';

/** The database this run of the api suite uses: Postgres with TEST_DATABASE_URL, else the embedded one. */
const serverUrl = process.env.TEST_DATABASE_URL;

export interface ServerProcessDatabase {
  /** 'Postgres' or 'the embedded database', for test names. */
  readonly kind: string;
  /** The data dir a server process is started on (the embedded database lives in it). */
  dataDir(): string;
  /** The environment a server process needs for it: DATABASE_URL on Postgres, nothing on the embedded one. */
  env(): Record<string, string>;
  /** Opens it from the test while no server process holds it (the embedded database has one owner). */
  open(): Promise<OpenedDatabase>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/**
 * A fresh database for each test of a file that starts real server processes (crash and restart tests): a
 * migrated embedded one in a new data dir, or a new Postgres database, dropped after the test.
 */
export function freshDatabasePerTest(prefix: string): ServerProcessDatabase {
  let dataDir = '';
  let databaseUrl: string | null = null;
  let databaseName: string | null = null;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `stride-${prefix}-`));
    if (serverUrl) {
      databaseName = `stride_${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database ${databaseName}`);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    } else {
      await seedMigratedDataDir(dataDir);
    }
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  return {
    kind: serverUrl ? 'Postgres' : 'the embedded database',
    dataDir: () => dataDir,
    env: (): Record<string, string> => (databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    open: () => openDatabase({ dataDir, databaseUrl }),
  };
}
