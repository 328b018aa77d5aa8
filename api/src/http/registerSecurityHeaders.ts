import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';
import type { RemoteRegistry } from '@stride/shared';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** REMOTES_PUBLIC_URL ('' = this server's /remotes/): the origin remote code comes from. */
  publicRemotesUrl: string;
  /** PAGE_BUILDER_ORIGINS: the page builders that may frame `?page-builder` (besides this origin). */
  pageBuilderOrigins: readonly string[];
}

/** HSTS for a year: long enough to matter, the usual minimum for browsers' preload lists. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The origin of an absolute http(s) URL, or null for one on this origin (root-relative) or a malformed one. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Every origin the registry this page was given loads remote code from: versions, canaries and their fallbacks. */
export function registryOrigins(registry: RemoteRegistry): string[] {
  const urls = Object.values(registry.remotes).flatMap((entry) =>
    entry ? [entry.url, ...(entry.fallback ? [entry.fallback.url] : [])] : [],
  );
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
}

export interface PageSources {
  /** Origins of the remote code this page may load, besides this origin and REMOTES_PUBLIC_URL. */
  remoteOrigins: readonly string[];
  /** The page was asked for with `?page-builder`: its builder may frame it. */
  pageBuilder: boolean;
}

/**
 * The Content-Security-Policy of every answer; the HTML entry adds its registry's remote origins and, for
 * `?page-builder`, the builders' origins. Why each source is there:
 * - script-src: our origin and where remotes are served; no inline script runs (the boot data is a
 *   `type="application/json"` block, which CSP does not govern, so it needs no nonce or hash).
 * - style-src 'unsafe-inline': every remote's style-loader injects its CSS as <style> elements when it loads,
 *   without a nonce, the server render inlines the same CSS in <head>, and components set style attributes
 *   (block heights, avatar colours), which no nonce or hash can allow. CSS cannot run script here, and
 *   everything drawn from content is escaped by React, so a nonce would buy little for a change to every remote.
 * - img-src, media-src, frame-src https: content blocks show images, audio, video players, maps and framed pages
 *   from any address an owner enters (data: for the demo's images and the favicon).
 * - connect-src: the API is this origin, and 'self' covers its ws:/wss: too (CSP 3). Remote code and its chunks
 *   load as scripts, so their origins are not needed here.
 */
export function contentSecurityPolicyDirectives(
  options: SecurityHeaderOptions,
  page: PageSources = { remoteOrigins: [], pageBuilder: false },
): Record<string, string[]> {
  const remotesOrigin = originOf(options.publicRemotesUrl);
  const code = [...new Set(["'self'", ...(remotesOrigin ? [remotesOrigin] : []), ...page.remoteOrigins])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': code,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'frame-src': ["'self'", 'https:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': page.pageBuilder ? ["'self'", ...options.pageBuilderOrigins] : ["'self'"],
  };
  if (isHttps(options.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isHttps(url: string): boolean {
  return url.toLowerCase().startsWith('https:');
}

/** The options helmet is given: every answer's headers but the HTML entry's CSP (setPageSecurityHeaders). */
function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(options.publicUrl) ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  };
}

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, by name in lower case (as every other header of ours, and as a kept
 * public answer replays them). None of ours reads the request (no nonce, no directive function), so they are
 * the same for every request.
 */
function headersOf(middleware: HeaderMiddleware): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * helmet's headers on every answer (API, HTML entry, static files): the CSP above, nosniff, Referrer-Policy
 * `strict-origin-when-cross-origin` (another site learns our origin, never a path, which may hold a sign-in
 * link's session), HSTS only when PUBLIC_URL is https (over http it would be ignored, and on a laptop it
 * would pin localhost to https), and Cross-Origin-Resource-Policy same-origin (files other origins
 * load, remotes and avatars, say cross-origin themselves).
 *
 * helmet works the headers out once, here, instead of through @fastify/helmet, which runs helmet(options) anew
 * on every request and re-parses each CSP directive: 13 µs of the 77 µs (17%) a public page JSON took, measured
 * with --cpu-prof under autocannon (100 connections). They are set on the raw response, where helmet sets them,
 * so a route or a static file plugin still overrides one.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = headersOf(helmet(helmetOptions(options)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The HTML entry's headers: its CSP allows the remote origins of the registry it inlined, and on `?page-builder`
 * the builders' origins may frame it (X-Frame-Options, which cannot name them, is then left out).
 */
export function setPageSecurityHeaders(reply: FastifyReply, options: SecurityHeaderOptions, page: PageSources): void {
  const framedByBuilder = page.pageBuilder && options.pageBuilderOrigins.length > 0;
  if (page.remoteOrigins.length === 0 && !framedByBuilder) return;
  const directives = contentSecurityPolicyDirectives(options, page);
  for (const [name, value] of headersOf(contentSecurityPolicy({ useDefaults: false, directives }))) {
    reply.raw.setHeader(name, value);
  }
  if (framedByBuilder) reply.raw.removeHeader('x-frame-options');
}
