import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { copyReleaseFiles, REMOTE_ENTRY_FILE } from './releaseFiles';
import { recordRelease, stableVersionOf } from './registryService';

export interface BuiltRemoteRelease {
  remote: RemoteName;
  version: string;
}

/**
 * Start-up step: every remote that is built (`<repoRoot>/<remote>/dist/remoteEntry.js`) but has no
 * stable version yet is released and becomes stable, so `npm start` on a fresh data dir serves the
 * app. Remotes that already have a stable version are left to the operator's CLI.
 */
export async function releaseBuiltRemotes(options: {
  db: AppDatabase;
  dataDir: string;
  repoRoot: string;
}): Promise<BuiltRemoteRelease[]> {
  const released: BuiltRemoteRelease[] = [];
  for (const remote of REMOTE_NAMES) {
    const buildDir = path.join(options.repoRoot, remote, 'dist');
    const entry = await stat(path.join(buildDir, REMOTE_ENTRY_FILE)).catch(() => null);
    if (!entry?.isFile()) continue;
    if ((await stableVersionOf(options.db, remote)) !== null) continue;
    const { version } = await copyReleaseFiles({ dataDir: options.dataDir, remote, buildDir });
    const recorded = await recordRelease(options.db, { remote, version });
    if (recorded.becameStable) released.push({ remote, version });
  }
  return released;
}
