import {
  API_BASE,
  BOOT_ELEMENT_ID,
  HEADERS,
  globalConfigSchema,
  remoteRegistrySchema,
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

/** `<slug>.localhost` selects an app in development; any other host is resolved by the API. */
export function appSlugFromHost(hostname: string): string | null {
  const match = /^([a-z0-9-]+)\.localhost$/i.exec(hostname);
  return match ? match[1]!.toLowerCase() : null;
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
  };
}

async function fetchBootData(options: ReadBootDataOptions): Promise<BootData> {
  const doFetch = options.fetch ?? fetch;
  const deviceId = resolveDeviceId(null);
  const slug = appSlugFromHost(options.hostname ?? window.location.hostname);
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

function parseRegistry(value: unknown): RemoteRegistry {
  const parsed = remoteRegistrySchema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid remote registry: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data;
}

function parseConfig(value: unknown): GlobalConfig {
  const parsed = globalConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid app config at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown'}`);
  }
  // The schema checks each brand colour it is given; the type promises all of them, which the API always sends.
  return parsed.data as GlobalConfig;
}

/** The inlined page is an optimisation only: anything malformed is dropped and the content remote fetches it. */
function parsePage(value: unknown): BootData['page'] {
  if (typeof value !== 'object' || value === null) return null;
  const { path, data } = value as { path?: unknown; data?: unknown };
  if (typeof path !== 'string' || typeof data !== 'object' || data === null) return null;
  return { path, data: data as PageData };
}
