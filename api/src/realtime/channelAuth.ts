import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a presence channel subscriber is (its `channel_data`): the same for each of the member's sockets. */
export interface PresenceMember {
  user_id: string;
  user_info?: Record<string, unknown>;
}

/** What the auth endpoint answers and pusher-js sends with `pusher:subscribe`. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

/** The Pusher protocol's signed string: the socket, the channel and, for a presence channel, its channel_data. */
function signedString(socketId: string, channel: string, channelData: string | undefined): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

function signature(secret: string, socketId: string, channel: string, channelData: string | undefined): string {
  return createHmac('sha256', secret)
    .update(signedString(socketId, channel, channelData))
    .digest('hex');
}

/** `key:HMAC-SHA256(secret, socket_id:channel[:channel_data])`, hex, as Pusher Channels signs. */
export function authorizeChannel(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  member?: PresenceMember,
): ChannelAuthorization {
  const channelData = member === undefined ? undefined : JSON.stringify(member);
  const auth = `${key}:${signature(secret, socketId, channel, channelData)}`;
  return channelData === undefined ? { auth } : { auth, channel_data: channelData };
}

/** True when `auth` is this key's signature of the subscription (compared in constant time). */
export function channelAuthValid(
  key: string,
  secret: string,
  auth: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  const separator = auth.indexOf(':');
  if (separator < 0 || auth.slice(0, separator) !== key) return false;
  const presented = Buffer.from(auth.slice(separator + 1), 'utf8');
  const expected = Buffer.from(signature(secret, socketId, channel, channelData), 'utf8');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
