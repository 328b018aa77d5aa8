import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFor, type GlobalConfig } from '@stride/shared';
import type { SocialProviderSettings } from '../auth/social/socialProviderSettings';
import { AppError } from '../errors/AppError';
import { buildGlobalConfig } from '../globalConfig/buildGlobalConfig';
import type { TenantResolver } from '../tenancy/createTenantResolver';
import { appSlugFromHost } from '../tenancy/appSlugFromHost';
import { createAppIcons, iconSourceOf, iconVersion } from './appIcons';
import { OFFLINE_PAGE_PATH, renderOfflinePage } from './offlinePage';
import { MANIFEST_PATH } from './pwaHeadTags';
import { ICON_FILE_NAMES, buildWebAppManifest, type IconFileName } from './webAppManifest';

export interface PwaRoutesOptions {
  resolveTenant: TenantResolver;
  /** Host names whose sub-domains name apps (as for the HTML entry). */
  baseHosts: string[];
  socialProviders: SocialProviderSettings;
  dataDir: string;
  /** The shell build, which holds the service worker (sw.js). */
  shellDist: string;
}

/** Icon URLs carry their version: a changed logo is a new URL, so a file is kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Small documents that must follow the app's settings at once: asked again every time (304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * The installable app: per app (by host) its web app manifest, its icons drawn from its logo or initials, the
 * favicon, the offline page, and the service worker script at the origin root (so its scope is the whole app).
 */
export async function pwaRoutes(app: FastifyInstance, options: PwaRoutesOptions): Promise<void> {
  const icons = createAppIcons(options.dataDir, (message) => app.log.warn(message));

  async function configOf(request: FastifyRequest): Promise<GlobalConfig> {
    const tenant = await options.resolveTenant(appSlugFromHost(request.headers.host, options.baseHosts));
    if (!tenant) throw new AppError('app_not_found');
    return buildGlobalConfig(tenant, options.socialProviders, request.server.realtime.clientConfig);
  }

  app.get(MANIFEST_PATH, async (request, reply) => {
    const config = await configOf(request);
    return reply
      .header('cache-control', REVALIDATE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(buildWebAppManifest(config, iconVersion(iconSourceOf(config)))));
  });

  app.get<{ Params: { version: string; file: string } }>('/icons/:version/:file', async (request, reply) => {
    const source = iconSourceOf(await configOf(request));
    const { version, file } = request.params;
    // An old version is gone (the app changed its logo); a page that names it is older than the change.
    if (version !== iconVersion(source) || !ICON_FILE_NAMES.includes(file as IconFileName)) {
      throw new AppError('not_found');
    }
    const png = (await icons(source)).get(file as IconFileName);
    if (!png) throw new AppError('not_found');
    return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
  });

  // Asked for by browsers on their own, and by tools that read no <link rel="icon">.
  app.get('/favicon.ico', async (request, reply) => {
    const set = await icons(iconSourceOf(await configOf(request)));
    return reply.header('cache-control', REVALIDATE).type('image/x-icon').send(set.get('favicon.ico'));
  });

  app.get(OFFLINE_PAGE_PATH, async (request, reply) => {
    const config = await configOf(request);
    const set = await icons(iconSourceOf(config));
    const language = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? null;
    const html = renderOfflinePage(config, set.get('icon-96.png')!, localeFor(config, null, language));
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  });

  const serviceWorkerFile = path.join(options.shellDist, 'sw.js');
  let serviceWorker: { mtimeMs: number; text: string } | null = null;
  app.get('/sw.js', async (_request, reply: FastifyReply) => {
    const info = await stat(serviceWorkerFile).catch(() => null);
    if (!info) throw new AppError('not_found');
    if (serviceWorker?.mtimeMs !== info.mtimeMs) {
      serviceWorker = { mtimeMs: info.mtimeMs, text: await readFile(serviceWorkerFile, 'utf8') };
    }
    // The browser compares the script on every navigation it controls: never from a cache, or an update waits a day.
    return reply
      .header('cache-control', REVALIDATE)
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(serviceWorker.text);
  });
}
