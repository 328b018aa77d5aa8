/**
 * The Pusher Channels protocol (version 7) as this server speaks it: the JSON text frames and the error codes
 * pusher-js acts on (4000–4099: do not reconnect; 4100–4199: reconnect after a back-off; 4200–4299: reconnect at
 * once; 4300–4399: other errors).
 */
export const PUSHER_PROTOCOL_VERSION = '7';

export const PUSHER_ERRORS = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

/** An app event on a channel: `data` is itself a JSON string, as Pusher's server SDKs send it. */
export function eventFrame(channel: string, event: string, data: unknown): string {
  return JSON.stringify({ event, channel, data: JSON.stringify(data) });
}

export function connectionEstablishedFrame(socketId: string, activityTimeoutSeconds: number): string {
  return JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });
}

/** `pusher:error` (data an object, code null for an error that is no reason to close): pusher-js emits 'error'. */
export function errorFrame(code: number | null, message: string, channel?: string): string {
  return JSON.stringify({
    event: 'pusher:error',
    ...(channel === undefined ? {} : { channel }),
    data: { code, message },
  });
}

/** A subscription the server refused: pusher-js emits `pusher:subscription_error` on the channel. */
export function subscriptionErrorFrame(channel: string, type: string, error: string, status: number): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } });
}

export function subscriptionSucceededFrame(channel: string, data: unknown): string {
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(data) });
}

export const PING_FRAME = Buffer.from(JSON.stringify({ event: 'pusher:ping', data: {} }));
export const PONG_FRAME = Buffer.from(JSON.stringify({ event: 'pusher:pong', data: {} }));
