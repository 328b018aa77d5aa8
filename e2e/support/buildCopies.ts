import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E } from './e2eEnv';

/** A copy of a remote's production build; `tag` makes its content (and so its version id) distinct. */
export function copyBuild(remote: string, tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), `stride-${remote}-`));
  cpSync(join(E2E.repoRoot, remote, 'dist'), dir, { recursive: true });
  appendFileSync(join(dir, 'remoteEntry.js'), `\n/* ${tag} */\n`);
  return dir;
}

/** A copy whose remoteEntry.js throws when it is evaluated: a broken release. */
export function brokenBuild(remote: string, tag: string): string {
  const dir = copyBuild(remote, tag);
  const entry = join(dir, 'remoteEntry.js');
  writeFileSync(entry, `throw new Error('broken release ${tag}');\n${readFileSync(entry, 'utf8')}`);
  return dir;
}
