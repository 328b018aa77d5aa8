/// <reference lib="webworker" />
import type { RemoteRegistry } from '@stride/shared';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { MANIFEST_URL, notificationIconOf, notificationOf, openNotificationTarget } from './pushNotifications';
import {
  CACHE_NAMES,
  MAX_PAGES,
  MAX_PUBLIC_API_ENTRIES,
  OFFLINE_PAGE_URL,
  REDRAW_KEPT_PAGES,
  foldersToKeep,
  isPublicAnswer,
  isRegistry,
  isDrawnWith,
  isStorablePage,
  keptCopyOf,
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
/** The registry the worker last followed (fetched its versions, redrew kept pages). */
const FOLLOWED_REGISTRY_URL = '/__stride-sw/registry';
const SERVED_REGISTRY_URL = '/__stride-sw/served-registry';

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
 * Fetches every kept page again. After a release (`dropUnreachable`) one that cannot be fetched now is dropped:
 * offline it would name versions no longer kept. After a change of look one that cannot be fetched (offline, a
 * server error) stays as it was. One the server no longer has is dropped either way, and a redrawn page drawn
 * with versions not followed yet has them followed.
 */
async function refreshPages(except: string | null, dropUnreachable: boolean): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  for (const request of await cache.keys()) {
    if (request.url === except) continue;
    const response = await fetch(request.url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }).catch(
      () => null,
    );
    const registry = response && isStorablePage(response) ? registryFromHtml(await response.clone().text()) : null;
    if (response && registry) {
      await cache.put(request.url, response);
      await pageExpiration.updateTimestamp(request.url);
      if (!dropUnreachable) void followRegistry(registry, null);
    } else if (dropUnreachable || response?.status === 404) {
      await cache.delete(request);
    }
  }
}

/** The versions the server last said it serves this device; kept in memory while the worker runs. */
let servedKey: Promise<string | null> | null = null;

function servedRegistryKey(): Promise<string | null> {
  servedKey ??= caches
    .match(SERVED_REGISTRY_URL, { cacheName: CACHE_NAMES.offline })
    .then((response) => response?.text() ?? null);
  return servedKey;
}

/** Noted as soon as the network says it: from then on no kept page drawn with other versions is answered. */
async function noteServedRegistry(registry: RemoteRegistry): Promise<void> {
  const key = registryKey(registry);
  servedKey = Promise.resolve(key);
  await (await caches.open(CACHE_NAMES.offline)).put(SERVED_REGISTRY_URL, new Response(key));
}

let following: Promise<void> = Promise.resolve();

/**
 * Follows the registry this device is served (from a page's boot data or GET /api/remotes): its versions are
 * fetched ahead, kept pages are redrawn with it, and every other version is dropped. One change at a time.
 */
function followRegistry(registry: RemoteRegistry, freshPage: string | null): Promise<void> {
  const noted = noteServedRegistry(registry);
  following = following.then(async () => {
    await noted;
    const offline = await caches.open(CACHE_NAMES.offline);
    const key = registryKey(registry);
    const known = await offline.match(FOLLOWED_REGISTRY_URL).then((response) => response?.text() ?? null);
    if (known === key) return;
    await precacheRemotes(registry);
    await refreshPages(freshPage, true);
    await dropOtherVersions(registry);
    await offline.put(FOLLOWED_REGISTRY_URL, new Response(key));
    // The app's look may have changed with it; the offline page follows.
    await storeOfflinePage().catch(() => undefined);
  });
  following = following.catch(() => undefined);
  return following;
}

let redrawQueued = false;

/**
 * Kept pages drawn again after the page said the device's look changed, after any registry change under way;
 * several picks before it starts make one redraw.
 */
function redrawKeptPages(): Promise<void> {
  if (redrawQueued) return following;
  redrawQueued = true;
  following = following
    .then(() => {
      redrawQueued = false;
      return refreshPages(null, false);
    })
    .catch(() => undefined);
  return following;
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === REDRAW_KEPT_PAGES) event.waitUntil(redrawKeptPages());
});

const pageExpiration = new CacheExpiration(CACHE_NAMES.pages, { maxEntries: MAX_PAGES });

/**
 * Keeps a page the network answered (one with boot data), and follows the registry it was drawn with; forgets
 * one the server no longer has.
 */
