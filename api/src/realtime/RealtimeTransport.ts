import type { RealtimeConfig } from '@stride/shared';
import type { ChannelAuthorization, PresenceMember } from './channelAuth';

/**
 * Where published events go, chosen by the settings (loadRealtimeSettings): this process's sockets, every API
 * process's sockets through Redis, or Pusher Channels / a Soketi cluster. Each signs the channel subscriptions
 * its sockets accept and tells pusher-js where to connect.
 */
export interface RealtimeTransport {
  /** Delivers one event to the channel's subscribers; rejects when it could not (the caller logs it). */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  authorize(socketId: string, channel: string, member?: PresenceMember): ChannelAuthorization;
  readonly clientConfig: RealtimeConfig;
  /** Releases its connections (after the HTTP server stopped: late publishes of in-flight requests are lost). */
  close(): Promise<void>;
}
