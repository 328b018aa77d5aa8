import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ENTRY_MODULE, type RemoteLocation, type RemoteName } from '@stride/shared';

interface FederationManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The JS files a remote's './entry' needs at once, as URLs beside its remoteEntry.js, read from the
 * mf-manifest.json its build wrote. A released version never changes, so each is read once. Preloading
 * them with the entry saves a round trip before first content.
 */
export function createExposedEntryAssets(remotesDir: string) {
  const byVersion = new Map<string, Promise<string[]>>();
  return async (remote: RemoteName, location: RemoteLocation): Promise<string[]> => {
    const key = `${remote}@${location.version}`;
    let files = byVersion.get(key);
    if (!files) {
      files = readEntryFiles(path.join(remotesDir, remote, location.version, 'mf-manifest.json'));
      byVersion.set(key, files);
    }
    const base = location.url.slice(0, location.url.lastIndexOf('/') + 1);
    return (await files).map((file) => `${base}${file}`);
  };
}

async function readEntryFiles(manifestFile: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as FederationManifest;
    const entry = manifest.exposes?.find((expose) => expose.path === REMOTE_ENTRY_MODULE);
    return (entry?.assets?.js?.sync ?? []).filter((file) => /^[\w.-]+\.js$/.test(file));
  } catch {
    // A build without a manifest still loads; it only misses the preload.
    return [];
  }
}
