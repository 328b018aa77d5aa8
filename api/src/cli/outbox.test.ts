import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/openDatabase';
import { createMailer } from '../email/createMailer';
import type { OutgoingEmail } from '../email/Mailer';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { seedMigratedDataDir } from '../../test/pgliteDump';
import { cliRunner, freePort } from '../../test/runCli';

// Each run is a fresh Node process; in direct mode it also opens PGlite in the (pre-migrated) data dir.
jest.setTimeout(240_000);

/** `npm run outbox` with these arguments. */
const runCli = cliRunner('outbox.ts');

function signInEmail(to: string): OutgoingEmail {
  return {
    template: 'passwordless',
    link: 'http://localhost:3000/?passwordless_token=tok',
    code: '482913',
    appId: null,
    appName: 'Alpha',
    to,
    locale: 'en',
  };
}

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'stride-outbox-cli-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('outbox CLI without a running server (direct database mode)', () => {
  it('prints the emails stored in the data dir, filtered by --to', async () => {
    const dataDir = path.join(work, 'data');
    await seedMigratedDataDir(dataDir);
    const opened = await openDatabase({ dataDir });
    try {
      const mailer = createMailer({ db: opened.db, smtpUrl: null, from: 'x@stride.test' });
      await mailer.send(signInEmail('ana@example.com'));
      await mailer.send(signInEmail('bo@example.com'));
    } finally {
      await opened.close();
    }

    const result = await runCli(['--to', 'ANA@example.com'], { DATA_DIR: dataDir, PORT: await freePort() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(
      `1 email to ANA@example.com in the dev outbox, newest first (read from the database in ${dataDir}):`,
    );
    expect(lines).toContain('To:      ana@example.com');
    expect(lines).toContain('Subject: Sign in to Alpha');
    expect(lines).toContain('      482913');
    expect(lines).toContain('  http://localhost:3000/?passwordless_token=tok');
    expect(result.stdout).not.toContain('bo@example.com');
  });

  it('refuses a bad option with exit code 2 and a pointer to --help', async () => {
    const result = await runCli(['--limit', 'many'], { DATA_DIR: path.join(work, 'data'), PORT: await freePort() });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('outbox: --limit must be a whole number from 1 to 200, not "many" (see --help)');
  });
});

describe('outbox CLI with a running server', () => {
  let server: TestApp;
  let port: number;
  afterEach(async () => {
    await server.close();
  });

  async function startServer(nodeEnv: string): Promise<void> {
    server = await createTestApp({ nodeEnv });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  }

  it('reads the outbox over HTTP, newest first, honouring --limit', async () => {
    await startServer('development');
    const mailer = createMailer({ db: server.db, smtpUrl: null, from: 'x@stride.test' });
    await mailer.send(signInEmail('first@example.com'));
    await mailer.send({ ...signInEmail('second@example.com'), template: 'welcome', name: 'Sam' });

    const result = await runCli(['--limit', '1'], { DATA_DIR: path.join(work, 'data'), PORT: port });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(
      `1 email in the dev outbox, newest first (read from the server at http://127.0.0.1:${port}):`,
    );
    expect(lines).toContain('To:      second@example.com');
    expect(lines).toContain('Subject: Welcome to Alpha');
    expect(lines).toContain('  Hi Sam,');
    expect(result.stdout).not.toContain('first@example.com');
  });

  it('explains that a server sending over SMTP, or in production, has no dev outbox', async () => {
    await startServer('production');
    const result = await runCli([], { DATA_DIR: path.join(work, 'data'), PORT: port });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `outbox: The server at http://127.0.0.1:${port} has no dev outbox: it sends emails over SMTP_URL, or runs with NODE_ENV=production`,
    );
  });
});
