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
  webServer: [
    {
      // Stays up while its stdin is open (it exits with its parent otherwise), so it reads from a pipe that never ends.
      command: 'tail -f /dev/null | node api/test/oidc/startOidcProvider.mjs',
      cwd: '..',
      url: `${E2E.oidc.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        OIDC_PORT: String(E2E.oidc.port),
        OIDC_CLIENT_ID: E2E.oidc.clientId,
        OIDC_CLIENT_SECRET: E2E.oidc.clientSecret,
        OIDC_REDIRECT_URIS: `${E2E.publicUrl}/api/auth/social/google/callback`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx api/src/server.ts',
      cwd: '..',
      url: `${E2E.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E.port),
        DATA_DIR: E2E.dataDir,
        NODE_ENV: 'test',
        PUBLIC_URL: E2E.publicUrl,
        SSO_GOOGLE_ISSUER: E2E.oidc.issuer,
        SSO_GOOGLE_CLIENT_ID: E2E.oidc.clientId,
        SSO_GOOGLE_CLIENT_SECRET: E2E.oidc.clientSecret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
