import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { REALTIME_PATH_PREFIX } from '@stride/shared/messaging';
import { channelAuthValid, type PresenceMember } from './channelAuth';
import {
  connectionEstablishedFrame,
  errorFrame,
  PING_FRAME,
  PONG_FRAME,
  PUSHER_ERRORS,
  PUSHER_PROTOCOL_VERSION,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
} from './pusherFrames';
import type { HubSocket, RealtimeHub } from './RealtimeHub';

export interface PusherProtocolOptions {
  key: string;
  secret: string;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  /** Seconds of silence before the server pings (also told to pusher-js, which pings after as long). */
  activityTimeoutSeconds?: number;
  /** Seconds a pinged socket has to answer before it is closed (4201). */
  pongTimeoutSeconds?: number;
}

/** Pusher's limits: a client message of at most 10 KiB, channel names of at most 164 of these characters. */
const MAX_MESSAGE_BYTES = 10 * 1024;
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
/** Pusher's limit on a presence member's channel_data (1 KiB of user_info, with room for the id). */
const MAX_CHANNEL_DATA_BYTES = 2 * 1024;
/** Bounds what one socket can hold in the hub; the app subscribes to a handful. */
const MAX_CHANNELS_PER_SOCKET = 100;
/** A client that stopped reading would have every frame kept for it: past this it is dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long sockets get to close by the protocol when the server stops, before they are cut. */
const CLOSE_GRACE_MS = 1_000;
const SEND_TEXT = { binary: false } as const;
const DEFAULT_ACTIVITY_TIMEOUT_SECONDS = 120;
const DEFAULT_PONG_TIMEOUT_SECONDS = 30;

type Message = Record<string, unknown>;

function isRecord(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One client connection: its sockets's state is a few fields and the channels it is in. */
class PusherSocket implements HubSocket {
  /** Channel → the presence member this socket joined it as (null for a private channel). */
  readonly channels = new Map<string, PresenceMember | null>();
  lastActivity = Date.now();
  pinged = false;

  constructor(
    readonly ws: WebSocket,
    readonly id: string,
  ) {}

  send(frame: Buffer | string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, SEND_TEXT);
  }
}

/** A presence subscription's channel_data: `{ user_id, user_info? }`, as a JSON string. */
function presenceMember(channelData: unknown): PresenceMember | null {
  if (typeof channelData !== 'string' || Buffer.byteLength(channelData) > MAX_CHANNEL_DATA_BYTES) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { user_id: userId, user_info: userInfo } = parsed;
  if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') return null;
  if (userInfo !== undefined && !isRecord(userInfo)) return null;
  return userInfo === undefined ? { user_id: String(userId) } : { user_id: String(userId), user_info: userInfo };
}

/**
 * The Pusher Channels protocol, version 7, on the API's own HTTP server at `/app/{key}` (what pusher-js asks
 * for): handshake, ping/pong both ways, private and presence channels checked against the signature the auth
 * endpoint gave, no client events. What is published reaches the sockets through the hub.
 */
