import type { PusherSettings } from './PusherTransport';

/** The API's own Pusher-protocol server (transports local and redis). */
export interface OwnServerSettings {
  /** REALTIME_KEY (default `stride`): the app key in pusher-js's URL, /app/{key}. */
  key: string;
  /** REALTIME_SECRET; null: generated on the first start and kept in DATA_DIR, so processes sharing it agree. */
  secret: string | null;
  /** Seconds of silence before a socket is pinged (default 120); tests shorten it. */
  activityTimeoutSeconds?: number;
  /** Seconds a pinged socket has to answer (default 30). */
  pongTimeoutSeconds?: number;
}

/**
 * How realtime events travel (DESIGN "Realtime"): `local`, this process's sockets; `redis`, every API process's
 * sockets through Redis pub/sub; `pusher`, Pusher Channels or a Soketi cluster through the official server SDK.
 */
export type RealtimeSettings =
  | ({ transport: 'local' } & OwnServerSettings)
  | ({
      transport: 'redis';
      redisUrl: string;
      /** Prefix of the Redis channels (default `stride:realtime:{key}:`); tests give each run its own. */
      channelPrefix?: string;
    } & OwnServerSettings)
  | ({ transport: 'pusher' } & PusherSettings);

/** A setting that cannot work; loadServerConfig reports it as a ServerConfigError (the start stops). */
export class RealtimeSettingsError extends Error {
  override readonly name = 'RealtimeSettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

const PUSHER_CREDENTIALS = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;
const PUSHER_PLACEMENT = ['PUSHER_HOST', 'PUSHER_PORT', 'PUSHER_CLUSTER', 'PUSHER_USE_TLS'] as const;
/** The key is a path segment of the socket URL and part of the Redis prefix (no glob characters). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const MIN_SECRET_LENGTH = 16;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseBoolean(name: string, value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw new RealtimeSettingsError(`${name} must be true or false, got "${value}"`);
}

function parsePort(name: string, value: string | null): number | null {
  if (value === null) return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    throw new RealtimeSettingsError(`${name} must be a port from 1 to 65535, got "${value}"`);
  return port;
}

function parseHost(value: string | null): string | null {
  if (value === null) return null;
  // A host name or address only: the SDK adds the scheme (PUSHER_USE_TLS) and the port (PUSHER_PORT).
  if (!/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(value))
    throw new RealtimeSettingsError(
      `PUSHER_HOST must be a host name like soketi.example.com (no scheme or port), got "${value}"`,
    );
  return value;
}

function pusherSettings(env: Env): PusherSettings {
  const [appId, key, secret] = PUSHER_CREDENTIALS.map((name) => nonEmpty(env[name]));
  if (!appId || !key || !secret)
    throw new RealtimeSettingsError(`Set all of ${PUSHER_CREDENTIALS.join(', ')}, or none`);
  const cluster = nonEmpty(env.PUSHER_CLUSTER) ?? 'mt1';
  if (!/^[a-z0-9-]{1,32}$/.test(cluster))
    throw new RealtimeSettingsError(`PUSHER_CLUSTER must be a cluster name like eu or mt1, got "${cluster}"`);
  return {
    appId,
    key,
    secret,
    host: parseHost(nonEmpty(env.PUSHER_HOST)),
    port: parsePort('PUSHER_PORT', nonEmpty(env.PUSHER_PORT)),
    cluster,
    useTls: parseBoolean('PUSHER_USE_TLS', nonEmpty(env.PUSHER_USE_TLS), true),
  };
}

/**
 * Pure: the realtime transport the environment asks for. PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET: Pusher
 * Channels or Soketi (PUSHER_HOST, PUSHER_PORT, PUSHER_CLUSTER, PUSHER_USE_TLS place it). Otherwise the API's own
 * server, keyed by REALTIME_KEY and REALTIME_SECRET, shared through Redis when `redisUrl` (REDIS_URL) is set.
 */
export function loadRealtimeSettings(env: Env, redisUrl: string | null): RealtimeSettings {
  const ownKey = nonEmpty(env.REALTIME_KEY);
  const ownSecret = nonEmpty(env.REALTIME_SECRET);
  const pusherNames = [...PUSHER_CREDENTIALS, ...PUSHER_PLACEMENT].filter((name) => nonEmpty(env[name]) !== null);
  if (pusherNames.length > 0) {
    if (ownKey !== null || ownSecret !== null)
      throw new RealtimeSettingsError(
        `REALTIME_KEY and REALTIME_SECRET are for the API's own realtime server, which is off with ${pusherNames[0]} set: unset one or the other`,
      );
    return { transport: 'pusher', ...pusherSettings(env) };
  }
  const key = ownKey ?? 'stride';
  if (!KEY.test(key))
    throw new RealtimeSettingsError(`REALTIME_KEY must be 1 to 64 letters, digits, - or _, got "${key}"`);
  if (ownSecret !== null && ownSecret.length < MIN_SECRET_LENGTH)
    throw new RealtimeSettingsError(`REALTIME_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const own = { key, secret: ownSecret };
  return redisUrl === null ? { transport: 'local', ...own } : { transport: 'redis', redisUrl, ...own };
}
