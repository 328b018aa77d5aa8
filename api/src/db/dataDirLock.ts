import { readFileSync, unlinkSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { createFileExclusive } from './createFileExclusive';
import { processStartTime } from './processStartTime';

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

/** What a lock file holds: the holder's pid and when that process started (ms since the epoch). */
export interface LockRecord {
  pid: number;
  startedAt: number;
}

/**
 * Computed once, so every lock this process writes carries the same value; read the way other processes' start
 * times are read (see liveHolder), so the two compare like for like.
 */
const PROCESS_STARTED_AT = Math.round(processStartTime(process.pid) ?? Date.now() - process.uptime() * 1000);

/** How far a holder's recorded start may be from the one the system reports: the boot time is rounded to seconds. */
const START_TIME_TOLERANCE_MS = 3_000;

/** The record this process writes. */
export function ownLockRecord(): LockRecord {
  return { pid: process.pid, startedAt: PROCESS_STARTED_AT };
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

function parseRecord(text: string): LockRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, startedAt } = value as Partial<Record<keyof LockRecord, unknown>>;
    if (!Number.isInteger(pid) || (pid as number) <= 0 || typeof startedAt !== 'number') return null;
    return { pid: pid as number, startedAt };
  } catch {
    return null;
  }
}

/** The file's text, or null when it does not exist (any more). */
async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The live holder of a lock file's record, or null when the lock is stale: unreadable, left by a
 * process that no longer runs, or naming a pid that now belongs to a process started at another time
 * (a restarted container or machine hands out the same pids again). Where the system does not tell
 * other processes' start times (no /proc), a live foreign pid counts as the holder.
 */
function liveHolder(text: string): LockRecord | null {
  const record = parseRecord(text);
  if (record === null || !isAlive(record.pid)) return null;
  if (record.pid === process.pid) return record.startedAt === PROCESS_STARTED_AT ? record : null;
  const started = processStartTime(record.pid);
  if (started !== null && Math.abs(started - record.startedAt) > START_TIME_TOLERANCE_MS) return null;
  return record;
}

async function removeIfUnchanged(file: string, text: string): Promise<void> {
  if ((await readText(file)) !== text) return;
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Replaces the stale lock whose text was `staleText`, or throws DatabaseInUseError when another
 * process holds the lock by now. Only the process that creates the `.takeover` guard may remove the
 * stale lock: two processes that both saw it stale would otherwise both delete and both create,
 * the second deleting the first's fresh lock, and both would open the database.
 */
async function takeOver(lockFile: string, staleText: string, ownText: string): Promise<boolean> {
  const guard = `${lockFile}.takeover`;
  if (!(await createFileExclusive(guard, ownText))) {
    const guardText = await readText(guard);
    const taker = guardText === null ? null : liveHolder(guardText);
    if (taker) throw new DatabaseInUseError(taker.pid);
    // A guard left by a process that died while taking over: clear it and let the caller retry.
    if (guardText !== null) await removeIfUnchanged(guard, guardText);
    return false;
  }
  try {
    const current = await readText(lockFile);
    if (current !== null && current !== staleText) {
      const holder = liveHolder(current);
      if (holder) throw new DatabaseInUseError(holder.pid);
    }
    if (current !== null) await unlink(lockFile);
    if (await createFileExclusive(lockFile, ownText)) return true;
    const holder = liveHolder((await readText(lockFile)) ?? '');
    throw new DatabaseInUseError(holder?.pid ?? 0);
  } finally {
    await removeIfUnchanged(guard, ownText);
  }
}

/**
 * Takes `lockFile` for this process: creates it holding our pid and start time, or takes over a
 * stale lock (see liveHolder). A live holder, or another process winning a takeover race, is a
 * DatabaseInUseError naming the holder's pid.
 */
export async function acquireDataDirLock(lockFile: string): Promise<DataDirLock> {
  const ownText = JSON.stringify(ownLockRecord());
  let acquired = await createFileExclusive(lockFile, ownText);
  // A second round only after clearing a guard left by a crashed process.
  for (let round = 0; !acquired && round < 2; round += 1) {
    const existing = await readText(lockFile);
    if (existing === null) {
      acquired = await createFileExclusive(lockFile, ownText);
      continue;
    }
    const holder = liveHolder(existing);
    if (holder) throw new DatabaseInUseError(holder.pid);
    acquired = await takeOver(lockFile, existing, ownText);
  }
  if (!acquired) throw new DatabaseInUseError(parseRecord((await readText(lockFile)) ?? '')?.pid ?? 0);

  let released = false;
  return {
    // Synchronous, so it also runs from an exit path; a lock another process has since taken stays.
    release() {
      if (released) return;
      released = true;
      try {
        if (readFileSync(lockFile, 'utf8') === ownText) unlinkSync(lockFile);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
