import type { FastifyRequest } from 'fastify';
import { AUTH_LINK_PARAMS, SESSION_URL_PARAMS } from '@stride/shared';

/**
 * Query parameters that sign someone in, never written to a log: a member's session (the sign-in link),
 * the tokens of emailed passwordless, reset and email-change links, and the provider's `code` and `state` a social
 * sign-in callback receives.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  ...Object.values(SESSION_URL_PARAMS),
  AUTH_LINK_PARAMS.passwordlessToken,
  AUTH_LINK_PARAMS.resetToken,
  AUTH_LINK_PARAMS.emailChangeToken,
  'code',
  'state',
]);

function paramName(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * `url` without the secret query parameters. The other parameters keep their exact spelling so a log
 * line still shows what the client sent.
 */
export function urlWithoutSecretParams(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => !SECRET_PARAMS.has(paramName(pair)));
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

// A type literal, not an interface: Fastify's serializer type needs an implicit index signature.
export type LoggedRequest = {
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
  remotePort: number | undefined;
};

/**
 * Fastify's request serializer minus the secrets: the same fields as its default, with secret
 * parameters dropped from the URL. Headers (X-User-Token among them) are never logged.
 */
export function serializeRequest(request: FastifyRequest): LoggedRequest {
  return {
    method: request.method,
    url: urlWithoutSecretParams(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
