import { BOOT_ELEMENT_ID, REMOTE_ENTRY_MODULE, type RemoteLocation, type RemoteRegistry } from '@stride/shared';

/**
 * The service worker's decisions, as pure functions: which requests it answers and how, which remote files the
 * registry wants kept, and what it may store. serviceWorker.ts wires them to Workbox.
 */

export const CACHE_NAMES = {
  /** Released remote versions: immutable folders, answered from the cache first. */
  remotes: 'stride-remotes',
  /** The HTML of pages this device opened, for opening them again offline. */
  pages: 'stride-pages',
  /** Public API answers (page JSON, translations, access trees), for offline. */
  publicApi: 'stride-public-api',
  /** The offline page and the registry the worker last followed. */
  offline: 'stride-offline',
  icons: 'stride-icons',
} as const;

export const OFFLINE_PAGE_URL = '/offline.html';
/**
 * Sent by a page to its worker when what the server draws for this device changed (a colour-mode pick, kept in a
 * cookie): the kept pages are drawn again, so the next visit does not open in the old look.
 */
export const REDRAW_KEPT_PAGES = 'stride:redraw-kept-pages';

/** Spec §9: the static page data cache holds 250 paths. */
export const MAX_PUBLIC_API_ENTRIES = 250;
/** Pages kept for offline; each is refreshed when a release changes the registry. */
export const MAX_PAGES = 30;

export type RequestRoute = 'navigation' | 'remote' | 'registry' | 'public-api' | 'icon' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

/** Which strategy answers a request; the worker's own origin only (other origins go straight to the network). */
export function routeOf(request: RequestFacts, origin: string): RequestRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (remoteFileOf(url.href, origin)) return 'remote';
  if (url.pathname === '/api/remotes') return 'registry';
  // Page JSON (/api/__/<path>/index.json), its translations and access trees: what a page needs to draw.
  if (url.pathname.startsWith('/api/__')) return 'public-api';
  if (url.pathname.startsWith('/icons/')) return 'icon';
  return 'network';
}

/** `/remotes/<remote>/<version>/<file>` on this origin: the version folder it belongs to. */
export function remoteFileOf(href: string, origin: string): { folder: string } | null {
  const url = new URL(href);
  if (url.origin !== origin) return null;
  const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/./.exec(url.pathname);
  return match ? { folder: `/remotes/${match[1]}/${match[2]}/` } : null;
}

/** Every version a registry may load on this device: the served one and, for a canary, its stable fallback. */
export function registryLocations(registry: RemoteRegistry): RemoteLocation[] {
  return Object.values(registry.remotes).flatMap((entry) =>
    entry ? [{ version: entry.version, url: entry.url }, ...(entry.fallback ? [entry.fallback] : [])] : [],
  );
}

/** The version folders (on this origin) a registry wants kept; files of any other version are dropped. */
export function foldersToKeep(registry: RemoteRegistry, origin: string): Set<string> {
  const folders = new Set<string>();
  for (const location of registryLocations(registry)) {
    const file = remoteFileOf(new URL(location.url, origin).href, origin);
    if (file) folders.add(file.folder);
  }
  return folders;
}

/** Stands for a registry in one string: two registries that load the same versions are equal. */
export function registryKey(registry: RemoteRegistry): string {
  return registryLocations(registry)
    .map((location) => location.url)
    .sort()
    .join(' ');
}

interface FederationManifest {
  exposes?: { path?: string; assets?: Record<string, { sync?: string[]; async?: string[] } | undefined> }[];
}

/**
 * The files of one remote version the worker fetches ahead: its entry and every script and stylesheet its exposed
 * modules load, now or later (lazy views, strings), as listed in its mf-manifest.json. Shared modules are left
 * out: the shell provides them, so a remote's own copies never load.
 */
export function remoteFilesToPrecache(entryUrl: string, manifest: unknown): string[] {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const files = new Set<string>([entryUrl]);
  const exposes = (manifest as FederationManifest | null)?.exposes ?? [];
  for (const expose of exposes) {
    if (expose.path !== REMOTE_ENTRY_MODULE) continue;
    for (const kind of Object.values(expose.assets ?? {})) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) {
        if (/^[\w.-]+\.(js|css)$/.test(file)) files.add(`${base}${file}`);
      }
    }
  }
  return [...files];
}

/**
 * A kept page as the worker answers it before the network does: its boot data says so (the shell then confirms
 * the versions it names with the server before running any), and it preloads none of its remote files, which
 * only run once confirmed.
 */
export function keptCopyOf(html: string): string {
  return html
    .replace(new RegExp(`(<script id="${BOOT_ELEMENT_ID}" type="application/json">\\s*\\{)`), '$1"keptCopy":true,')
    .replace(/<link\b[^>]*\brel="?preload"?[^>]*\bhref="?[^"\s>]*\/remotes\/[^>]*>/g, '');
}

/** Whether a kept page was drawn with the versions the server last said it serves this device. */
export function isDrawnWith(html: string, servedRegistryKey: string | null): boolean {
  const registry = registryFromHtml(html);
  return registry !== null && servedRegistryKey !== null && registryKey(registry) === servedRegistryKey;
}

/** The registry inlined into a page's HTML (the boot data the API wrote for this device), or null. */
export function registryFromHtml(html: string): RemoteRegistry | null {
  const match = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) return null;
  try {
    const registry = (JSON.parse(match[1]) as { registry?: unknown }).registry;
    return isRegistry(registry) ? registry : null;
  } catch {
    return null;
  }
}

export function isRegistry(value: unknown): value is RemoteRegistry {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  return typeof remotes === 'object' && remotes !== null;
}

/**
 * Where a page's HTML is kept: its path, without the query. A sign-in link's query carries a session, which is
 * never written to storage; the page builder's preview is another document (its own framing rules) and not kept.
 */
export function pageCacheKey(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.has('page-builder')) return null;
  return `${url.origin}${url.pathname}`;
}

/**
 * A public API answer is kept under its address without the `ts` cache-buster the client adds (the minute it
 * asked): offline, a page's JSON asked for in a later minute is still found, and one copy is kept per address.
 */
export function publicApiCacheKey(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('ts');
  return url.href;
}

/** Only answers the API marked public (the same for everyone) are stored: a member's own answers never are. */
export function isPublicAnswer(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return /(^|[\s,])public([\s,]|$)/.test(cacheControl) && !/no-store|private/.test(cacheControl);
}

/** A page worth keeping for offline: a full HTML page the server drew (not an error page, not a redirect). */
export function isStorablePage(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}
