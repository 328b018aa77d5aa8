import type { RealtimeConfig, SessionSnapshot } from '@stride/shared';
import type PusherClient from 'pusher-js';
import { createRealtimeService, pusherOptions } from './createRealtimeService';
import { testUser } from '../testing/testServices';

const CONFIG: RealtimeConfig = {
  key: 'stride',
  ws_host: null,
  ws_port: null,
  force_tls: null,
  cluster: null,
  auth_endpoint: '/api/realtime/auth',
};
const LOCATION = { hostname: 'demo.localhost', port: '3000', protocol: 'http:' };

/** A stand-in for pusher-js: records what the service asks of it; `fire` plays an event on a channel. */
class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<
    string,
    { handlers: Map<string, () => void>; global: ((e: string, d: unknown) => void)[]; subscribed: boolean }
  >();
  disconnected = false;
  constructor(
    readonly key: string,
    readonly options: unknown,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    const existing = this.channels.get(name);
    if (existing) return this.handle(existing);
    const channel = {
      handlers: new Map<string, () => void>(),
      global: [] as ((e: string, d: unknown) => void)[],
      subscribed: false,
    };
    this.channels.set(name, channel);
    return this.handle(channel);
  }
  private handle(channel: { handlers: Map<string, () => void>; global: ((e: string, d: unknown) => void)[] }) {
    return {
      bind: (event: string, handler: () => void) => channel.handlers.set(event, handler),
      bind_global: (handler: (e: string, d: unknown) => void) => channel.global.push(handler),
      unbind_all: () => {
        channel.handlers.clear();
        channel.global.length = 0;
      },
    };
  }
  channel(name: string) {
    return this.channels.get(name);
  }
  /** Like pusher-js, a channel left before its subscription succeeded stays, and is handed back when joined again. */
  unsubscribe(name: string) {
    if (this.channels.get(name)?.subscribed) this.channels.delete(name);
  }
  disconnect() {
    this.disconnected = true;
  }
  succeed(name: string) {
    const channel = this.channels.get(name)!;
    channel.subscribed = true;
    channel.handlers.get('pusher:subscription_succeeded')?.();
  }
  fire(name: string, event: string, data: unknown) {
    for (const handler of this.channels.get(name)?.global ?? []) handler(event, data);
  }
}

function sessionSource(initial: SessionSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SessionSnapshot) {
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
}

const member = testUser();
const signedIn: SessionSnapshot = { status: 'authenticated', user: member, email: member.email, token: 't' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeService(session = sessionSource(signedIn)) {
  const api = { post: jest.fn(async () => ({ auth: 'stride:sig' })) };
  const service = createRealtimeService({
    config: CONFIG,
    session,
    api: api as never,
    loadPusher: async () => FakePusher as unknown as typeof PusherClient,
    location: LOCATION,
  });
  return { service, session, api };
}

beforeEach(() => {
  FakePusher.instances = [];
});

describe('pusherOptions', () => {
  it('points pusher-js at the page’s own host and port without TLS on http', () => {
    expect(pusherOptions(CONFIG, { post: jest.fn() } as never, LOCATION)).toMatchObject({
      wsHost: 'demo.localhost',
      wsPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
  });

  it('uses Pusher Channels’ host, port and TLS when the config names them', () => {
    const options = pusherOptions(
      { ...CONFIG, ws_host: 'ws-eu.pusher.com', ws_port: 443, force_tls: true, cluster: 'eu' },
      { post: jest.fn() } as never,
      LOCATION,
    );
    expect(options).toMatchObject({ wsHost: 'ws-eu.pusher.com', wsPort: 443, forceTLS: true, cluster: 'eu' });
  });

  it('authorises channels through the API client, with the member’s session', async () => {
    const api = { post: jest.fn(async () => ({ auth: 'stride:sig' })) };
    const options = pusherOptions(CONFIG, api as never, LOCATION);
    const callback = jest.fn();
    const authorization = options.channelAuthorization!;
    if (!('customHandler' in authorization)) throw new Error('The API client authorises channels');
    authorization.customHandler({ socketId: '1.2', channelName: 'private-user-1' }, callback);
    await flush();
    expect(api.post).toHaveBeenCalledWith('/realtime/auth', { socket_id: '1.2', channel_name: 'private-user-1' });
    expect(callback).toHaveBeenCalledWith(null, { auth: 'stride:sig' });
  });
});

describe('createRealtimeService', () => {
  it('connects on the first listener of a signed-in member and delivers only app events', async () => {
    const { service } = makeService();
    const listener = jest.fn();
    const onSubscribed = jest.fn();
    service.subscribe('private-user-1', 'badge', listener, onSubscribed);
    await flush();
    const pusher = FakePusher.instances[0]!;
    pusher.succeed('private-user-1');
    pusher.fire('private-user-1', 'pusher:subscription_succeeded', {});
    pusher.fire('private-user-1', 'unread-changed', { has_unread: true });
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('unread-changed', { has_unread: true });
  });

  it('runs onSubscribed again when pusher-js resubscribes after a reconnect', async () => {
    const { service } = makeService();
    const onSubscribed = jest.fn();
    service.subscribe('private-thread-1', 'thread', jest.fn(), onSubscribed);
    await flush();
    const pusher = FakePusher.instances[0]!;
    pusher.succeed('private-thread-1');
    pusher.succeed('private-thread-1');
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('stays offline for a guest and connects when they sign in', async () => {
    const session = sessionSource({ status: 'guest', user: null });
    const { service } = makeService(session);
    service.subscribe('private-thread-1', 'thread', jest.fn());
    await flush();
    expect(FakePusher.instances).toHaveLength(0);
    session.set(signedIn);
    await flush();
    expect(FakePusher.instances).toHaveLength(1);
    expect(FakePusher.instances[0]!.channels.has('private-thread-1')).toBe(true);
  });

  it('disconnects on sign-out', async () => {
    const session = sessionSource(signedIn);
    const { service } = makeService(session);
    service.subscribe('private-user-1', 'badge', jest.fn());
    await flush();
    session.set({ status: 'guest', user: null });
    expect(FakePusher.instances[0]!.disconnected).toBe(true);
  });

  it('leaves a channel when its last listener leaves, and disconnects when nobody listens', async () => {
    const { service } = makeService();
    const stopA = service.subscribe('private-thread-1', 'a', jest.fn());
    const stopB = service.subscribe('private-thread-1', 'b', jest.fn());
    await flush();
    const pusher = FakePusher.instances[0]!;
    pusher.succeed('private-thread-1');
    stopA();
    expect(pusher.channels.has('private-thread-1')).toBe(true);
    stopB();
    expect(pusher.channels.has('private-thread-1')).toBe(false);
    expect(pusher.disconnected).toBe(true);
  });

  it('delivers each event once when a channel is joined again before its first subscription succeeded', async () => {
    const { service } = makeService();
    service.subscribe('private-user-1', 'keep', jest.fn());
    const stop = service.subscribe('private-thread-1', 'a', jest.fn());
    await flush();
    stop();
    const listener = jest.fn();
    service.subscribe('private-thread-1', 'b', listener);
    const pusher = FakePusher.instances[0]!;
    pusher.fire('private-thread-1', 'message-created', { message_ts: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a late listener of a subscribed channel catch up at once', async () => {
    const { service } = makeService();
    service.subscribe('private-thread-1', 'a', jest.fn());
    await flush();
    FakePusher.instances[0]!.succeed('private-thread-1');
    const onSubscribed = jest.fn();
    service.subscribe('private-thread-1', 'b', jest.fn(), onSubscribed);
    await flush();
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });
});
