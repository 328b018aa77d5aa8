import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Pusher from 'pusher';
import { API_BASE, type RealtimeConfig } from '@stride/shared';
import { REALTIME_AUTH_PATH } from '@stride/shared/messaging';
import type { ChannelAuthorization, PresenceMember } from './channelAuth';
import type { RealtimeTransport } from './RealtimeTransport';

/** PUSHER_*: an app of Pusher Channels (by cluster) or of a Soketi cluster (by host and port). */
export interface PusherSettings {
  appId: string;
  key: string;
  secret: string;
  /** PUSHER_HOST: Soketi's (or any Pusher-compatible server's) host, for both its HTTP API and pusher-js. */
  host: string | null;
  port: number | null;
  /** PUSHER_CLUSTER (default mt1): Pusher Channels' cluster, api-{cluster} / ws-{cluster}.pusher.com, when no host. */
  cluster: string;
  useTls: boolean;
}

/** Where pusher-js connects: the Soketi host, or Pusher Channels' socket host of the cluster. */
export function pusherClientConfig(settings: PusherSettings): RealtimeConfig {
  return {
    key: settings.key,
    ws_host: settings.host ?? `ws-${settings.cluster}.pusher.com`,
    ws_port: settings.port ?? (settings.useTls ? 443 : 80),
    force_tls: settings.useTls,
    cluster: settings.cluster,
    auth_endpoint: `${API_BASE}${REALTIME_AUTH_PATH}`,
  };
}

/**
 * Publishes with the official server SDK (its REST trigger call) to Pusher Channels or Soketi, which hold the
 * sockets; the API's own protocol endpoint is then off. The auth endpoint signs with the app's key and secret.
 */
export class PusherTransport implements RealtimeTransport {
  readonly clientConfig: RealtimeConfig;
  private readonly pusher: Pusher;
  /** Our own keep-alive agent, so close() can end its sockets. */
  private readonly agent: HttpAgent;

  constructor(settings: PusherSettings) {
    this.clientConfig = pusherClientConfig(settings);
    this.agent = settings.useTls ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    const base = {
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      useTLS: settings.useTls,
      agent: this.agent,
    };
    this.pusher = new Pusher(
      settings.host === null
        ? { ...base, cluster: settings.cluster }
        : { ...base, host: settings.host, ...(settings.port === null ? {} : { port: String(settings.port) }) },
    );
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    await this.pusher.trigger(channel, event, data);
  }

  authorize(socketId: string, channel: string, member?: PresenceMember): ChannelAuthorization {
    return this.pusher.authorizeChannel(socketId, channel, member);
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}
