import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ENTRY_MODULE, type RemoteLocation, type RemoteName } from '@stride/shared';

interface FederationManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The JS files a remote's './entry' needs at once, as URLs beside its remoteEntry.js, read from the
 * mf-manifest.json its build wrote. A released version never changes, so a manifest read once is
 * kept; one that could not be read (not copied yet, half written) is tried again on the next call.
 * Preloading the files with the entry saves a round trip before first content.
 */
export function createExposedEntryAssets(remotesDir: string) {
  const byVersion = new Map<string, Promise<string[] | null>>();
  return async (remote: RemoteName, location: RemoteLocation): Promise<string[]> => {
    const key = `${remote}@${location.version}`;
    let files = byVersion.get(key);
    if (!files) {
      // Kept while it runs, so concurrent page loads share one read; forgotten if it fails.
      files = readEntryFiles(path.join(remotesDir, remote, location.version, 'mf-manifest.json')).then((read) => {
        if (read === null) byVersion.delete(key);
        return read;
      });
      byVersion.set(key, files);
    }
    const base = location.url.slice(0, location.url.lastIndexOf('/') + 1);
    // Without a manifest the remote still loads; it only misses the preload.
    return ((await files) ?? []).map((file) => `${base}${file}`);
  };
}

/** The sync JS of './entry', or null when the manifest cannot be read or parsed. */
async function readEntryFiles(manifestFile: string): Promise<string[] | null> {
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as FederationManifest;
    const entry = manifest.exposes?.find((expose) => expose.path === REMOTE_ENTRY_MODULE);
    return (entry?.assets?.js?.sync ?? []).filter((file) => /^[\w.-]+\.js$/.test(file));
  } catch {
    return null;
  }
}
