import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { type Message } from '@stride/shared';
import { threadChannel, userChannel } from '@stride/shared/messaging';
import { call, createAuthTestApp, type AuthTestApp, type Session } from '../../test/authTestSupport';
import { annAndBobChat, connected, listen, nextEvent, pusherClient, subscription } from '../../test/realtimeClients';
import { seedMigratedDataDir } from '../../test/pgliteDump';
import { freePort } from '../../test/runCli';
import { startServerProcess } from '../../test/serverProcess';
import { testAppOptions } from '../../test/testDatabase';
import { DEMO_APP_SLUG } from '../content/seedDemoApp';
import { buildApp } from '../buildApp';
import type { UserRow } from '../db/schema';
import type { RealtimeSettings } from './loadRealtimeSettings';

/** The Redis of the test machine; each run publishes under a prefix of its own. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisSettings(channelPrefix: string, redisUrl = REDIS_URL): RealtimeSettings {
  // No secret: both processes read the one generated in their shared data dir.
  return { transport: 'redis', redisUrl, channelPrefix, key: 'stride', secret: null };
}

let first: AuthTestApp;
let second: FastifyInstance;
let firstPort: number;
let secondPort: number;
let bob: UserRow;
let annSession: Session;
let bobSession: Session;
let chatId: string;
const clients: Pusher[] = [];

/** Two API processes on one database and data dir, as two instances behind a load balancer. */
beforeAll(async () => {
  const prefix = `stride-test:${randomBytes(8).toString('hex')}:`;
  first = await createAuthTestApp({ realtime: redisSettings(prefix) });
  second = await buildApp({ ...testAppOptions(first.db, first.dataDir), realtime: redisSettings(prefix) });
  firstPort = await listen(first.app);
  secondPort = await listen(second);
  ({ bob, annSession, bobSession, chatId } = await annAndBobChat(first.db, first.alphaId));
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await second.close();
  await first.close();
});

function client(port: number, session: Session, authPort = port): Pusher {
  const pusher = pusherClient(port, session, { authPort });
  clients.push(pusher);
  return pusher;
}

describe('RedisTransport: API processes sharing channels through Redis', () => {
  it('delivers a message sent through one process to a client connected to the other', async () => {
    // The socket on the second process, its subscription signed by the first: they share the data dir's secret.
    const bobClient = client(secondPort, bobSession, firstPort);
    const thread = bobClient.subscribe(threadChannel(chatId, 0));
    expect(await subscription(thread)).toEqual({ ok: true });
    const created = nextEvent<{ message: Message }>(thread, 'message-created');
    const response = await call(first, 'POST', `/threads/${chatId}/messages`, {
      session: annSession,
      body: { data: { type: 'send', messages: [{ client_id: 'across', message: 'From the first process' }] } },
    });
    expect(response.statusCode).toBe(201);
    expect((await created).message).toMatchObject({ message: 'From the first process' });
  });

  it('delivers each publish once to the clients of every process, each process’s in the order published', async () => {
    const channel = userChannel(bob.id);
    const received: Record<string, number[]> = { first: [], second: [] };
    await Promise.all(
      (['first', 'second'] as const).map(async (name) => {
        const pusher = client(name === 'first' ? firstPort : secondPort, bobSession);
        await connected(pusher);
        const subscribed = pusher.subscribe(channel);
        subscribed.bind('thread-added', (data: { message_ts: number }) => received[name]!.push(data.message_ts));
        expect(await subscription(subscribed)).toEqual({ ok: true });
      }),
    );
    for (let ts = 1; ts <= 10; ts += 1)
      (ts <= 5 ? first.app : second).realtime.publish(channel, 'thread-added', { thread_id: chatId, message_ts: ts });
    while (received.first!.length < 10 || received.second!.length < 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    // Time for a duplicate to arrive, if any were sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const name of ['first', 'second']) {
      // Redis keeps each publisher's order; two processes' publishes may interleave.
      expect(received[name]!.filter((ts) => ts <= 5)).toEqual([1, 2, 3, 4, 5]);
      expect(received[name]!.filter((ts) => ts > 5)).toEqual([6, 7, 8, 9, 10]);
    }
  });

  it('starts without Redis, and a publish then is logged, never thrown into the route', async () => {
    const lines: { msg?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
    const isolated = await buildApp({
      ...testAppOptions(first.db, first.dataDir),
      logger: { level: 'warn', stream },
      realtime: redisSettings('stride-test:unreachable:', 'redis://127.0.0.1:1'),
    });
    try {
      expect(() =>
        isolated.realtime.publish(userChannel(bob.id), 'thread-added', { thread_id: chatId, message_ts: 1 }),
      ).not.toThrow();
      while (!lines.some((line) => line.msg === 'realtime: publish failed'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines.some((line) => line.msg === 'realtime: Redis subscriber unreachable')).toBe(true);
    } finally {
      await isolated.close();
    }
  });
});

describe('RedisTransport across real processes', () => {
  // The second process is `npm start`'s server, configured by its environment: seconds of CPU (a long timeout).
  it('delivers what this process publishes to a client of a server process started with REDIS_URL', async () => {
    const key = `test-${randomBytes(6).toString('hex')}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-realtime-'));
    await seedMigratedDataDir(dataDir);
    const port = await freePort();
    const server = startServerProcess(dataDir, port, { REDIS_URL, REALTIME_KEY: key });
    // This process, on the same Redis with the same key (and so the same channel prefix), only publishes.
    const publisher = await buildApp({
      ...testAppOptions(first.db, first.dataDir),
      realtime: { transport: 'redis', redisUrl: REDIS_URL, key, secret: null },
    });
    try {
      await server.ready;
      // The server seeds the demo app outside production; its member signs in there.
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app-slug': DEMO_APP_SLUG },
        body: JSON.stringify({ email: 'member@demo.test', password: 'demo-password' }),
      });
      const { user, authentication_token: token } = (await login.json()) as {
        user: { id: string; email: string };
        authentication_token: string;
      };
      const pusher = pusherClient(port, { email: user.email, token }, { app: DEMO_APP_SLUG, key });
      clients.push(pusher);
      const own = pusher.subscribe(userChannel(user.id));
      expect(await subscription(own)).toEqual({ ok: true });
      const added = nextEvent<{ thread_id: string }>(own, 'thread-added');
      publisher.realtime.publish(userChannel(user.id), 'thread-added', { thread_id: 'from-jest', message_ts: 1 });
      expect(await added).toEqual({ thread_id: 'from-jest', message_ts: 1 });
    } finally {
      for (const client of clients.splice(0)) client.disconnect();
      await publisher.close();
      server.child.kill('SIGTERM');
      await server.exit;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
