import { defineConfig } from '@playwright/test';
import { E2E } from './support/e2eEnv';

/** End-to-end tests: Debian chromium (never a downloaded browser) against the production build served by the API. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../.data/e2e-results',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: E2E.baseUrl,
    launchOptions: { executablePath: E2E.chromium, args: E2E.chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx api/src/server.ts',
    cwd: '..',
    url: `${E2E.baseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E.port), DATA_DIR: E2E.dataDir, NODE_ENV: 'test', PUBLIC_URL: E2E.publicUrl },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
