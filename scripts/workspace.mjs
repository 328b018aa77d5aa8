// Where the front-end builds (the shell and every remote) live, and whether each is built. Used by start, build and test.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The shell, then the remotes: the root package.json's `mfe-*` workspaces. */
export const BUILDS = [
  'shell',
  ...JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces.filter((name) =>
    name.startsWith('mfe-'),
  ),
];

/** The file whose presence means a build is done (an entry without a content hash). */
export function builtMarker(name) {
  return join(repoRoot, name, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js');
}

export function missingBuilds() {
  return BUILDS.filter((name) => !existsSync(builtMarker(name)));
}

/** The demo's pictures, drawn at build time (api/src/content/demo); seeded content points at them. */
export const DEMO_IMAGES_DIR = join(repoRoot, 'api', 'dist', 'demo-images');
