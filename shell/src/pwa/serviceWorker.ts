/// <reference lib="webworker" />
import type { RemoteRegistry } from '@stride/shared';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_NAMES,
  MAX_PAGES,
  MAX_PUBLIC_API_ENTRIES,
  OFFLINE_PAGE_URL,
  foldersToKeep,
  isPublicAnswer,
  isRegistry,
  isStorablePage,
  pageCacheKey,
  publicApiCacheKey,
  registryFromHtml,
  registryKey,
  registryLocations,
  remoteFileOf,
  remoteFilesToPrecache,
  routeOf,
} from './serviceWorkerRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const origin = self.location.origin;
const REGISTRY_KEY_URL = '/__stride-sw/registry';

// The shell's own files, listed with their revisions by the build (shell/webpack.config.js).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker takes over at once: its rules never serve a version the registry no longer names.
void self.skipWaiting();
clientsClaim();

async function storeOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PAGE_URL, { cache: 'no-cache' });
  if (response.ok) await (await caches.open(CACHE_NAMES.offline)).put(OFFLINE_PAGE_URL, response);
}

self.addEventListener('install', (event) => event.waitUntil(storeOfflinePage()));

async function fetchIntoCache(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url)) return;
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response);
}

/** Fetches every file of the versions a registry names, before they are asked for. */
async function precacheRemotes(registry: RemoteRegistry): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.remotes);
  for (const location of registryLocations(registry)) {
    const entryUrl = new URL(location.url, origin).href;
    // Remotes on another origin (a CDN) are that origin's to cache.
    if (!remoteFileOf(entryUrl, origin)) continue;
    const manifestUrl = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1) + 'mf-manifest.json';
    const manifest: unknown = await fetch(manifestUrl)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    await Promise.all(remoteFilesToPrecache(entryUrl, manifest).map((url) => fetchIntoCache(cache, url)));
  }
}

/** Drops the files of every version the registry no longer names: nothing can load them from here again. */
async function dropOtherVersions(registry: RemoteRegistry): Promise<void> {
  const keep = foldersToKeep(registry, origin);
  const cache = await caches.open(CACHE_NAMES.remotes);
  for (const request of await cache.keys()) {
    const file = remoteFileOf(request.url, origin);
    if (file && !keep.has(file.folder)) await cache.delete(request);
  }
}

/**
 * Pages kept for offline carry the registry they were drawn with: after a release each is fetched again, so
 * offline it opens with the versions that are kept; one that cannot be fetched now is dropped.
 */
async function refreshPages(except: string | null): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  for (const request of await cache.keys()) {
    if (request.url === except) continue;
    const response = await fetch(request.url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }).catch(
      () => null,
    );
    const current = response && isStorablePage(response) && registryFromHtml(await response.clone().text());
    if (response && current) await cache.put(request.url, response);
    else await cache.delete(request);
  }
}

let following: Promise<void> = Promise.resolve();

/**
 * Follows the registry this device is served (from a page's boot data or GET /api/remotes): its versions are
 * fetched ahead, kept pages are redrawn with it, and every other version is dropped. One change at a time.
 */
function followRegistry(registry: RemoteRegistry, freshPage: string | null): Promise<void> {
  following = following.then(async () => {
    const offline = await caches.open(CACHE_NAMES.offline);
    const key = registryKey(registry);
    const known = await offline.match(REGISTRY_KEY_URL).then((response) => response?.text() ?? null);
    if (known === key) return;
    await precacheRemotes(registry);
    await refreshPages(freshPage);
    await dropOtherVersions(registry);
    await offline.put(REGISTRY_KEY_URL, new Response(key));
    // The app's look may have changed with it; the offline page follows.
    await storeOfflinePage().catch(() => undefined);
  });
  following = following.catch(() => undefined);
  return following;
}

const pageExpiration = new CacheExpiration(CACHE_NAMES.pages, { maxEntries: MAX_PAGES });

/** Keeps a page the network answered (one with boot data), and follows the registry it was drawn with. */
async function keepPage(key: string, response: Response): Promise<void> {
  if (!isStorablePage(response)) return;
  const registry = registryFromHtml(await response.clone().text());
  if (!registry) return;
  await (await caches.open(CACHE_NAMES.pages)).put(key, response);
  await pageExpiration.updateTimestamp(key);
  await pageExpiration.expireEntries();
  await followRegistry(registry, key);
}

/**
 * Network first: online, a page always comes with the registry the server serves now, so a release is never hidden
 * behind a kept page. Offline, the page as last seen, else the offline page.
 */
async function answerNavigation(event: FetchEvent): Promise<Response> {
  const key = pageCacheKey(event.request.url);
  try {
    // The browser started this request while the worker was starting (navigation preload): no wait for it.
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    if (key) event.waitUntil(keepPage(key, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = key ? await caches.match(key, { cacheName: CACHE_NAMES.pages }) : undefined;
    if (kept) return kept;
    const offline = await caches.match(OFFLINE_PAGE_URL, { cacheName: CACHE_NAMES.offline });
    if (offline) return offline;
    throw error;
  }
}

async function answerRegistry(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      copy
        .json()
        .then((registry: unknown) => (isRegistry(registry) ? followRegistry(registry, null) : undefined))
        .catch(() => undefined),
    );
  }
  return response;
}

const remotes = new CacheFirst({ cacheName: CACHE_NAMES.remotes });
const publicApi = new NetworkFirst({
  cacheName: CACHE_NAMES.publicApi,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null) },
    { cacheKeyWillBeUsed: async ({ request }) => publicApiCacheKey(request.url) },
    new ExpirationPlugin({ maxEntries: MAX_PUBLIC_API_ENTRIES }),
  ],
});
const icons = new CacheFirst({ cacheName: CACHE_NAMES.icons, plugins: [new ExpirationPlugin({ maxEntries: 40 })] });

/**
 * The page that installed the worker loaded before it: it is kept now, and the registry it was drawn with followed,
 * so the versions it runs are cached from the first visit.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) {
    const key = pageCacheKey(client.url);
    if (!key || routeOf({ url: client.url, method: 'GET', mode: 'navigate' }, origin) !== 'navigation') continue;
    await keepPage(key, await fetch(client.url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }));
  }
}

// Navigations are network first: with preload on, a page's request does not wait for the worker to start.
async function enableNavigationPreload(): Promise<void> {
  await self.registration.navigationPreload?.enable();
}

self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([enableNavigationPreload(), keepOpenPages()]).catch(() => undefined)),
);

registerRoute(
  ({ request }) => routeOf(request, origin) === 'navigation',
  ({ event }) => answerNavigation(event as FetchEvent),
);
registerRoute(({ request }) => routeOf(request, origin) === 'remote', remotes);
registerRoute(
  ({ request }) => routeOf(request, origin) === 'registry',
  ({ event }) => answerRegistry(event as FetchEvent),
);
registerRoute(({ request }) => routeOf(request, origin) === 'public-api', publicApi);
registerRoute(({ request }) => routeOf(request, origin) === 'icon', icons);
