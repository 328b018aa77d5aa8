import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);

// The runner evaluates this first and its workers inherit the variable, so all agree on one fresh data dir per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'stride-e2e-'));

/** One place for what the e2e server, the tests and the CLI calls agree on. */
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  /**
   * PUBLIC_URL of the e2e server: emailed links point here, and `<slug>.localhost` selects other apps
   * (the private demo is private.localhost). Journeys that follow emailed links run on this origin.
   */
  publicUrl: `http://localhost:${port}`,
  appUrl: (slug: string) => `http://${slug}.localhost:${port}`,
  /** A real OpenID Connect provider (api/test/oidc) the e2e server uses as "Google". */
  oidc: {
    port: port + 79,
    issuer: `http://127.0.0.1:${port + 79}`,
    clientId: 'stride-e2e',
    clientSecret: 'stride-e2e-secret',
  },
  /** A second origin (a CDN) a remote release can be served from; beside the server's port, like the others. */
  secondOriginPort: port + 89,
  /** A data dir of its own so tests never touch the developer's .data; the CLI is pointed at it too. */
  dataDir: process.env.E2E_DATA_DIR,
  repoRoot: resolve(__dirname, '..', '..'),
  chromium: '/usr/bin/chromium',
  chromiumArgs: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
