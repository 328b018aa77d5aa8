import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { copyIntoRealm } from './copyIntoRealm';
import { createWorkerPglitePool } from './workerPglitePool';

/**
 * One pool per worker process: Node caches this module, so every test file of the worker shares it.
 * A worker process exits when Jest ends it; a run in band (one file, --detectOpenHandles) holds the pool
 * in Jest's own process, where PGlite's timers would keep Jest alive: globalTeardown closes it there.
 */
export const workerPglitePool = createWorkerPglitePool();

type Query = (sql: string, params?: unknown[], options?: object) => Promise<Results<unknown>>;
type Exec = (sql: string) => Promise<Results<unknown>[]>;

/** What drizzle's PGlite driver calls on its client, and the job queue's exec inside a transaction. */
export interface LentPglite {
  query: Query;
  transaction<T>(run: (tx: { query: Query; exec: Exec }) => Promise<T>): Promise<T>;
}

/** `globalThis.__strideWorkerPglite` in a test file of the api project (see testDatabase.ts). */
export interface WorkerPgliteLender {
  borrow(): Promise<{ client: LentPglite; giveBack(): void }>;
}

/** Parameters come from the test file's realm; PGlite serialises them by `instanceof` in this one. */
function queryIn(target: Pick<PGlite | Transaction, 'query'>): Query {
  return (sql, params, options) => target.query(sql, params && (copyIntoRealm(params) as unknown[]), options);
}

/** A test file's docblock pragma: how many databases it holds at once (one when absent). */
const DATABASES_PRAGMA = 'apiTestDatabases';

/**
 * The api project's environment: Node, plus this worker's PGlite pool. Whatever a test file leaves
 * borrowed (a hook that timed out before close()) is taken back when the file ends.
 */
export default class ApiTestEnvironment extends TestEnvironment {
  private readonly borrowed = new Set<PGlite>();
  private readonly databases: number;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.databases = Number(context.docblockPragmas[DATABASES_PRAGMA] ?? 1);
  }

  override async setup(): Promise<void> {
    await super.setup();
    // Environment set-up has no timeout, unlike the beforeAll that would otherwise boot (2.5–7 s loaded)
    // each database the file holds beyond those the pool has ready, and empty the ones given back.
    if (!process.env.TEST_DATABASE_URL) await workerPglitePool.warmUp(this.databases);
    const lender: WorkerPgliteLender = {
      borrow: async () => {
        const pglite = await workerPglitePool.borrow();
        this.borrowed.add(pglite);
        const client: LentPglite = {
          query: queryIn(pglite),
          transaction: (run) => pglite.transaction((tx) => run({ query: queryIn(tx), exec: (sql) => tx.exec(sql) })),
        };
        const giveBack = () => {
          this.borrowed.delete(pglite);
          workerPglitePool.giveBack(pglite);
        };
        return { client, giveBack };
      },
    };
    this.global.__strideWorkerPglite = lender;
  }

  override async teardown(): Promise<void> {
    for (const pglite of this.borrowed) workerPglitePool.giveBack(pglite);
    this.borrowed.clear();
    await workerPglitePool.settled();
    await super.teardown();
  }
}