async function keepPage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  if (response.status === 404) await cache.delete(key);
  if (!isStorablePage(response)) return;
  const registry = registryFromHtml(await response.clone().text());
  if (!registry) return;
  // Before the copy is stored: a reload right after a release must not be answered with a copy drawn before it.
  await noteServedRegistry(registry);
  await cache.put(key, response);
  await pageExpiration.updateTimestamp(key);
  await pageExpiration.expireEntries();
  await followRegistry(registry, key);
}

/** The kept copy of a page, when it was drawn with the versions the server serves now (as last heard). */
async function currentKeptPage(key: string): Promise<Response | null> {
  const kept = await caches.match(key, { cacheName: CACHE_NAMES.pages });
  if (!kept) return null;
  const html = await kept.text();
  if (!isDrawnWith(html, await servedRegistryKey())) return null;
  const headers = new Headers(kept.headers);
  // The cache holds the decoded body.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(keptCopyOf(html), { status: 200, headers });
}

/**
 * A page seen before opens from its kept copy at once (the shell confirms its versions with the server before
 * running them) while the network's answer replaces the copy for next time; a page never seen, or one drawn with
 * versions the server no longer serves, comes from the network. Offline, the page as last seen, else the offline
 * page.
 */
async function answerNavigation(event: FetchEvent): Promise<Response> {
  const key = pageCacheKey(event.request.url);
  // The browser started this request while the worker was starting (navigation preload): no wait for it.
  const fromNetwork = Promise.resolve(event.preloadResponse as Promise<Response | undefined>).then(
    (preloaded) => preloaded ?? fetch(event.request),
  );
  // Settled below whichever way the page is answered; not an unhandled rejection meanwhile.
  fromNetwork.catch(() => undefined);
  const kept = key ? await currentKeptPage(key).catch(() => null) : null;
  if (key && kept) {
    event.waitUntil(fromNetwork.then((response) => keepPage(key, response)).catch(() => undefined));
    return kept;
  }
  try {
    const response = await fromNetwork;
    if (key) event.waitUntil(keepPage(key, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const stale = key ? await caches.match(key, { cacheName: CACHE_NAMES.pages }) : undefined;
    if (stale) return stale;
    const offline = await caches.match(OFFLINE_PAGE_URL, { cacheName: CACHE_NAMES.offline });
    if (offline) return offline;
    throw error;
  }
}

/** The registry passes through: noted before the page that asked reads it, then followed. */
async function answerRegistry(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  if (response.ok) {
    const registry: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (isRegistry(registry)) {
      await noteServedRegistry(registry).catch(() => undefined);
      event.waitUntil(followRegistry(registry, null));
    }
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
 * The page that installed the worker loaded before it: it is kept, and the registry it was drawn with followed,
 * so the versions it runs are cached from the first visit.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const key = pageCacheKey(client.url);
    if (!key || routeOf({ url: client.url, method: 'GET', mode: 'navigate' }, origin) !== 'navigation') continue;
    await keepPage(key, await fetch(client.url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }));
  }
}

// With preload on, a page's request to the network does not wait for the worker to start.
async function enableNavigationPreload(): Promise<void> {
  await self.registration.navigationPreload?.enable();
}

// While installing, pages go to the network; the open ones are kept then, not on activation, which would hold back
// every request the worker should answer until the versions are fetched.
self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([storeOfflinePage(), keepOpenPages().catch(() => undefined)])),
);
self.addEventListener('activate', (event) => event.waitUntil(enableNavigationPreload().catch(() => undefined)));

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

/** The app's icon from its manifest (icon URLs change with the logo): none rather than no notification. */
async function appIcon(): Promise<string | null> {
  const manifest: unknown = await fetch(MANIFEST_URL)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  return notificationIconOf(manifest);
}

async function showPush(event: PushEvent): Promise<void> {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // Not JSON: not one of the API's pushes (PushPayload).
  }
  const shown = notificationOf(payload, origin, await appIcon());
  if (shown) await self.registration.showNotification(shown.title, shown.options);
}

// A push the API sent (reminders, messages, blasts): always shown, as userVisibleOnly promised the browser.
self.addEventListener('push', (event) => event.waitUntil(showPush(event)));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openNotificationTarget(self.clients, typeof url === 'string' ? url : '/', origin));
});
