import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { listen, rawClient, type RawClient } from '../../test/realtimeClients';
import { authorizeChannel } from './channelAuth';
import { PusherProtocolServer } from './PusherProtocolServer';
import { RealtimeHub } from './RealtimeHub';
import { eventFrame } from './pusherFrames';

const KEY = 'stride';
const SECRET = 'protocol-test-secret';

let app: FastifyInstance;
let hub: RealtimeHub;
let server: PusherProtocolServer;
let port: number;
const clients: RawClient[] = [];

/** The protocol server alone on a Fastify server (as registerRealtime attaches it), with short timeouts. */
beforeEach(async () => {
  app = Fastify();
  hub = new RealtimeHub();
  server = new PusherProtocolServer({
    key: KEY,
    secret: SECRET,
    hub,
    log: app.log,
    activityTimeoutSeconds: 1,
    pongTimeoutSeconds: 1,
  });
  server.attach(app.server);
  app.addHook('preClose', () => server.close());
  app.get('/healthz', async () => ({ ok: true }));
  port = await listen(app);
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  await app.close();
});

function connect(path?: string): RawClient {
  const client = rawClient(port, path);
  clients.push(client);
  return client;
}

async function socketId(client: RawClient): Promise<string> {
  const established = await client.next('pusher:connection_established');
  return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
}

/** Subscribes with a valid signature (presence: as `member`). */
async function subscribe(client: RawClient, channel: string, member?: { user_id: string; user_info?: object }) {
  const authorization = authorizeChannel(KEY, SECRET, await socketId(client), channel, member as never);
  client.send({ event: 'pusher:subscribe', data: { channel, ...authorization } });
}

