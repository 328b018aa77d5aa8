import { AppleSettingsError, loadAppleSettings, type AppleSettings } from '../billing/iap/appleSettings';
import { loadPaymentSettings, PaymentSettingsError, type PaymentSettings } from '../billing/paymentSettings';
import { isIP } from 'node:net';
import path from 'node:path';
import { SOCIAL_PROVIDERS } from '@stride/shared';
import type { SocialProviderSettings } from '../auth/social/socialProviderSettings';
import { loadRealtimeSettings, RealtimeSettingsError, type RealtimeSettings } from '../realtime/loadRealtimeSettings';
import {
  loadNotificationServerSettings,
  NotificationSettingsError,
  type NotificationServerSettings,
} from '../notifications/loadNotificationServerSettings';

/** pino's levels, most to least severe; 'silent' logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Which proxies in front of the server Fastify believes about the client address (X-Forwarded-For): none
 * (false), those at these addresses, CIDR ranges or proxy-addr names (loopback, linklocal, uniquelocal), or
 * a number of hops. Never "everyone": the client address is then whatever the client writes.
 */
export type TrustProxy = false | string[] | number;

/** Everything the server reads from the environment, each with a working default. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute: database, uploads, released remotes. */
  dataDir: string;
  /** The public origin members reach the app at; printed at start and used to read app slugs from host names. */
  publicUrl: string;
  /** Set: use this Postgres instead of the embedded database. */
  databaseUrl: string | null;
  nodeEnv: string;
  /** Origin (CDN) released remotes are served from; empty: the API's own /remotes/. */
  publicRemotesUrl: string;
  repoRoot: string;
  /** The shell build to serve; another build of the same shell (the benchmark's one bundle) can stand in. */
  shellDistDir: string;
  /** The least severe level the server logs; `info` logs every request. */
  logLevel: LogLevel;
  /** SMTP_URL (smtp:// or smtps://); null: emails go to the dev outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every email. */
  mailFrom: string;
  /** SSO_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET: OIDC clients for social sign-in. */
  socialProviders: SocialProviderSettings;
  /** TRUST_PROXY: off by default, so a client cannot pick the address its rate limits count. */
  trustProxy: TrustProxy;
  /** REDIS_URL (redis:// or rediss://); null: request rate limits are counted in this process's memory. */
  redisUrl: string | null;
  /** PAGE_BUILDER_ORIGINS: comma-separated origins that may frame the app in `?page-builder` mode. */
  pageBuilderOrigins: string[];
  /**
   * UNSAFE_SKIP_FSYNC=true: the embedded database answers before its commits reach the disk, as PGlite does
   * by default. Only so `npm run bench` can measure what durability costs; production refuses it.
   */
  unsafeSkipFsync: boolean;
  /** STRIPE_SECRET_KEY (and its webhook secret): Stripe; otherwise the sandbox outside production (loadPaymentSettings). */
  payments: PaymentSettings;
  /** APPLE_BUNDLE_ID and the rest: in-app purchases from the native app (loadAppleSettings); null: none. */
  apple: AppleSettings | null;
  /** REALTIME_KEY / REALTIME_SECRET, REDIS_URL, or PUSHER_*: how live events travel (loadRealtimeSettings). */
  realtime: RealtimeSettings;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT and UNSUBSCRIBE_SECRET (loadNotificationServerSettings). */
  notifications: NotificationServerSettings;
  /** SHUTDOWN_DRAIN_MS: how long a stopping server fails its health check but still serves (StartedServer.shutdown). */
  shutdownDrainMs: number;
}

export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new ServerConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return port;
}

function parseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServerConfigError(`${name} must be an absolute URL like https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ServerConfigError(`${name} must use http or https, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function parseLogLevel(value: string | null): LogLevel {
  if (value === null) return 'info';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new ServerConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/**
 * Behind a proxy (production), long enough for its health checks to see /healthz fail (`npm run cluster`'s HAProxy:
 * two failed checks 500 + 250 ms apart) before the server closes; on a laptop nobody is checking, so Ctrl-C stops at once.
 */
const PRODUCTION_DRAIN_MS = 2_000;
/** A stop that waits longer than this is no longer a drain: the process manager would kill it first. */
const MAX_DRAIN_MS = 60_000;

function parseDrainMs(value: string | null, nodeEnv: string): number {
  if (value === null) return nodeEnv === 'production' ? PRODUCTION_DRAIN_MS : 0;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms > MAX_DRAIN_MS)
    throw new ServerConfigError(`SHUTDOWN_DRAIN_MS must be milliseconds from 0 to ${MAX_DRAIN_MS}, got "${value}"`);
  return ms;
}

function parseSmtpUrl(value: string | null): string | null {
  if (value === null) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ServerConfigError(`SMTP_URL must be a URL like smtp://user:pass@mail.example.com:587, got "${value}"`);
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ServerConfigError('SMTP_URL must use smtp or smtps');
  return value;
}

function parseRedisUrl(value: string | null): string | null {
  if (value === null) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ServerConfigError(`REDIS_URL must be a URL like redis://127.0.0.1:6379, got "${value}"`);
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new ServerConfigError('REDIS_URL must use redis or rediss');
  return value;
}

/** An OIDC issuer: https, or http on this machine only (a local test provider); sign-in keys travel over it. */
function parseIssuer(name: string, value: string): string {
  const issuer = parseUrl(name, value);
  const { protocol, hostname } = new URL(issuer);
  if (protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname))
    throw new ServerConfigError(`${name} must use https (http only for localhost), got "${value}"`);
  return issuer;
}

