import { defineConfig } from '@playwright/test';
import { E2E } from '../support/e2eEnv';
import { SCALE } from './scaleEnv';

/**
 * The scale-out suite (`npm run test:scale`): API processes on Postgres and Redis behind HAProxy, each test with a
 * cluster of its own (clusterFixture). One at a time: a cluster takes the machine's cores while it starts.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../../.data/scale-results',
  // e2eEnv (the chromium settings shared with e2e) makes a data dir when loaded; e2e's teardown removes it.
  globalTeardown: '../support/globalTeardown.ts',
  use: {
    baseURL: `http://localhost:${SCALE.port}`,
    launchOptions: { executablePath: E2E.chromium, args: E2E.chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