export class PusherProtocolServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    // Compression costs tens of KiB per socket and CPU per frame; events are small.
    perMessageDeflate: false,
    clientTracking: false,
  });
  private readonly sockets = new Set<PusherSocket>();
  /** Socket ids are `{this process}.{counter}`: unique across the processes that share channels. */
  private readonly processPart = randomInt(1, 2 ** 31);
  private socketCount = 0;
  private sweep: NodeJS.Timeout | null = null;
  private closing = false;
  private readonly activityTimeoutSeconds: number;
  private readonly pongTimeoutSeconds: number;

  constructor(private readonly options: PusherProtocolOptions) {
    this.activityTimeoutSeconds = options.activityTimeoutSeconds ?? DEFAULT_ACTIVITY_TIMEOUT_SECONDS;
    this.pongTimeoutSeconds = options.pongTimeoutSeconds ?? DEFAULT_PONG_TIMEOUT_SECONDS;
  }

  get connectionCount(): number {
    return this.sockets.size;
  }

  /** Takes the upgrades of `/app/…`; any other path is left to the server's other upgrade listeners. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!request.url?.startsWith(REALTIME_PATH_PREFIX)) {
        // Node answers an upgrade nobody listens to by closing it; with this listener it would hang instead.
        if (server.listenerCount('upgrade') === 1) socket.destroy();
        return;
      }
      if (this.closing) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws, request.url ?? ''));
    });
  }

  /** Closes every socket with 4200 (pusher-js reconnects at once, to another process) and stops. */
  async close(): Promise<void> {
    this.closing = true;
    this.stopSweep();
    const open = [...this.sockets];
    const closed = Promise.all(open.map((socket) => new Promise((resolve) => socket.ws.once('close', resolve))));
    for (const socket of open) socket.ws.close(PUSHER_ERRORS.reconnectNow, 'Server restarting');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
    clearTimeout(timer);
    for (const socket of open) socket.ws.terminate();
    this.wss.close();
  }

  private open(ws: WebSocket, url: string): void {
    ws.on('error', (error) => this.options.log.debug({ err: error }, 'realtime: socket error'));
    const refusal = this.refusal(url);
    if (refusal) {
      ws.send(errorFrame(refusal.code, refusal.message));
      ws.close(refusal.code, refusal.message);
      return;
    }
    const socket = new PusherSocket(ws, `${this.processPart}.${++this.socketCount}`);
    this.sockets.add(socket);
    this.startSweep();
    ws.on('message', (data, isBinary) => this.receive(socket, data, isBinary));
    ws.on('close', () => this.drop(socket));
    socket.send(connectionEstablishedFrame(socket.id, this.activityTimeoutSeconds));
  }

  /** Why a connection to this URL is refused (an unknown app key, a protocol version we do not speak), if it is. */
  private refusal(url: string): { code: number; message: string } | null {
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://localhost');
    } catch {
      return { code: PUSHER_ERRORS.appNotFound, message: 'Unknown app key' };
    }
    const { pathname, searchParams } = parsed;
    if (pathname.slice(REALTIME_PATH_PREFIX.length) !== this.options.key)
      return { code: PUSHER_ERRORS.appNotFound, message: 'Unknown app key' };
    const protocol = searchParams.get('protocol');
    if (protocol === null) return { code: PUSHER_ERRORS.noProtocolVersion, message: 'No protocol version supplied' };
    if (protocol !== PUSHER_PROTOCOL_VERSION)
      return {
        code: PUSHER_ERRORS.unsupportedProtocol,
        message: `Unsupported protocol version ${protocol.slice(0, 8)}`,
      };
    return null;
  }

  private receive(socket: PusherSocket, data: RawData, isBinary: boolean): void {
    socket.lastActivity = Date.now();
    socket.pinged = false;
    let message: unknown;
    try {
      message = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      message = undefined;
    }
    if (!isRecord(message) || typeof message.event !== 'string') {
      socket.send(errorFrame(null, 'Messages are JSON text: {"event": …, "data": …}'));
      return;
    }
    const payload = typeof message.data === 'string' ? this.parseData(message.data) : message.data;
    switch (message.event) {
      case 'pusher:ping':
        socket.send(PONG_FRAME);
        return;
      case 'pusher:subscribe':
        this.subscribe(socket, isRecord(payload) ? payload : {});
        return;
      case 'pusher:unsubscribe':
        if (isRecord(payload) && typeof payload.channel === 'string') this.leave(socket, payload.channel);
        return;
      default:
        if (message.event.startsWith('client-')) {
          const channel = typeof message.channel === 'string' ? message.channel : undefined;
          socket.send(errorFrame(PUSHER_ERRORS.clientEventRejected, 'Client events are not enabled', channel));
        }
      // Anything else (pusher:pong, features this server does not offer) only counts as activity.
    }
  }

  /** Some clients send `data` as a JSON string rather than an object. */
  private parseData(data: string): unknown {
    try {
      return JSON.parse(data);
    } catch {
      return null;
    }
  }

  private subscribe(socket: PusherSocket, data: Message): void {
    const { channel, auth, channel_data: channelData } = data;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      socket.send(errorFrame(null, 'Invalid channel name'));
      return;
    }
    const presence = channel.startsWith('presence-');
    if (!presence && !channel.startsWith('private-')) {
      socket.send(subscriptionErrorFrame(channel, 'AuthError', 'Only private and presence channels are served', 403));
      return;
    }
    if (socket.channels.has(channel)) {
      socket.send(subscriptionSucceededFrame(channel, presence ? this.options.hub.presenceList(channel) : {}));
      return;
    }
    if (socket.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      socket.send(subscriptionErrorFrame(channel, 'LimitReached', 'Too many channels on one connection', 429));
      return;
    }
    const member = presence ? presenceMember(channelData) : null;
    if (presence && !member) {
      socket.send(subscriptionErrorFrame(channel, 'AuthError', 'Invalid channel_data', 400));
      return;
    }
    const { key, secret, hub } = this.options;
    const signed = presence ? (channelData as string) : undefined;
    if (typeof auth !== 'string' || !channelAuthValid(key, secret, auth, socket.id, channel, signed)) {
      socket.send(subscriptionErrorFrame(channel, 'AuthError', 'Invalid signature', 401));
      return;
    }
    hub.join(channel, socket);
    socket.channels.set(channel, member);
    if (!member) {
      socket.send(subscriptionSucceededFrame(channel, {}));
      return;
    }
    const arrived = hub.enterPresence(channel, member);
    socket.send(subscriptionSucceededFrame(channel, hub.presenceList(channel)));
    if (arrived)
      hub.deliver(channel, Buffer.from(this.memberFrame('pusher_internal:member_added', channel, member)), socket);
  }

  private memberFrame(event: string, channel: string, data: PresenceMember | { user_id: string }): string {
    return JSON.stringify({ event, channel, data: JSON.stringify(data) });
  }

  private leave(socket: PusherSocket, channel: string): void {
    if (!socket.channels.has(channel)) return;
    const member = socket.channels.get(channel);
    socket.channels.delete(channel);
    const { hub } = this.options;
    hub.leave(channel, socket);
    if (member && hub.exitPresence(channel, member.user_id)) {
      const frame = this.memberFrame('pusher_internal:member_removed', channel, { user_id: member.user_id });
      hub.deliver(channel, Buffer.from(frame));
    }
  }

  private drop(socket: PusherSocket): void {
    for (const channel of [...socket.channels.keys()]) this.leave(socket, channel);
    this.sockets.delete(socket);
    if (this.sockets.size === 0) this.stopSweep();
  }

  private startSweep(): void {
    if (this.sweep) return;
    const everyMs = Math.max(250, (Math.min(this.activityTimeoutSeconds, this.pongTimeoutSeconds) * 1000) / 2);
    this.sweep = setInterval(() => this.checkActivity(), everyMs);
    this.sweep.unref();
  }

  private stopSweep(): void {
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = null;
  }

  /** Pings a socket silent for the activity timeout; closes one that stays silent for the pong timeout after. */
  private checkActivity(): void {
    const now = Date.now();
    const pingAfter = this.activityTimeoutSeconds * 1000;
    const closeAfter = pingAfter + this.pongTimeoutSeconds * 1000;
    for (const socket of this.sockets) {
      if (socket.ws.readyState !== WebSocket.OPEN) continue;
      const silent = now - socket.lastActivity;
      if (silent >= closeAfter) {
        // A peer that is gone never answers the close either: ws cuts it after its own close timeout.
        socket.ws.close(PUSHER_ERRORS.pongNotReceived, 'Pong reply not received');
      } else if (silent >= pingAfter && !socket.pinged) {
        socket.pinged = true;
        socket.send(PING_FRAME);
      }
    }
  }
}