/** A provider is configured only when its client id and secret are both set; the issuer has a default. */
function parseSocialProviders(env: Env): SocialProviderSettings {
  const defaults = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' } as const;
  const settings: SocialProviderSettings = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SSO_${provider.toUpperCase()}_`;
    const clientId = nonEmpty(env[`${prefix}CLIENT_ID`]);
    const clientSecret = nonEmpty(env[`${prefix}CLIENT_SECRET`]);
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new ServerConfigError(`Set both ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET, or neither`);
    const issuer = nonEmpty(env[`${prefix}ISSUER`]);
    settings[provider] = {
      issuer: issuer ? parseIssuer(`${prefix}ISSUER`, issuer) : defaults[provider],
      clientId,
      clientSecret,
    };
  }
  return settings;
}

/** proxy-addr's names for reserved ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR), or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | null): TrustProxy {
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (lower === 'false' || lower === '0') return false;
  if (lower === 'true')
    throw new ServerConfigError(
      'TRUST_PROXY=true trusts any client to name its own address in X-Forwarded-For (every per-address limit ' +
        'could be bypassed): list the addresses or CIDR ranges of your proxies, e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16, ' +
        'or give the hop count of proxies in front of the server, e.g. TRUST_PROXY=1',
    );
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong !== undefined)
    throw new ServerConfigError(
      `TRUST_PROXY must be false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges, got "${value}"`,
    );
  return entries;
}

/** Origins (scheme, host, port; no path) of the page builders that embed `?page-builder` in a frame. */
function parsePageBuilderOrigins(value: string | null): string[] {
  if (value === null) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = parseUrl('PAGE_BUILDER_ORIGINS', entry);
      if (new URL(origin).origin !== origin)
        throw new ServerConfigError(
          `PAGE_BUILDER_ORIGINS lists origins like https://builder.example.com, got "${entry}"`,
        );
      return origin;
    });
}

/**
 * The server cannot do its job with this configuration: in production, members could never receive their
 * sign-in and reset emails without SMTP. (The CLIs read the same configuration and may still run.)
 */
export function checkServerCanStart(config: Pick<ServerConfig, 'nodeEnv' | 'smtpUrl' | 'unsafeSkipFsync'>): void {
  if (config.nodeEnv === 'production' && config.smtpUrl === null)
    throw new ServerConfigError(
      'SMTP_URL must be set in production (NODE_ENV=production): members could never receive their sign-in and password reset emails',
    );
  if (config.nodeEnv === 'production' && config.unsafeSkipFsync)
    throw new ServerConfigError(
      'UNSAFE_SKIP_FSYNC is for measurements only: in production (NODE_ENV=production) a write is on disk before a member is told it was saved',
    );
}

/** Pure: reads the environment, fails with a message naming the variable when one is unusable. */
export function loadServerConfig(env: Env, repoRoot: string): ServerConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  // A laptop default that is not reachable from the network; production listens on every interface.
  const host = nonEmpty(env.HOST) ?? (nodeEnv === 'production' ? '0.0.0.0' : 'localhost');
  const publicUrlValue = nonEmpty(env.PUBLIC_URL);
  const remotesUrlValue = nonEmpty(env.REMOTES_PUBLIC_URL);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ServerConfigError('DATABASE_URL must be a postgres:// URL');
  }
  const redisUrl = parseRedisUrl(nonEmpty(env.REDIS_URL));
  const publicUrl = publicUrlValue ? parseUrl('PUBLIC_URL', publicUrlValue) : `http://localhost:${port}`;
  return {
    port,
    host,
    dataDir: path.resolve(repoRoot, nonEmpty(env.DATA_DIR) ?? '.data'),
    publicUrl,
    databaseUrl,
    nodeEnv,
    publicRemotesUrl: remotesUrlValue ? parseUrl('REMOTES_PUBLIC_URL', remotesUrlValue) : '',
    repoRoot,
    shellDistDir: path.resolve(repoRoot, nonEmpty(env.SHELL_DIST_DIR) ?? path.join('shell', 'dist')),
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL)),
    smtpUrl: parseSmtpUrl(nonEmpty(env.SMTP_URL)),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Stride <no-reply@stride.localhost>',
    socialProviders: parseSocialProviders(env),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    redisUrl,
    pageBuilderOrigins: parsePageBuilderOrigins(nonEmpty(env.PAGE_BUILDER_ORIGINS)),
    unsafeSkipFsync: nonEmpty(env.UNSAFE_SKIP_FSYNC)?.toLowerCase() === 'true',
    payments: paymentSettings(env, nodeEnv),
    apple: appleSettings(env),
    realtime: realtimeSettings(env, redisUrl),
    notifications: notificationSettings(env, publicUrl),
    shutdownDrainMs: parseDrainMs(nonEmpty(env.SHUTDOWN_DRAIN_MS), nodeEnv),
  };
}

function notificationSettings(env: Env, publicUrl: string): NotificationServerSettings {
  try {
    return loadNotificationServerSettings(env, publicUrl);
  } catch (error) {
    if (error instanceof NotificationSettingsError) throw new ServerConfigError(error.message);
    throw error;
  }
}

function realtimeSettings(env: Env, redisUrl: string | null): RealtimeSettings {
  try {
    return loadRealtimeSettings(env, redisUrl);
  } catch (error) {
    if (error instanceof RealtimeSettingsError) throw new ServerConfigError(error.message);
    throw error;
  }
}

function appleSettings(env: Env): AppleSettings | null {
  try {
    return loadAppleSettings(env);
  } catch (error) {
    if (error instanceof AppleSettingsError) throw new ServerConfigError(error.message);
    throw error;
  }
}

function paymentSettings(env: Env, nodeEnv: string): PaymentSettings {
  try {
    return loadPaymentSettings(env, nodeEnv);
  } catch (error) {
    if (error instanceof PaymentSettingsError) throw new ServerConfigError(error.message);
    throw error;
  }
}