describe('PusherProtocolServer', () => {
  it('greets a connection with a socket id and the activity timeout, as a JSON string', async () => {
    const client = connect();
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 1,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = connect();
    await socketId(client);
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('closes a connection to an unknown app key with 4001 after saying why', async () => {
    const client = connect('/app/nope?protocol=7');
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: 'Unknown app key' });
    expect(await client.closed).toEqual({ code: 4001, reason: 'Unknown app key' });
  });

  it('refuses a connection without a protocol version (4008) or with another one (4007)', async () => {
    expect((await connect('/app/stride').closed).code).toBe(4008);
    expect((await connect('/app/stride?protocol=5').closed).code).toBe(4007);
  });

  it('answers malformed messages with pusher:error and keeps the connection', async () => {
    const client = connect();
    await socketId(client);
    client.send('{not json');
    client.send('[1,2]');
    client.ws.send(Buffer.from([0xff, 0x00]), { binary: true });
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-a b' } });
    client.send({ event: 'pusher:subscribe', data: 'not json either' });
    for (let n = 0; n < 5; n += 1) expect((await client.next('pusher:error')).data).toMatchObject({ code: null });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses client events with 4301', async () => {
    const client = connect();
    await subscribe(client, 'private-thread-1');
    await client.next('pusher_internal:subscription_succeeded');
    client.send({ event: 'client-typing', channel: 'private-thread-1', data: {} });
    expect(await client.next('pusher:error')).toEqual({
      event: 'pusher:error',
      channel: 'private-thread-1',
      data: { code: 4301, message: 'Client events are not enabled' },
    });
  });

  it('subscribes a private channel with a valid signature and delivers what is published on it', async () => {
    const client = connect();
    await subscribe(client, 'private-thread-1');
    expect(await client.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'private-thread-1',
      data: '{}',
    });
    hub.deliver('private-thread-1', Buffer.from(eventFrame('private-thread-1', 'message-created', { n: 1 })));
    expect(await client.next('message-created')).toEqual({
      event: 'message-created',
      channel: 'private-thread-1',
      data: '{"n":1}',
    });
  });

  it('refuses a private channel signed for another socket, channel or secret, and a public channel', async () => {
    const client = connect();
    const id = await socketId(client);
    const attempts = [
      { channel: 'private-thread-1', auth: authorizeChannel(KEY, SECRET, '1.1', 'private-thread-1').auth },
      { channel: 'private-thread-1', auth: authorizeChannel(KEY, SECRET, id, 'private-thread-2').auth },
      { channel: 'private-thread-1', auth: authorizeChannel(KEY, 'another-secret', id, 'private-thread-1').auth },
      { channel: 'private-thread-1', auth: authorizeChannel('other', SECRET, id, 'private-thread-1').auth },
      { channel: 'private-thread-1' },
    ];
    for (const data of attempts) {
      client.send({ event: 'pusher:subscribe', data });
      expect(await client.next('pusher:subscription_error')).toEqual({
        event: 'pusher:subscription_error',
        channel: 'private-thread-1',
        data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
      });
    }
    client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ status: 403 });
    hub.deliver('private-thread-1', Buffer.from(eventFrame('private-thread-1', 'message-created', {})));
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    expect(client.frames.some((frame) => frame.event === 'message-created')).toBe(false);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = connect();
    await subscribe(client, 'private-user-1');
    await client.next('pusher_internal:subscription_succeeded');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'private-user-1' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    hub.deliver('private-user-1', Buffer.from(eventFrame('private-user-1', 'unread-changed', {})));
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    expect(client.frames.some((frame) => frame.event === 'unread-changed')).toBe(false);
  });

  it('lists presence members, and tells the others who arrives and who leaves', async () => {
    const ann = connect();
    const bob = connect();
    const channel = 'presence-thread-1';
    await subscribe(ann, channel, { user_id: 'ann', user_info: { name: 'Ann' } });
    const annSucceeded = await ann.next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(annSucceeded.data as string)).toEqual({
      presence: { ids: ['ann'], hash: { ann: { name: 'Ann' } }, count: 1 },
    });
    await subscribe(bob, channel, { user_id: 'bob' });
    const bobSucceeded = await bob.next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(bobSucceeded.data as string)).toEqual({
      presence: { ids: ['ann', 'bob'], hash: { ann: { name: 'Ann' }, bob: null }, count: 2 },
    });
    const added = await ann.next('pusher_internal:member_added');
    expect(JSON.parse(added.data as string)).toEqual({ user_id: 'bob' });
    bob.ws.close();
    const removed = await ann.next('pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: 'bob' });
  });

  it('refuses a presence subscription whose channel_data is not the one signed or not a member', async () => {
    const client = connect();
    const id = await socketId(client);
    const signed = authorizeChannel(KEY, SECRET, id, 'presence-thread-1', { user_id: 'ann' });
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-thread-1', auth: signed.auth, channel_data: '{"user_id":"bob"}' },
    });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-thread-1', auth: signed.auth } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ status: 400 });
  });

  it('pings a silent connection, and closes it with 4201 when the ping goes unanswered', async () => {
    const client = connect();
    await socketId(client);
    const started = Date.now();
    expect(await client.next('pusher:ping')).toEqual({ event: 'pusher:ping', data: {} });
    expect(await client.closed).toEqual({ code: 4201, reason: 'Pong reply not received' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // The server forgets it once its side of the close is done.
    while (server.connectionCount > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('keeps a connection that answers its pings', async () => {
    const client = connect();
    await socketId(client);
    for (let n = 0; n < 2; n += 1) {
      await client.next('pusher:ping');
      client.send({ event: 'pusher:pong', data: {} });
    }
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('leaves other upgrade paths to their own listeners, and closes them when there is none', async () => {
    const refused = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
    const outcome = await new Promise((resolve) => {
      refused.on('error', () => resolve('error'));
      refused.on('open', () => resolve('open'));
    });
    expect(outcome).toBe('error');
    const seen: string[] = [];
    app.server.on('upgrade', (request, socket) => {
      seen.push(request.url ?? '');
      if (request.url === '/elsewhere') socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
    });
    const other = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
    await new Promise((resolve) => other.on('error', resolve));
    const ours = connect();
    await socketId(ours);
    expect(seen).toEqual(['/elsewhere', '/app/stride?protocol=7&client=js&version=8.6.0']);
  });

  it('closes every connection with 4200 (reconnect now) when the server stops', async () => {
    const client = connect();
    await socketId(client);
    const closing = app.close();
    expect(await client.closed).toEqual({ code: 4200, reason: 'Server restarting' });
    await closing;
    app = Fastify();
  });
});
