import { API_BASE, type RealtimeConfig } from '@stride/shared';
import { REALTIME_AUTH_PATH } from '@stride/shared/messaging';
import { authorizeChannel, type ChannelAuthorization, type PresenceMember } from './channelAuth';
import { eventFrame } from './pusherFrames';
import type { RealtimeHub } from './RealtimeHub';
import type { RealtimeTransport } from './RealtimeTransport';

export interface OwnServerCredentials {
  key: string;
  secret: string;
}

/** pusher-js connects to the API itself: the page's own host, port and scheme (null), path /app/{key}. */
export function ownServerClientConfig(key: string): RealtimeConfig {
  return {
    key,
    ws_host: null,
    ws_port: null,
    force_tls: null,
    cluster: null,
    auth_endpoint: `${API_BASE}${REALTIME_AUTH_PATH}`,
  };
}

/** The default transport: events reach the sockets of this process only (one API process). */
export class LocalTransport implements RealtimeTransport {
  readonly clientConfig: RealtimeConfig;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly credentials: OwnServerCredentials,
  ) {
    this.clientConfig = ownServerClientConfig(credentials.key);
  }

  /** Serialised once; every subscriber is sent the same bytes. */
  async publish(channel: string, event: string, data: unknown): Promise<void> {
    this.hub.deliver(channel, Buffer.from(eventFrame(channel, event, data)));
  }

  authorize(socketId: string, channel: string, member?: PresenceMember): ChannelAuthorization {
    return authorizeChannel(this.credentials.key, this.credentials.secret, socketId, channel, member);
  }

  async close(): Promise<void> {
    // Nothing of its own to release: the sockets are the protocol server's, closed with the HTTP server.
  }
}
