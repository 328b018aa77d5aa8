import type { RealtimeConfig, RealtimeEventName, RealtimeEvents } from '@stride/shared';
import type { ChannelAuthorization, PresenceMember } from './channelAuth';

/**
 * What the API's routes publish live events through (DESIGN "Realtime"): after their transaction commits, a route
 * publishes on a thread's or a member's channel. Where the events go (this process's sockets, every process's
 * through Redis, or Pusher Channels / Soketi) is the transport's business.
 */
export interface RealtimePublisher {
  /** Fire and forget: a failure is logged, never thrown into the route. */
  publish<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEvents[E]): void;
}

export interface Realtime extends RealtimePublisher {
  /** How pusher-js connects, for the global config. */
  clientConfig: RealtimeConfig;
  /** The signature of a subscription the auth endpoint has allowed, with the transport's credentials. */
  authorize(socketId: string, channel: string, member?: PresenceMember): ChannelAuthorization;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
