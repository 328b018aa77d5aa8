import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADERS } from '@stride/shared';
import { seedMigratedDataDir } from '../test/pgliteDump';
import { freePort, runCli } from '../test/runCli';
import { loadServerConfig, ServerConfigError } from './config/loadServerConfig';
import { DEMO_APP_SLUG, DEMO_PASSWORD, seedDemoApp } from './content/seedDemoApp';
import { openDatabase } from './db/openDatabase';
import { startServer } from './startup';

const REPO_ROOT = path.resolve(__dirname, '../..');

// A real embedded database, the demo's password hashes and a CLI process: seconds of CPU each.
jest.setTimeout(180_000);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-startup-'));
  await seedMigratedDataDir(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function productionConfig() {
  return loadServerConfig(
    {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
    },
    REPO_ROOT,
  );
}

describe('starting in production on a data dir seeded in development', () => {
  beforeEach(async () => {
    const database = await openDatabase({ dataDir });
    try {
      await seedDemoApp(database.db, 'development');
    } finally {
      await database.close();
    }
  });

  it('refuses while the demo accounts sign in with the demo password, and starts once `npm run demo:remove` deleted them', async () => {
    const refused = startServer(productionConfig(), { logger: false });
    await expect(refused).rejects.toThrow(ServerConfigError);
    await expect(refused).rejects.toThrow(
      /development demo \(apps: demo, private\).*owner@demo\.test.*"demo-password".*`npm run demo:remove`/,
    );

    const removal = await runCli('removeDemo.ts', [], { DATA_DIR: dataDir, PORT: await freePort() });
    expect(removal).toMatchObject({ code: 0, stdout: 'Removed the demo apps demo, private and everything in them.' });

    const started = await startServer(productionConfig(), { logger: false });
    try {
      expect(started.demoAvailable).toBe(false);
      const login = await started.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [HEADERS.appSlug]: DEMO_APP_SLUG },
        payload: { email: 'owner@demo.test', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(404);
      const home = await started.app.inject({ method: 'GET', url: '/api/__/index.json' });
      expect(home.statusCode).toBe(404);
    } finally {
      await started.close();
    }
  });
});
