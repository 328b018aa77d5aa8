import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { Client, Pool } from 'pg';
import { buildApp, type AppOptions } from '../src/buildApp';
import { createMailer } from '../src/email/createMailer';
import type { AppDatabase } from '../src/db/AppDatabase';
import type { LentPglite, WorkerPgliteLender } from './apiTestEnvironment';
import { copyIntoRealm, errorIntoRealm } from './copyIntoRealm';
import { postgresTemplateName } from './postgresTemplate';

export interface TestDatabase {
  db: AppDatabase;
  close(): Promise<void>;
}

declare global {
  /** Set by the api project's environment (apiTestEnvironment.ts). */
  var __strideWorkerPglite: WorkerPgliteLender | undefined;
}

/** Results and errors come from the worker's realm: copied into this test file's (see copyIntoRealm). */
function inThisRealm(client: LentPglite): PGlite {
  type Query = LentPglite['query'];
  const local =
    (query: Query): Query =>
    async (...args) => {
      try {
        return copyIntoRealm(await query(...args)) as Awaited<ReturnType<Query>>;
      } catch (error) {
        throw errorIntoRealm(error);
      }
    };
  const lent: LentPglite = {
    query: local(client.query),
    transaction: async (run) => {
      try {
        return await client.transaction((tx) =>
          run({
            query: local(tx.query),
            exec: async (sql) => {
              try {
                return copyIntoRealm(await tx.exec(sql)) as Awaited<ReturnType<typeof tx.exec>>;
              } catch (error) {
                throw errorIntoRealm(error);
              }
            },
          }),
        );
      } catch (error) {
        throw errorIntoRealm(error);
      }
    },
  };
  // drizzle's PGlite driver calls only query() and transaction() on its client; the job queue also tx.exec().
  return lent as unknown as PGlite;
}

/** A migrated, empty PGlite database lent by this Jest worker's pool; close() gives it back. */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const lender = globalThis.__strideWorkerPglite;
  if (!lender) throw new Error('The api test environment (api/test/apiTestEnvironment.ts) lends PGlite databases');
  const { client, giveBack } = await lender.borrow();
  return {
    db: drizzlePglite({ client: inThisRealm(client) }),
    close: async () => giveBack(),
  };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `stride_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgresTemplateName()}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 4 });
  return {
    db: drizzleNodePg({ client: pool }),
    async close() {
      await pool.end();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pool.end() resolves before its sockets have closed. Dropping with FORCE at once would
        // kill those backends, and the dying client's error would surface in a later test file.
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await dropper.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated database with no rows: PGlite lent by this Jest worker's pool, or a new database on
 * the server named by TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

export interface TestApp {
  app: FastifyInstance;
  db: AppDatabase;
  dataDir: string;
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The real application (logger off) on a fresh test database and a temporary data folder. */
/** The options every test app is built with: quiet, in test mode, with emails kept in the database's outbox. */
export function testAppOptions(db: AppDatabase, dataDir: string): AppOptions {
  return {
    db,
    dataDir,
    repoRoot: REPO_ROOT,
    logger: false,
    publicUrl: 'http://localhost:3000',
    publicRemotesUrl: '',
    nodeEnv: 'test',
    mailer: createMailer({ db, smtpUrl: null, from: 'Test <test@stride.localhost>' }),
  };
}

export async function createTestApp(overrides: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'stride-api-test-')));
  const app = await buildApp({ ...testAppOptions(database.db, dataDir), ...overrides });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
