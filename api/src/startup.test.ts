import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { HEADERS } from '@stride/shared';
import { rawClient } from '../test/realtimeClients';
import { seedMigratedDataDir } from '../test/pgliteDump';
import { withAdmin } from '../test/postgresTemplate';
import { freePort, runCli } from '../test/runCli';
import { loadServerConfig, ServerConfigError } from './config/loadServerConfig';
import { DEMO_APP_SLUG, DEMO_PASSWORD, PRIVATE_DEMO_APP_SLUG, seedDemoApp } from './content/seedDemoApp';
import { createSession } from './auth/sessionTokens';
import { openDatabase } from './db/openDatabase';
import { apps, scheduledItems, users } from './db/schema';
import { VAPID_KEYS_FILE } from './notifications/notificationSecrets';
import { OPERATOR_TOKEN_FILE } from './remotes/operatorToken';
import { findAppBySlug } from './tenancy/appRepository';
import { startServer } from './startup';

const REPO_ROOT = path.resolve(__dirname, '../..');

// A real embedded database, the demo's password hashes and a CLI process: seconds of CPU each.
jest.setTimeout(180_000);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-startup-'));
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
    await seedMigratedDataDir(dataDir);
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

describe('processes starting at the same moment on one empty Postgres', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  let databaseName: string;
  let databaseUrl: string;
  beforeEach(async () => {
    // Empty, not a copy of the migrated template: the processes race for the migrations too.
    databaseName = `stride_start_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, (admin) => admin.query(`create database ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });
  afterEach(() => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${databaseName} with (force)`)));

  it('all start: one migrates and seeds the demo, the others wait and find it done, with the same secrets', async () => {
    const config = loadServerConfig(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' },
      REPO_ROOT,
    );
    const results = await Promise.allSettled([1, 2, 3].map(() => startServer(config, { logger: false })));
    const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const db = started[0]!.database.db;
      const slugs = await db.select({ slug: apps.slug }).from(apps);
      expect(slugs.map((row) => row.slug).sort()).toEqual([DEMO_APP_SLUG, PRIVATE_DEMO_APP_SLUG]);
      expect(started.map((server) => server.demoAvailable)).toEqual([true, true, true]);

      // The demo member's calendar was seeded once: one live class, not one per process.
      const demo = (await findAppBySlug(db, DEMO_APP_SLUG))!;
      const [member] = await db
        .select()
        .from(users)
        .where(and(eq(users.appId, demo.id), eq(users.email, 'member@demo.test')));
      const classes = await db
        .select()
        .from(scheduledItems)
        .where(and(eq(scheduledItems.userId, member!.id), eq(scheduledItems.itemType, 'EventOccurrence')));
      expect(classes).toHaveLength(1);

      // One operator token and one VAPID key pair in the shared data dir, and every process uses them.
      const token = (await readFile(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim();
      const vapid = JSON.parse(await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8')) as { publicKey: string };
      const { token: sessionToken } = await createSession(db, demo.id, member!.id);
      for (const { app } of started) {
        const operator = await app.inject({
          url: '/api/operator/remotes',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(operator.statusCode).toBe(200);
        const push = await app.inject({
          url: '/api/notifications/push_settings',
          headers: {
            [HEADERS.appSlug]: DEMO_APP_SLUG,
            [HEADERS.userEmail]: member!.email,
            [HEADERS.userToken]: sessionToken,
          },
        });
        expect(push.json()).toMatchObject({ public_key: vapid.publicKey });
      }
    } finally {
      for (const server of started) await server.close();
    }
  });
});

describe('a server told to stop', () => {
  beforeEach(() => seedMigratedDataDir(dataDir));

  it('fails its health check but serves every request while it drains, then waits for those in flight and closes', async () => {
    const started = await startServer(productionConfig(), { logger: false });
    const { port } = started.app.server.address() as AddressInfo;
    // A proxy's connection, kept alive across requests.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const socket = rawClient(port);
    let inFlight: Socket | null = null;
    try {
      expect(await get(agent, port, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      await socket.next('pusher:connection_established');
      // A request whose body is still on its way when the stop begins.
      const body = JSON.stringify({ remote: 'mfe-content', version: 'abc', message: 'failed to load' });
      inFlight = connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        inFlight!.on('data', (chunk: Buffer) => (text += chunk.toString()));
        inFlight!.on('end', () => resolve(text));
      });
      inFlight.write(
        'POST /api/remotes/failures HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `${HEADERS.deviceId}: device-1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );

      // The drain lasts until the test ends it (the wait given in place of the timer).
      let endDrain = () => {};
      const stopping = started.shutdown({
        drainMs: 2_000,
        wait: () => new Promise<void>((end) => (endDrain = end)),
      });

      expect(await get(agent, port, '/healthz')).toEqual({ status: 503, body: { status: 'draining' } });
      expect((await get(agent, port, '/api/remotes')).status).toBe(200);
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);

      endDrain();
      // Realtime clients are told to reconnect now (to another process) as the close begins.
      expect(await socket.closed).toMatchObject({ code: 4200 });
      inFlight.write(body.slice(10));
      expect(await answer).toMatch(/^HTTP\/1\.1 204 .*\r\nconnection: close\r\n/is);
      await stopping;
      await expect(get(new Agent(), port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
      inFlight?.destroy();
      socket.ws.terminate();
      await started.close().catch(() => undefined);
    }
  });
});

/** GET `path` on the agent's (kept-alive) connection: its status and JSON body. */
function get(agent: Agent, port: number, urlPath: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    })
      .on('error', reject)
      .end();
  });
}
