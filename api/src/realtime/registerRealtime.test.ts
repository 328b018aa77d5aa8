import type { Duplex } from 'node:stream';
import type Pusher from 'pusher-js';
import { type Message, type MessagesResponse } from '@stride/shared';
import { ThreadCatchUp, threadChannel, userChannel } from '@stride/shared/messaging';
import {
  addMember,
  call,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';
import {
  annAndBobChat,
  connected,
  insertChat,
  listen,
  nextEvent,
  pusherClient,
  subscription,
} from '../../test/realtimeClients';
import type { UserRow } from '../db/schema';

let testApp: AuthTestApp;
let port: number;
let ann: UserRow;
let bob: UserRow;
let annSession: Session;
let bobSession: Session;
let chatId: string;
/** The server side of every realtime connection, so a test can drop one as a failing network would. */
const serverSockets: Duplex[] = [];
const clients: Pusher[] = [];

beforeAll(async () => {
  // A one-second activity timeout: pusher-js pings (and the server answers) within a test.
  testApp = await createAuthTestApp({
    realtime: { transport: 'local', key: 'stride', secret: null, activityTimeoutSeconds: 1 },
  });
  const { db, alphaId } = testApp;
  ({ ann, bob, annSession, bobSession, chatId } = await annAndBobChat(db, alphaId));
  testApp.app.server.on('upgrade', (_request, socket: Duplex) => serverSockets.push(socket));
  port = await listen(testApp.app);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(() => testApp.close());

function client(session: Session): Pusher {
  const pusher = pusherClient(port, session);
  clients.push(pusher);
  return pusher;
}

/** Ann sends `text` to the chat through the Threads API, as the messaging remote does. */
async function annSends(text: string): Promise<Message> {
  const response = await call(testApp, 'POST', `/threads/${chatId}/messages`, {
    session: annSession,
    body: { data: { type: 'send', messages: [{ client_id: `c-${text}`, message: text }] } },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { messages: Message[] }).messages[0]!;
}

/** Every message of the chat after `ts`, oldest first, page after page (GET …/messages?after=). */
async function fetchAfter(session: Session, ts: number): Promise<Message[]> {
  const all: Message[] = [];
  for (let after = ts; ;) {
    const response = await call(testApp, 'GET', `/threads/${chatId}/messages`, {
      session,
      query: { after: String(after), order: 'asc' },
    });
    const page = response.json() as MessagesResponse;
    all.push(...page.messages);
    if (!page.has_more_after || page.messages.length === 0) return all;
    after = page.messages.at(-1)!.message_ts;
  }
}

describe('the Pusher protocol served by the API, with the real pusher-js', () => {
  it('connects: the handshake gives pusher-js its socket id', async () => {
    const pusher = client(bobSession);
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('refuses an unknown app key with 4001, which pusher-js takes as final', async () => {
    const pusher = pusherClient(port, bobSession, { key: 'not-ours' });
    clients.push(pusher);
    const error = new Promise((resolve) => pusher.connection.bind('error', resolve));
    const disconnected = new Promise((resolve) => pusher.connection.bind('disconnected', resolve));
    expect(await error).toMatchObject({ error: { data: { code: 4001, message: 'Unknown app key' } } });
    await disconnected;
    expect(pusher.connection.state).toBe('disconnected');
  });

  it('answers the pings pusher-js sends after the activity timeout', async () => {
    const pusher = client(bobSession);
    await connected(pusher);
    const pong = new Promise<void>((resolve) =>
      pusher.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:pong') resolve();
      }),
    );
    await pong;
    expect(pusher.connection.state).toBe('connected');
  });

  it('is refused a thread it is not in and another member’s user channel (403 from the auth endpoint)', async () => {
    const othersChat = await insertChat(testApp.db, testApp.alphaId, [ann.id]);
    const pusher = client(bobSession);
    for (const channel of [threadChannel(othersChat, 0), userChannel(ann.id)]) {
      expect(await subscription(pusher.subscribe(channel))).toEqual({
        ok: false,
        error: expect.objectContaining({ type: 'AuthError', status: 403 }),
      });
    }
  });

  it('receives the message another member sends, and what is published on its own channel', async () => {
    const pusher = client(bobSession);
    const thread = pusher.subscribe(threadChannel(chatId, 0));
    const own = pusher.subscribe(userChannel(bob.id));
    expect(await Promise.all([subscription(thread), subscription(own)])).toEqual([{ ok: true }, { ok: true }]);
    const created = nextEvent<{ message: Message }>(thread, 'message-created');
    const activity = nextEvent<{ thread_id: string }>(own, 'thread-activity');
    const sent = await annSends('Hello Bob');
    expect((await created).message).toMatchObject({ id: sent.id, message: 'Hello Bob', message_ts: sent.message_ts });
    expect((await activity).thread_id).toBe(chatId);
  });

  it('stops telling a removed member of the chat: they cannot subscribe to its new channel, the others can', async () => {
    const cal = await addMember(testApp.db, testApp.alphaId, 'cal@example.com', {
      password: 'pw-cal-123',
      name: 'Cal',
    });
    const calSession = await sessionFor(testApp.db, cal);
    const group = await insertChat(testApp.db, testApp.alphaId, [ann.id, bob.id, cal.id]);
    const [bobs, cals] = [client(bobSession), client(calSession)];
    const bobOld = bobs.subscribe(threadChannel(group, 0));
    const calOld = cals.subscribe(threadChannel(group, 0));
    expect(await Promise.all([subscription(bobOld), subscription(calOld)])).toEqual([{ ok: true }, { ok: true }]);
    const told = nextEvent<{ removed_ids: string[] }>(calOld, 'participants-changed');
    const removed = await call(testApp, 'POST', `/threads/${group}/remove_participant`, {
      session: annSession,
      body: { user_id: bob.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await told).removed_ids).toEqual([bob.id]);

    const thread = await call(testApp, 'GET', `/threads/${group}`, { session: calSession });
    const channel = (thread.json() as { thread: { channel_id: string } }).thread.channel_id;
    expect(channel).toBe(threadChannel(group, 1));
    expect(await subscription(bobs.subscribe(channel))).toEqual({
      ok: false,
      error: expect.objectContaining({ type: 'AuthError', status: 403 }),
    });
    const calNew = cals.subscribe(channel);
    expect(await subscription(calNew)).toEqual({ ok: true });
    const bobHeard: unknown[] = [];
    bobOld.bind('message-created', (data: unknown) => bobHeard.push(data));
    const calHeard = nextEvent<{ message: Message }>(calNew, 'message-created');
    const sent = await call(testApp, 'POST', `/threads/${group}/messages`, {
      session: annSession,
      body: { data: { type: 'send', messages: [{ client_id: 'after-removal', message: 'Bob is gone' }] } },
    });
    expect(sent.statusCode).toBe(201);
    expect((await calHeard).message.message).toBe('Bob is gone');
    // Both sockets are served by one process in order: what reached Cal would have reached Bob by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobHeard).toEqual([]);
  });

  it('reconnects after the server drops it and gets the missed messages exactly once', async () => {
    // The resubscription waits for `away` to end, so the messages sent meanwhile are missed live whatever the load.
    let back = (): void => undefined;
    let away = Promise.resolve();
    const pusher = pusherClient(port, bobSession, { beforeAuthorize: () => away });
    clients.push(pusher);
    const delivered: Message[] = [];
    const catchUp = new ThreadCatchUp({
      lastTs: 0,
      fetchAfter: (ts) => fetchAfter(bobSession, ts),
      deliver: (messages) => delivered.push(...messages),
    });
    let subscriptions = 0;
    const caughtUp: Promise<void>[] = [];
    let resubscribed = (): void => undefined;
    const thread = pusher.subscribe(threadChannel(chatId, 0));
    thread.bind('pusher:subscription_succeeded', () => {
      subscriptions += 1;
      caughtUp.push(catchUp.caughtUp());
      if (subscriptions === 2) resubscribed();
    });
    thread.bind('message-created', (data: { message: Message }) => catchUp.live(data.message));
    await subscription(thread);
    await Promise.all(caughtUp);
    const before = delivered.length;

    const live = nextEvent(thread, 'message-created');
    const first = await annSends('before the drop');
    await live;
    away = new Promise<void>((resolve) => (back = resolve));
    const again = new Promise<void>((resolve) => (resubscribed = resolve));
    const dropped = new Promise((resolve) => pusher.connection.bind('state_change', resolve));
    for (const socket of serverSockets.splice(0)) socket.destroy();
    await dropped;
    const missed = [await annSends('while away 1'), await annSends('while away 2')];
    expect(delivered.map((message) => message.id)).not.toContain(missed[0]!.id);
    back();
    await again;
    const after = await annSends('after the reconnect');
    while (!delivered.some((message) => message.id === after.id)) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(caughtUp);

    expect(subscriptions).toBe(2);
    const ids = delivered.slice(before).map((message) => message.id);
    expect(ids).toEqual([first.id, ...missed.map((message) => message.id), after.id]);
  });
});
