import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DatabaseInUseError } from './dataDirLock';
import { openDatabase } from './openDatabase';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stride-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data-dir lock', () => {
  it('writes our pid and removes the file on release', () => {
    const file = path.join(dir, 'db.lock');
    const lock = acquireDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first process lives, naming its pid', () => {
    const file = path.join(dir, 'db.lock');
    const lock = acquireDataDirLock(file);
    expect(() => acquireDataDirLock(file)).toThrow(new DatabaseInUseError(process.pid));
    expect(() => acquireDataDirLock(file)).toThrow(`Database in DATA_DIR is in use by process ${process.pid}`);
    lock.release();
  });

  it('takes over a stale lock left by a process that no longer runs', () => {
    const file = path.join(dir, 'db.lock');
    writeFileSync(file, String(deadPid()));
    const lock = acquireDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    const file = path.join(dir, 'db.lock');
    writeFileSync(file, 'not a pid');
    acquireDataDirLock(file).release();
    expect(existsSync(file)).toBe(false);
  });

  it('does not remove a lock another process took over', () => {
    const file = path.join(dir, 'db.lock');
    const lock = acquireDataDirLock(file);
    writeFileSync(file, '1');
    lock.release();
    expect(readFileSync(file, 'utf8')).toBe('1');
  });

  it('makes openDatabase fail with the clear message when DATA_DIR is in use', async () => {
    const holder = acquireDataDirLock(path.join(dir, 'db.lock'));
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `Database in DATA_DIR is in use by process ${process.pid}`,
      );
    } finally {
      holder.release();
    }
  });
});
