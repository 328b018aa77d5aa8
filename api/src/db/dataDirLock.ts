import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another live process holds the embedded database (PGlite allows one process per data folder). */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
  constructor(readonly pid: number) {
    super(`Database in DATA_DIR is in use by process ${pid}`);
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `lockFile` for this process by creating it exclusively with our pid. A lock left by a
 * process that is no longer running (crash, kill -9) is taken over.
 */
export function acquireDataDirLock(lockFile: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return {
        release() {
          if (readPid(lockFile) === process.pid) unlinkSync(lockFile);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockFile);
    if (holder !== null && isAlive(holder)) throw new DatabaseInUseError(holder);
    try {
      unlinkSync(lockFile);
    } catch (error) {
      // Another process removed the stale lock first; try to create ours again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const holder = readPid(lockFile);
  throw new DatabaseInUseError(holder ?? 0);
}
