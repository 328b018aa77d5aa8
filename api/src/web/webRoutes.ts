import { readFile, stat } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE,
  COLOR_MODE_COOKIE,
  ROUTE_TABLE,
  normalisePagePath,
  parseColorModePreference,
  type BootData,
} from '@stride/shared';
import type { SocialProviderSettings } from '../auth/social/socialProviderSettings';
import { registryOrigins, setPageSecurityHeaders, type SecurityHeaderOptions } from '../http/registerSecurityHeaders';
import type { AppDatabase } from '../db/AppDatabase';
import { loadPageByPath } from '../content/pageRepository';
import { AppError } from '../errors/AppError';
import { buildGlobalConfig } from '../globalConfig/buildGlobalConfig';
import { rateLimitAddress } from '../http/rateLimitAddress';
import { getRegistryForDevice } from '../remotes/registryService';
import type { TenantResolver } from '../tenancy/createTenantResolver';
import { appSlugFromHost } from '../tenancy/appSlugFromHost';
import { deviceIdFromCookie } from './deviceCookie';
import { acceptedEncoding, compressText } from './compressedFiles';
import { serveFontFiles } from './fontFiles';
import { serveStaticFolder } from './serveStaticFolder';
import { createExposedEntryAssets } from './exposedEntryAssets';
import { createServerRenderer } from './serverRenderer';
import { renderShellHtml, shellScripts, type Preload, type ServerMarkup } from './shellHtml';
import { iconSourceOf, iconVersion } from '../pwa/appIcons';
import { pwaHeadTags } from '../pwa/pwaHeadTags';
import { pwaRoutes } from '../pwa/pwaRoutes';

export interface WebOptions {
  db: AppDatabase;
  /** The API's tenant resolver, so a page load and its API calls share one cached lookup. */
  resolveTenant: TenantResolver;
  dataDir: string;
  repoRoot: string;
  shellDistDir?: string;
  /** Public origin; its host name (besides localhost) carries app slugs as sub-domains. */
  publicUrl: string;
  publicRemotesUrl: string;
  /** Social providers this server has clients for: the inlined config must match GET /api/config. */
  socialProviders: SocialProviderSettings;
  /** The page's Content-Security-Policy names the remote origins of the registry it inlines. */
  securityHeaders: SecurityHeaderOptions;
}

/** Paths another remote owns have no page JSON (spec §7: not fetched for /me/ paths). */
function isContentPath(pathname: string): boolean {
  return !ROUTE_TABLE.some((rule) => pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`));
}

/** The shell's index.html, re-read only when the file changes (a rebuild while the server runs). */
function shellTemplateReader(file: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
      return cached.text;
    } catch {
      return null;
    }
  };
}

/**
 * Static hosting and the HTML entry: /shell/* (the host build), /remotes/<name>/<version>/*
 * (released remotes: immutable, any origin), and every other GET that wants HTML → index.html with
 * the boot data for this app and device inlined.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { caches } = app;
  const shellDist = options.shellDistDir ?? path.join(options.repoRoot, 'shell', 'dist');
  const remotesDir = path.join(options.dataDir, 'remotes');
  mkdirSync(remotesDir, { recursive: true });
  const readTemplate = shellTemplateReader(path.join(shellDist, 'index.html'));
  const baseHosts = ['localhost', new URL(options.publicUrl).hostname];
  const secureCookies = options.publicUrl.startsWith('https:');

  serveStaticFolder(app, { prefix: '/shell/', root: shellDist, maxAge: 0, compress: true });
  serveStaticFolder(app, {
    prefix: '/remotes/',
    root: remotesDir,
    maxAge: '365d',
    immutable: true,
    // Loaded by pages on other origins (an app's sub-domain, a CDN in front of this server) as plain scripts.
    headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
    compress: true,
  });

  serveFontFiles(app);
  await app.register(pwaRoutes, {
    resolveTenant: options.resolveTenant,
    baseHosts,
    socialProviders: options.socialProviders,
    dataDir: options.dataDir,
    shellDist,
  });

  const entryAssets = createExposedEntryAssets(remotesDir);
  const serverRenderer = createServerRenderer(remotesDir, app.log);

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) throw new AppError('not_found');
    if (!(request.headers.accept ?? '').includes('text/html')) throw new AppError('not_found');

    const template = await readTemplate();
    if (template === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The shell is not built yet: run `npm run build` (or `npm start`, which builds what is missing).\n');
    }
    const tenant = await options.resolveTenant(appSlugFromHost(request.headers.host, baseHosts));
    if (!tenant)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>App not found</title><h1>App not found</h1>');

    const deviceId = deviceIdFromCookie(request, reply, secureCookies);
    const [registry, lookup] = await Promise.all([
      getRegistryForDevice(options.db, deviceId, {
        publicRemotesUrl: options.publicRemotesUrl,
        address: rateLimitAddress(request.ip),
      }),
      isContentPath(normalisePagePath(pathname)) ? loadPageByPath(options.db, caches, tenant, pathname) : null,
    ]);
    const inlined = lookup?.status === 'found' && lookup.isPublic ? lookup.data : null;
    const boot: BootData = {
      apiBase: API_BASE,
      deviceId,
      registry,
      config: buildGlobalConfig(tenant, options.socialProviders, request.server.realtime.clientConfig),
      page: inlined ? { path: inlined.page.path, data: inlined } : null,
    };

    const preloads: Preload[] = shellScripts(template).map((href) => ({ href, as: 'script' }));
    const content = registry.remotes['mfe-content'];
    if (content) {
      preloads.push({ href: content.url, as: 'script' });
      for (const href of await entryAssets('mfe-content', content)) preloads.push({ href, as: 'script' });
    }
    // No preload for page JSON: a public page is inlined above, and a gated page's answer depends on
    // the member's X-User-* headers, which a preload cannot send (it would cache the guest's 403).
    // A public page's first paint, drawn by the content version this device is served; a gated page has none.
    const drawn =
      inlined && content
        ? await serverRenderer.render(
            content,
            { path: pathname, page: inlined, config: boot.config },
            request.headers['accept-language'],
          )
        : null;
    const serverMarkup: ServerMarkup | null =
      drawn === null
        ? null
        : {
            remote: 'mfe-content',
            path: pathname,
            html: drawn.html,
            styles: drawn.styles,
          };
    // Per device (registry bucket, cookie): never shared by caches.
    const colorPreference = parseColorModePreference(request.cookies[COLOR_MODE_COOKIE]);
    const html = renderShellHtml(
      template,
      boot,
      preloads,
      serverMarkup,
      colorPreference,
      pwaHeadTags(boot.config, iconVersion(iconSourceOf(boot.config))),
    );
    setPageSecurityHeaders(reply, options.securityHeaders, {
      remoteOrigins: registryOrigins(registry),
      // As the shell reads the flag (createShell.ts).
      pageBuilder: new URLSearchParams(request.url.split('?')[1] ?? '').has('page-builder'),
    });
    void reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    // The page index knows the path names no page: the status says so (crawlers, monitors); the app still
    // draws "Page Not Found" from the page JSON's 404.
    if (lookup?.status === 'not_found') void reply.status(404);
    // The page inlined into the HTML makes it the first and largest download on a slow network.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressText(html, encoding));
  }

  app.get('/*', servePage);
}
