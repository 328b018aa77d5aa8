import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import { WebSocket } from 'ws';
import { API_BASE, HEADERS } from '@stride/shared';
import { REALTIME_AUTH_PATH } from '@stride/shared/messaging';
import type { AppDatabase } from '../src/db/AppDatabase';
import { threadParticipants, threads, type UserRow } from '../src/db/schema';
import { addMember, sessionFor, type Session } from './authTestSupport';

/** Listens on a free port of 127.0.0.1 (the protocol needs a real socket) and answers the port. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * The real pusher-js (its Node build) against the API on `port`, as the shell configures it, with pusher-js's own
 * authoriser: a form POST to the auth endpoint with the member's session headers.
 */
export function pusherClient(
  port: number,
  session: Session,
  options: {
    /** The app slug (alpha by default). */
    app?: string;
    key?: string;
    /** The port of another API process whose auth endpoint signs (as a load balancer may route it). */
    authPort?: number;
    /**
     * Awaited before each channel authorisation, so a test can hold a resubscription back: the member then misses
     * what is published meanwhile, however fast pusher-js reconnects. The request is the one pusher-js's authoriser
     * sends (a form POST with the session headers).
     */
    beforeAuthorize?: () => Promise<void>;
  } = {},
): Pusher {
  const endpoint = `http://127.0.0.1:${options.authPort ?? port}${API_BASE}${REALTIME_AUTH_PATH}`;
  const headers = {
    [HEADERS.appSlug]: options.app ?? 'alpha',
    [HEADERS.userEmail]: session.email,
    [HEADERS.userToken]: session.token,
  };
  const { beforeAuthorize } = options;
  return new Pusher(options.key ?? 'stride', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: beforeAuthorize
      ? {
          customHandler: ({ socketId, channelName }, callback) => {
            void (async () => {
              await beforeAuthorize();
              const response = await fetch(endpoint, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
              });
              if (!response.ok) throw new Error(`Auth answered ${response.status}`);
              callback(null, (await response.json()) as { auth: string });
            })().catch((error: Error) => callback(error, null));
          },
        }
      : { transport: 'ajax', endpoint, headers },
  });
}

/** Resolves when pusher-js is connected (it then has its socket id). */
export function connected(pusher: Pusher): Promise<void> {
  return new Promise((resolve) => {
    if (pusher.connection.state === 'connected') resolve();
    else pusher.connection.bind('connected', () => resolve());
  });
}

/** Resolves with the subscription's outcome: succeeded, or the error pusher-js reports. */
export function subscription(channel: Channel): Promise<{ ok: true } | { ok: false; error: unknown }> {
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve({ ok: true }));
    channel.bind('pusher:subscription_error', (error: unknown) => resolve({ ok: false, error }));
  });
}

/** The next `event` on the channel. */
export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** A raw protocol client: every frame it receives, parsed, and a way to wait for the next that matches. */
export interface RawClient {
  ws: WebSocket;
  frames: Record<string, unknown>[];
  next(event: string): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

export function rawClient(port: number, path = '/app/stride?protocol=7&client=js&version=8.6.0'): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Record<string, unknown>[] = [];
  const consumed = new Set<Record<string, unknown>>();
  const waiting: { event: string; resolve: (frame: Record<string, unknown>) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    frames.push(frame);
    const index = waiting.findIndex((waiter) => waiter.event === frame.event);
    if (index < 0) return;
    consumed.add(frame);
    waiting.splice(index, 1)[0]!.resolve(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    ws,
    frames,
    closed,
    /** The first frame of `event` not waited for yet, received or to come. */
    next(event) {
      const received = frames.find((frame) => frame.event === event && !consumed.has(frame));
      if (received) {
        consumed.add(received);
        return Promise.resolve(received);
      }
      return new Promise((resolve) => waiting.push({ event, resolve }));
    },
    send(message) {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      if (ws.readyState === WebSocket.OPEN) ws.send(text);
      else ws.once('open', () => ws.send(text));
    },
  };
}

/** A chat thread of `appId` with these participants (the Threads API's rows, written directly). */
export async function insertChat(db: AppDatabase, appId: string, userIds: string[]): Promise<string> {
  const [thread] = await db
    .insert(threads)
    .values({ appId, title: 'Chat', kind: 'chat', isPrivate: true, createdBy: userIds[0] ?? null })
    .returning({ id: threads.id });
  await db.insert(threadParticipants).values(userIds.map((userId) => ({ threadId: thread!.id, userId })));
  return thread!.id;
}

/** Ann and Bob, members of `appId` signed in, and their chat: the people the realtime tests watch talk. */
export async function annAndBobChat(
  db: AppDatabase,
  appId: string,
): Promise<{ ann: UserRow; bob: UserRow; annSession: Session; bobSession: Session; chatId: string }> {
  const ann = await addMember(db, appId, 'ann@example.com', { password: 'pw-ann-123', name: 'Ann' });
  const bob = await addMember(db, appId, 'bob@example.com', { password: 'pw-bob-123', name: 'Bob' });
  const annSession = await sessionFor(db, ann);
  const bobSession = await sessionFor(db, bob);
  return { ann, bob, annSession, bobSession, chatId: await insertChat(db, appId, [ann.id, bob.id]) };
}
