import {
  API_BASE,
  BOOT_ELEMENT_ID,
  HEADERS,
  LOCAL_BASE_HOST,
  appSlugFromHost,
  isRemoteName,
  type BootData,
  type GlobalConfig,
  type PageData,
  type RemoteRegistry,
} from '@stride/shared';
import { resolveDeviceId } from './resolveDeviceId';

export type BootState = { status: 'ready'; boot: BootData } | { status: 'failed'; message: string };

export interface ReadBootDataOptions {
  document?: Document;
  fetch?: typeof fetch;
  hostname?: string;
}

/**
 * Boot data as the API inlined it into index.html, else fetched from /api/config and /api/remotes.
 * Never rejects: a failure becomes a state the shell shows, with the reason.
 */
export async function readBootData(options: ReadBootDataOptions = {}): Promise<BootState> {
  const doc = options.document ?? document;
  try {
    const element = doc.getElementById(BOOT_ELEMENT_ID);
    if (element) return { status: 'ready', boot: parseBootData(element.textContent ?? '') };
    return { status: 'ready', boot: await fetchBootData(options) };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

function parseBootData(text: string): BootData {
  const raw: unknown = JSON.parse(text);
  if (typeof raw !== 'object' || raw === null) throw new Error('Boot data is not an object');
  const data = raw as Record<string, unknown>;
  const deviceId = resolveDeviceId(typeof data.deviceId === 'string' ? data.deviceId : null);
  return {
    apiBase: typeof data.apiBase === 'string' && data.apiBase ? data.apiBase : API_BASE,
    deviceId,
    registry: parseRegistry(data.registry),
    config: parseConfig(data.config),
    page: parsePage(data.page),
    keptCopy: data.keptCopy === true,
  };
}

async function fetchBootData(options: ReadBootDataOptions): Promise<BootData> {
  const doFetch = options.fetch ?? fetch;
  const deviceId = resolveDeviceId(null);
  // Only the development base host: the public host is known to the API, which inlines boot data for the
  // right app on every production page load; this fetch is the fallback when nothing was inlined.
  const slug = appSlugFromHost(options.hostname ?? window.location.hostname, [LOCAL_BASE_HOST]);
  const headers: Record<string, string> = { accept: 'application/json', [HEADERS.deviceId]: deviceId };
  if (slug) headers[HEADERS.appSlug] = slug;
  const getJson = async (path: string): Promise<unknown> => {
    const response = await doFetch(`${API_BASE}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${API_BASE}${path} failed with status ${response.status}`);
    return response.json();
  };
  const [config, registry] = await Promise.all([getJson('/config'), getJson('/remotes')]);
  return { apiBase: API_BASE, deviceId, registry: parseRegistry(registry), config: parseConfig(config), page: null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Boot data comes from our own API, which builds it from the shared schemas. A structural check is enough
// to fail clearly, and keeps zod (the schemas) off a page's first load.
function parseRegistry(value: unknown): RemoteRegistry {
  const remotes = isRecord(value) ? value.remotes : undefined;
  if (!isRecord(remotes)) throw new Error('Invalid remote registry: remotes is missing');
  for (const [name, entry] of Object.entries(remotes)) {
    if (!isRemoteName(name)) throw new Error(`Invalid remote registry: unknown remote ${name}`);
    if (!isRecord(entry) || typeof entry.version !== 'string' || typeof entry.url !== 'string') {
      throw new Error(`Invalid remote registry at remotes.${name}: version and url are required`);
    }
  }
  return value as RemoteRegistry;
}

function parseConfig(value: unknown): GlobalConfig {
  if (!isRecord(value)) throw new Error('Invalid app config: not an object');
  for (const key of ['access', 'theme', 'app']) {
    if (!isRecord(value[key])) throw new Error(`Invalid app config at ${key}: missing`);
  }
  if (!Array.isArray(value.locales)) throw new Error('Invalid app config at locales: missing');
  if (!isRecord(value.navigation) || !Array.isArray(value.navigation.tabs)) {
    throw new Error('Invalid app config at navigation: missing');
  }
  return value as GlobalConfig;
}

/** The inlined page is an optimisation only: anything malformed is dropped and the content remote fetches it. */
function parsePage(value: unknown): BootData['page'] {
  if (typeof value !== 'object' || value === null) return null;
  const { path, data } = value as { path?: unknown; data?: unknown };
  if (typeof path !== 'string' || typeof data !== 'object' || data === null) return null;
  return { path, data: data as PageData };
}
