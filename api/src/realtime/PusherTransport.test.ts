import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { userChannel } from '@stride/shared/messaging';
import {
  addMember,
  call,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';
import { listen } from '../../test/realtimeClients';
import type { UserRow } from '../db/schema';
import { authorizeChannel } from './channelAuth';
import { pusherClientConfig, type PusherSettings } from './PusherTransport';

const APP_ID = '4242';
const KEY = 'pusher-key';
const SECRET = 'pusher-secret';

interface Trigger {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/**
 * A stand-in for Pusher Channels' (or Soketi's) HTTP API: it records each call and answers 200, or `status`.
 * The signature is checked by the test, from the protocol's definition rather than the SDK's code.
 */
function fakePusherApi() {
  const calls: Trigger[] = [];
  const waiting: ((trigger: Trigger) => void)[] = [];
  let status = 200;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const trigger = { method: request.method ?? '', path: url.pathname, query: url.searchParams, body };
      calls.push(trigger);
      waiting.shift()?.(trigger);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    server,
    calls,
    next: () => new Promise<Trigger>((resolve) => waiting.push(resolve)),
    failWith(code: number) {
      status = code;
    },
  };
}

/** Pusher's HTTP API signature: HMAC-SHA256 of `METHOD\npath\nsorted query without auth_signature`. */
function signatureValid(trigger: Trigger): boolean {
  const params = [...trigger.query.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const expected = createHmac('sha256', SECRET).update(`${trigger.method}\n${trigger.path}\n${params}`).digest('hex');
  return trigger.query.get('auth_signature') === expected;
}

const fake = fakePusherApi();
let testApp: AuthTestApp;
let fakePort: number;
let member: UserRow;
let session: Session;
const logs: { msg?: string }[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fakePort = (fake.server.address() as AddressInfo).port;
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as { msg?: string }) };
  testApp = await createAuthTestApp({
    logger: { level: 'warn', stream },
    realtime: {
      transport: 'pusher',
      appId: APP_ID,
      key: KEY,
      secret: SECRET,
      host: '127.0.0.1',
      port: fakePort,
      cluster: 'mt1',
      useTls: false,
    },
  });
  member = await addMember(testApp.db, testApp.alphaId, 'ann@example.com', { password: 'pw-ann-123', name: 'Ann' });
  session = await sessionFor(testApp.db, member);
});

afterAll(async () => {
  await testApp.close();
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('PusherTransport: Pusher Channels or Soketi through the official server SDK', () => {
  it('publishes an event with a signed REST trigger call', async () => {
    const received = fake.next();
    testApp.app.realtime.publish(userChannel(member.id), 'thread-added', { thread_id: 't', message_ts: 1 });
    const trigger = await received;
    expect(trigger.method).toBe('POST');
    expect(trigger.path).toBe(`/apps/${APP_ID}/events`);
    expect(trigger.query.get('auth_key')).toBe(KEY);
    expect(trigger.query.get('body_md5')).toBe(createHash('md5').update(trigger.body).digest('hex'));
    expect(signatureValid(trigger)).toBe(true);
    expect(JSON.parse(trigger.body)).toEqual({
      name: 'thread-added',
      channels: [userChannel(member.id)],
      data: JSON.stringify({ thread_id: 't', message_ts: 1 }),
    });
  });

  it('logs a refused trigger call and never throws it into the route', async () => {
    fake.failWith(500);
    try {
      const received = fake.next();
      expect(() =>
        testApp.app.realtime.publish(userChannel(member.id), 'thread-added', { thread_id: 't', message_ts: 2 }),
      ).not.toThrow();
      await received;
      while (!logs.some((line) => line.msg === 'realtime: publish failed'))
        await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      fake.failWith(200);
    }
  });

  it('signs channel subscriptions with the Pusher app’s key and secret', async () => {
    const response = await call(testApp, 'POST', '/realtime/auth', {
      session,
      body: { socket_id: '1.2', channel_name: userChannel(member.id) },
    });
    expect(response.json()).toEqual(authorizeChannel(KEY, SECRET, '1.2', userChannel(member.id)));
  });

  it('points pusher-js at the Pusher host in the global config', async () => {
    const response = await call(testApp, 'GET', '/config');
    expect(response.json().realtime).toEqual({
      key: KEY,
      ws_host: '127.0.0.1',
      ws_port: fakePort,
      force_tls: false,
      cluster: 'mt1',
      auth_endpoint: '/api/realtime/auth',
    });
    const cluster: PusherSettings = {
      appId: APP_ID,
      key: KEY,
      secret: SECRET,
      host: null,
      port: null,
      cluster: 'eu',
      useTls: true,
    };
    expect(pusherClientConfig(cluster)).toMatchObject({ ws_host: 'ws-eu.pusher.com', ws_port: 443, force_tls: true });
  });

  it('serves no socket endpoint of its own', async () => {
    const port = await listen(testApp.app);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7`);
    expect(await new Promise((resolve) => socket.on('error', () => resolve('refused')))).toBe('refused');
  });
});
