import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@stride/shared';

/** The file every remote build must contain; the registry points at it. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Hex characters of the content hash kept as the version id. */
const VERSION_LENGTH = 12;
/** What a version id may look like: a content hash, or anything safe as one URL path segment. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A build directory that cannot be released (missing, empty, no remoteEntry.js). */
export class ReleaseFilesError extends Error {
  override readonly name = 'ReleaseFilesError';
}

/** `${dataDir}/remotes/<remote>/<version>`: the immutable folder the API serves at /remotes/<remote>/<version>/. */
export function releaseDir(dataDir: string, remote: RemoteName, version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new ReleaseFilesError(`Invalid version id "${version}"`);
  return path.join(dataDir, 'remotes', remote, version);
}

/** Relative paths (with "/" separators, sorted) of every regular file under a directory. */
async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
      else throw new ReleaseFilesError(`Build contains "${child}", which is neither a file nor a folder`);
    }
  }
  await walk('');
  // Compare by code unit, not locale, so the hash is the same on every machine.
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function assertBuildDir(buildDir: string): Promise<void> {
  const info = await stat(buildDir).catch(() => null);
  if (!info?.isDirectory()) throw new ReleaseFilesError(`Build folder ${buildDir} does not exist`);
  const entry = await stat(path.join(buildDir, REMOTE_ENTRY_FILE)).catch(() => null);
  if (!entry?.isFile()) {
    throw new ReleaseFilesError(`Build folder ${buildDir} has no ${REMOTE_ENTRY_FILE}; build the remote first`);
  }
}

/**
 * The version id of a build: sha256 over every file's relative path and bytes, in sorted path order,
 * first 12 hex characters. The same build always gets the same id; any changed byte or file a new one.
 */
export async function computeBuildVersion(buildDir: string): Promise<string> {
  await assertBuildDir(buildDir);
  const hash = createHash('sha256');
  for (const file of await listFiles(buildDir)) {
    const bytes = await readFile(path.join(buildDir, file));
    // Length prefixes keep ("a", "bc") and ("ab", "c") from hashing alike.
    hash.update(`${Buffer.byteLength(file)}:${file}\0${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, VERSION_LENGTH);
}

export async function releaseDirExists(dataDir: string, remote: RemoteName, version: string): Promise<boolean> {
  try {
    await access(path.join(releaseDir(dataDir, remote, version), REMOTE_ENTRY_FILE), fsConstants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export interface CopiedRelease {
  version: string;
  dir: string;
  /** True when this exact build was already in place: nothing was copied. */
  alreadyReleased: boolean;
}

/**
 * Copies a build into its versioned folder. The copy goes to a temporary folder beside the target
 * and is renamed into place, so the API never serves a half-copied version. An existing version
 * folder is never touched: released versions are immutable.
 */
export async function copyReleaseFiles(options: {
  dataDir: string;
  remote: RemoteName;
  buildDir: string;
}): Promise<CopiedRelease> {
  const version = await computeBuildVersion(options.buildDir);
  const dir = releaseDir(options.dataDir, options.remote, version);
  if (await stat(dir).catch(() => null)) return { version, dir, alreadyReleased: true };

  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.${version}.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await cp(options.buildDir, temp, { recursive: true, errorOnExist: true, force: false });
    // The build must not change while it is copied, or the folder would not match its version id.
    const copiedVersion = await computeBuildVersion(temp);
    if (copiedVersion !== version) {
      throw new ReleaseFilesError(`Build folder ${options.buildDir} changed while it was being released; try again`);
    }
    await rename(temp, dir);
    return { version, dir, alreadyReleased: false };
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Another release of the same build won the race: the folder it made holds the same bytes.
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await stat(dir).catch(() => null))) {
      return { version, dir, alreadyReleased: true };
    }
    throw error;
  }
}
