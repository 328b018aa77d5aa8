import { isIP } from 'node:net';
import { AppError } from '../errors/AppError';

/** A browser's PushSubscription as `JSON.stringify(subscription)` writes it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Windows' WNS, Safari's). In production an
 * endpoint must be one of them: a member could otherwise aim the server's POSTs at a name that resolves inside the
 * operator's network.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

function isPushService(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  return PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

function invalid(message: string): AppError {
  return new AppError('invalid_input', `token: ${message}`, { field: 'token' });
}

/** A url-safe base64 key of `bytes` bytes (the browser's P-256 point, or its 16-byte auth secret). */
function key(value: unknown, name: string, bytes: number): string {
  if (typeof value !== 'string' || !BASE64URL.test(value) || Buffer.from(value, 'base64url').length !== bytes)
    throw invalid(`keys.${name} must be the subscription's base64url key`);
  return value;
}

function endpoint(value: unknown, allowLoopbackHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(typeof value === 'string' ? value : '');
  } catch {
    throw invalid('endpoint must be the push service URL of the subscription');
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(allowLoopbackHttp && url.protocol === 'http:' && loopback))
    throw invalid('endpoint must be an https URL');
  // Push services are reached by name; an address or this machine would let a member aim the server's POSTs at
  // services that only trust the local network.
  if (!allowLoopbackHttp && (loopback || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0))
    throw invalid("endpoint must be a push service's host name");
  if (!allowLoopbackHttp && !isPushService(url.hostname)) throw invalid("endpoint must be a browser's push service");
  if (url.username || url.password) throw invalid('endpoint must not carry credentials');
  return url.toString();
}

/**
 * The subscription a `web` registration's token holds (400 naming `token` otherwise). Only https push services are
 * accepted: the server POSTs to this URL. `allowLoopbackHttp` (never in production) admits a local push service on
 * this machine, as development and the tests run one.
 */
export function parseWebPushSubscription(token: string, allowLoopbackHttp: boolean): WebPushSubscription {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw invalid('must be the JSON of a PushSubscription');
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid('must be the JSON of a PushSubscription');
  const fields = parsed as Record<string, unknown>;
  const keys = (typeof fields.keys === 'object' && fields.keys !== null ? fields.keys : {}) as Record<string, unknown>;
  return {
    endpoint: endpoint(fields.endpoint, allowLoopbackHttp),
    keys: { p256dh: key(keys.p256dh, 'p256dh', 65), auth: key(keys.auth, 'auth', 16) },
  };
}
