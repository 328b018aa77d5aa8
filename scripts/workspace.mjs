// Where the seven front-end builds live, and whether each is built. Used by start, build and test.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export const BUILDS = [
  'shell',
  'mfe-content',
  'mfe-auth',
  'mfe-checkout',
  'mfe-messaging',
  'mfe-schedule',
  'mfe-account',
];

/** The file whose presence means a build is done (an entry without a content hash). */
export function builtMarker(name) {
  return join(repoRoot, name, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js');
}

export function missingBuilds() {
  return BUILDS.filter((name) => !existsSync(builtMarker(name)));
}
