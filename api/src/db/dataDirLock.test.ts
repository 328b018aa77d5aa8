import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DatabaseInUseError, ownLockRecord, type DataDirLock } from './dataDirLock';
import { openDatabase } from './openDatabase';
import { processStartTime } from './processStartTime';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof fsPromises>('node:fs/promises');
  return { ...actual, unlink: jest.fn(actual.unlink) };
});

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stride-lock-'));
  file = path.join(dir, 'db.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(pid: number, startedAt: number): void {
  writeFileSync(file, JSON.stringify({ pid, startedAt }));
}

const lockOnDisk = () => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('the data-dir lock', () => {
  it('writes our pid and start time, and removes the file on release', async () => {
    const lock = await acquireDataDirLock(file);
    expect(lockOnDisk()).toEqual({ pid: process.pid, startedAt: expect.any(Number) });
    expect(Math.abs(ownLockRecord().startedAt - (Date.now() - process.uptime() * 1000))).toBeLessThan(3000);
    lock.release();
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a second holder in this process while the first holds it, naming our pid', async () => {
    const lock = await acquireDataDirLock(file);
    await expect(acquireDataDirLock(file)).rejects.toThrow(new DatabaseInUseError(process.pid));
    await expect(acquireDataDirLock(file)).rejects.toThrow(`Database in DATA_DIR is in use by process ${process.pid}`);
    lock.release();
  });

  describe('held by another live process', () => {
    let sleeper: ChildProcess;
    beforeEach(() => {
      sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    });
    afterEach(() => {
      sleeper.kill();
    });

    it('is refused with the clear message naming that process', async () => {
      const pid = sleeper.pid!;
      writeLock(pid, processStartTime(pid) ?? Date.now());
      await expect(acquireDataDirLock(file)).rejects.toThrow(`Database in DATA_DIR is in use by process ${pid}`);
      expect(lockOnDisk()).toMatchObject({ pid });
    });

    it('is taken over when that pid now belongs to a process started long after the lock was written', async () => {
      const pid = sleeper.pid!;
      expect(processStartTime(pid)).toEqual(expect.any(Number));
      writeLock(pid, Date.now() - 3_600_000);
      const lock = await acquireDataDirLock(file);
      expect(lockOnDisk()).toEqual(ownLockRecord());
      lock.release();
    });
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    writeLock(deadPid(), Date.now() - 60_000);
    const lock = await acquireDataDirLock(file);
    expect(lockOnDisk()).toEqual(ownLockRecord());
    lock.release();
  });

  it('takes over a lock with our pid written by an earlier process (a restarted container reuses pids)', async () => {
    writeLock(process.pid, ownLockRecord().startedAt - 60_000);
    const lock = await acquireDataDirLock(file);
    expect(lockOnDisk()).toEqual(ownLockRecord());
    lock.release();
  });

  it('takes over a lock file with garbage in it', async () => {
    writeFileSync(file, 'not a lock');
    (await acquireDataDirLock(file)).release();
    expect(existsSync(file)).toBe(false);
  });

  it('lets exactly one of two racing takeovers of a stale lock win; the other gets the clear error', async () => {
    const gone = deadPid();
    for (let round = 0; round < 20; round += 1) {
      writeLock(gone, 1);
      const results = await Promise.allSettled([acquireDataDirLock(file), acquireDataDirLock(file)]);
      const won = results.filter((r): r is PromiseFulfilledResult<DataDirLock> => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost[0]?.reason).toEqual(new DatabaseInUseError(process.pid));
      expect(lockOnDisk()).toEqual(ownLockRecord());
      won[0]!.value.release();
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('lets only one process replace a stale lock even when the other is slow to remove it', async () => {
    // The interleaving a plain "unlink, then create" takeover loses: both racers read the stale lock,
    // the first replaces it, then the second removes the first's fresh lock and creates its own.
    const { unlink } = jest.requireActual<typeof fsPromises>('node:fs/promises');
    let lockRemovals = 0;
    jest.mocked(fsPromises.unlink).mockImplementation(async (target) => {
      if (target === file && ++lockRemovals > 1) {
        for (let waited = 0; waited < 500 && !existsSync(file); waited += 5) await new Promise((r) => setTimeout(r, 5));
      }
      return unlink(target);
    });
    try {
      writeLock(deadPid(), 1);
      const results = await Promise.allSettled([acquireDataDirLock(file), acquireDataDirLock(file)]);
      const won = results.filter((r): r is PromiseFulfilledResult<DataDirLock> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      won[0]!.value.release();
    } finally {
      jest.mocked(fsPromises.unlink).mockImplementation(unlink);
    }
  });

  it('clears a takeover guard left by a process that died mid-takeover', async () => {
    writeLock(deadPid(), 1);
    writeFileSync(`${file}.takeover`, JSON.stringify({ pid: deadPid(), startedAt: 1 }));
    const lock = await acquireDataDirLock(file);
    expect(lockOnDisk()).toEqual(ownLockRecord());
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('does not remove a lock another process took over', async () => {
    const lock = await acquireDataDirLock(file);
    writeLock(1, 1);
    lock.release();
    expect(lockOnDisk()).toEqual({ pid: 1, startedAt: 1 });
  });

  it('makes openDatabase fail with the clear message when DATA_DIR is in use', async () => {
    const holder = await acquireDataDirLock(file);
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `Database in DATA_DIR is in use by process ${process.pid}`,
      );
    } finally {
      holder.release();
    }
  });
});
