import { test as base } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/startCluster.mjs';
import { SCALE } from './scaleEnv';

export interface ScaleCluster extends Cluster {
  /** The cluster's own database on SCALE.postgresUrl's server. */
  databaseUrl: string;
  /** Rows of a query on that database. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Everything the processes, HAProxy and the supervisor wrote (the last lines), to explain a failure. */
  output(): string;
  /** Stops the cluster, then drops its database and removes its data dir. */
  stop(): Promise<void>;
}

export interface ScaleClusterOptions {
  processes?: number;
  env?: Record<string, string>;
}

const OUTPUT_LINES = 400;

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>, url = SCALE.postgresUrl): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A cluster as an operator runs it, with nothing shared with any other: a new Postgres database
 * (`stride_scale_<random>`), a new data dir, and a realtime key of its own (the Redis channels' prefix), so
 * two clusters on one Redis never see each other's events.
 */
export async function startScaleCluster({ processes = 2, env = {} }: ScaleClusterOptions = {}): Promise<ScaleCluster> {
  const suffix = randomBytes(6).toString('hex');
  const database = `stride_scale_${suffix}`;
  const databaseUrl = new URL(SCALE.postgresUrl);
  databaseUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-scale-'));
  const lines: string[] = [];
  const dropAll = async () => {
    await withAdmin((admin) => admin.query(`drop database if exists ${database} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  await withAdmin((admin) => admin.query(`create database ${database}`));
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      repoRoot: SCALE.repoRoot,
      processes,
      port: SCALE.port,
      dataDir,
      env: {
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: SCALE.redisUrl,
        REALTIME_KEY: `scale_${suffix}`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ...env,
      },
      onOutput: (source, stream, line) => {
        lines.push(`${source} ${stream}: ${line}`);
        if (lines.length > OUTPUT_LINES) lines.shift();
      },
    });
  } catch (error) {
    await dropAll();
    throw error;
  }
  return {
    ...cluster,
    databaseUrl: databaseUrl.toString(),
    query: (sql, params = []) =>
      withAdmin(async (client) => (await client.query(sql, params)).rows, databaseUrl.toString()),
    output: () => lines.join('\n'),
    async stop() {
      try {
        await cluster.stop();
      } finally {
        await dropAll();
      }
    },
  };
}

/**
 * `cluster`: a ScaleCluster of its own for each test (`test.use({ clusterOptions: { processes: 3 } })`), stopped
 * after it; a failed test gets the cluster's output attached.
 */
export const test = base.extend<{ clusterOptions: ScaleClusterOptions; cluster: ScaleCluster }>({
  clusterOptions: [{}, { option: true }],
  cluster: async ({ clusterOptions }, provide, testInfo) => {
    const cluster = await startScaleCluster(clusterOptions);
    try {
      await provide(cluster);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('cluster output', { body: cluster.output(), contentType: 'text/plain' });
      await cluster.stop();
    }
  },
});

export { expect } from '@playwright/test';
