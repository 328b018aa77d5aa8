import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates DATA_DIR if needed and takes group and other permissions off it and everything under it
 * (directories 0700, files 0600): it holds every member's data, sessions and the operator token. Data dirs
 * written before the server set its umask, or by a process with a permissive one, are repaired here.
 * Symbolic links are left alone (chmod would follow them out of the data dir).
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}

function restrict(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  const allowed = stats.isDirectory() ? 0o700 : 0o600;
  const mode = stats.mode & 0o777;
  if ((mode & ~allowed) !== 0) chmodSync(target, mode & allowed);
  if (stats.isDirectory()) for (const name of readdirSync(target)) restrict(path.join(target, name));
}
