import { resolve } from 'node:path';

/** Where the scale suite's clusters get their database (a new one each) and Redis, and where they listen. */
export const SCALE = {
  postgresUrl: process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  repoRoot: resolve(__dirname, '..', '..'),
  /** HAProxy's port; the processes take the ports after it. Beside e2e's 3210… and the bench's 323x. */
  port: Number(process.env.SCALE_PORT ?? 3300),
};
