import { API_BASE, type ApiClient, type RealtimeConfig, type SessionSnapshot } from '@stride/shared';
import type { RealtimeEventName, RealtimeService } from '@stride/shared';
import type { Channel, default as PusherClient, Options } from 'pusher-js';

interface Listener {
  id: string;
  listener: (event: RealtimeEventName, data: unknown) => void;
  onSubscribed?: () => void;
}

interface SessionSource {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
}

export interface RealtimeServiceOptions {
  config: RealtimeConfig;
  session: SessionSource;
  api: Pick<ApiClient, 'post'>;
  /** pusher-js, loaded on first use so it costs a first page nothing. */
  loadPusher?: () => Promise<typeof PusherClient>;
  location?: Pick<Location, 'hostname' | 'port' | 'protocol'>;
}

/** pusher-js options for our own server or Pusher Channels / Soketi (DESIGN "Realtime"), authorised by the API. */
export function pusherOptions(
  config: RealtimeConfig,
  api: Pick<ApiClient, 'post'>,
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>,
): Options {
  const tls = config.force_tls ?? location.protocol === 'https:';
  const port = config.ws_port ?? Number(location.port || (tls ? 443 : 80));
  const authPath = config.auth_endpoint.startsWith(API_BASE)
    ? config.auth_endpoint.slice(API_BASE.length)
    : config.auth_endpoint;
  return {
    cluster: config.cluster ?? 'mt1',
    wsHost: config.ws_host ?? location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // The API client adds the app and the member's session to the request, as for every other call.
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        api.post<{ auth: string }>(authPath, { socket_id: socketId, channel_name: channelName }).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
      },
    },
  };
}

/**
 * The shell's one realtime connection (realtimeServiceRef). It connects while a member is signed in and someone
 * listens, and closes on sign-out (the next member's channels are authorised with their own session). pusher-js
 * resubscribes after a reconnect and reports it with pusher:subscription_succeeded: listeners then catch up.
 */
export function createRealtimeService({
  config,
  session,
  api,
  loadPusher = () => import(/* webpackChunkName: "pusher" */ 'pusher-js').then((m) => m.default),
  location = window.location,
}: RealtimeServiceOptions): RealtimeService {
  const listeners = new Map<string, Set<Listener>>();
  let client: PusherClient | null = null;
  let connecting: Promise<PusherClient | null> | null = null;
  let userId: string | null = null;

  const signedIn = () => {
    const snapshot = session.getSnapshot();
    return snapshot.status === 'authenticated' ? snapshot.user.id : null;
  };

  function bindChannel(pusher: PusherClient, name: string): void {
    const channel: Channel = pusher.subscribe(name);
    // pusher-js hands back the same Channel when a channel left while its subscription was pending is joined again:
    // its handlers from before go, so every event is delivered once.
    channel.unbind_all();
    channel.bind('pusher:subscription_succeeded', () => {
      for (const entry of listeners.get(name) ?? []) entry.onSubscribed?.();
    });
    channel.bind_global((event: string, data: unknown) => {
      if (event.startsWith('pusher:') || event.startsWith('pusher_internal:')) return;
      for (const entry of listeners.get(name) ?? []) entry.listener(event as RealtimeEventName, data);
    });
  }

  function connect(): void {
    if (client || connecting || !signedIn() || listeners.size === 0) return;
    connecting = loadPusher()
      .then((Pusher) => {
        connecting = null;
        if (!signedIn() || listeners.size === 0) return null;
        client = new Pusher(config.key, pusherOptions(config, api, location));
        userId = signedIn();
        for (const name of listeners.keys()) bindChannel(client, name);
        return client;
      })
      .catch(() => {
        // Without the library (offline, a failed chunk) the app works on requests alone; the next listener retries.
        connecting = null;
        return null;
      });
  }

  function disconnect(): void {
    client?.disconnect();
    client = null;
    userId = null;
  }

  session.subscribe(() => {
    const now = signedIn();
    if (now === userId && (client || !now)) return;
    disconnect();
    connect();
  });

  return {
    subscribe(name, id, listener, onSubscribed) {
      if (!id) throw new Error('ID required to identify callbacks');
      const entry: Listener = { id, listener, onSubscribed };
      const set = listeners.get(name);
      if (set) {
        set.add(entry);
        // Already subscribed: this listener catches up now, as it would have on subscription.
        if (client?.channel(name)?.subscribed) queueMicrotask(() => entry.onSubscribed?.());
      } else {
        listeners.set(name, new Set([entry]));
        if (client) bindChannel(client, name);
        else connect();
      }
      return () => {
        const current = listeners.get(name);
        if (!current?.delete(entry) || current.size > 0) return;
        listeners.delete(name);
        client?.unsubscribe(name);
        if (listeners.size === 0) disconnect();
      };
    },
  };
}
