import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeBuildVersion, copyReleaseFiles, releaseDir, releaseDirExists, ReleaseFilesError } from './releaseFiles';

let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'stride-release-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function writeBuild(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(work, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

describe('computeBuildVersion', () => {
  it('gives the same 12-hex version for the same files wherever they are', async () => {
    const files = { 'remoteEntry.js': 'entry()', 'chunks/a.js': 'a', 'chunks/b.js': 'b' };
    const one = await computeBuildVersion(await writeBuild('one', files));
    const two = await computeBuildVersion(await writeBuild('two', files));
    expect(one).toMatch(/^[0-9a-f]{12}$/);
    expect(two).toBe(one);
  });

  it('gives a different version when a byte, a file name or a file changes', async () => {
    const base = await computeBuildVersion(await writeBuild('base', { 'remoteEntry.js': 'entry()', 'a.js': 'a' }));
    const changedByte = await computeBuildVersion(
      await writeBuild('byte', { 'remoteEntry.js': 'entry()', 'a.js': 'b' }),
    );
    const renamed = await computeBuildVersion(
      await writeBuild('renamed', { 'remoteEntry.js': 'entry()', 'b.js': 'a' }),
    );
    const added = await computeBuildVersion(
      await writeBuild('added', { 'remoteEntry.js': 'entry()', 'a.js': 'a', 'c.js': '' }),
    );
    expect(new Set([base, changedByte, renamed, added]).size).toBe(4);
  });

  it('does not confuse a file boundary with file content', async () => {
    const one = await computeBuildVersion(await writeBuild('one', { 'remoteEntry.js': 'x', a: 'bc' }));
    const two = await computeBuildVersion(await writeBuild('two', { 'remoteEntry.js': 'x', ab: 'c' }));
    expect(one).not.toBe(two);
  });

  it('rejects a folder without remoteEntry.js with a clear error', async () => {
    const dir = await writeBuild('nope', { 'main.js': 'x' });
    await expect(computeBuildVersion(dir)).rejects.toThrow(ReleaseFilesError);
    await expect(computeBuildVersion(dir)).rejects.toThrow(/has no remoteEntry\.js/);
  });

  it('rejects a folder that does not exist', async () => {
    await expect(computeBuildVersion(path.join(work, 'missing'))).rejects.toThrow(/does not exist/);
  });
});

describe('copyReleaseFiles', () => {
  it('copies the build into dataDir/remotes/<remote>/<version> and leaves no temporary folder', async () => {
    const dataDir = path.join(work, 'data');
    const buildDir = await writeBuild('build', { 'remoteEntry.js': 'entry()', 'chunks/a.js': 'a' });
    const result = await copyReleaseFiles({ dataDir, remote: 'mfe-content', buildDir });
    expect(result.alreadyReleased).toBe(false);
    expect(result.dir).toBe(path.join(dataDir, 'remotes', 'mfe-content', result.version));
    expect(await readFile(path.join(result.dir, 'chunks/a.js'), 'utf8')).toBe('a');
    expect(await readdir(path.join(dataDir, 'remotes', 'mfe-content'))).toEqual([result.version]);
    expect(await releaseDirExists(dataDir, 'mfe-content', result.version)).toBe(true);
    expect(await releaseDirExists(dataDir, 'mfe-auth', result.version)).toBe(false);
  });

  it('never overwrites a released version: the same build again is a no-op', async () => {
    const dataDir = path.join(work, 'data');
    const buildDir = await writeBuild('build', { 'remoteEntry.js': 'entry()' });
    const first = await copyReleaseFiles({ dataDir, remote: 'mfe-auth', buildDir });
    // Tamper with the released copy: a second release must not "repair" or replace it.
    await writeFile(path.join(first.dir, 'marker.txt'), 'kept');
    const second = await copyReleaseFiles({ dataDir, remote: 'mfe-auth', buildDir });
    expect(second).toEqual({ version: first.version, dir: first.dir, alreadyReleased: true });
    expect(await readFile(path.join(first.dir, 'marker.txt'), 'utf8')).toBe('kept');
  });

  it('puts a changed build in a new folder beside the old one', async () => {
    const dataDir = path.join(work, 'data');
    const first = await copyReleaseFiles({
      dataDir,
      remote: 'mfe-auth',
      buildDir: await writeBuild('v1', { 'remoteEntry.js': 'one' }),
    });
    const second = await copyReleaseFiles({
      dataDir,
      remote: 'mfe-auth',
      buildDir: await writeBuild('v2', { 'remoteEntry.js': 'two' }),
    });
    expect(second.version).not.toBe(first.version);
    expect(await readFile(path.join(first.dir, 'remoteEntry.js'), 'utf8')).toBe('one');
    expect(await readFile(path.join(second.dir, 'remoteEntry.js'), 'utf8')).toBe('two');
  });

  it('survives two concurrent releases of the same build', async () => {
    const dataDir = path.join(work, 'data');
    const buildDir = await writeBuild('build', { 'remoteEntry.js': 'entry()', 'a.js': 'a'.repeat(10_000) });
    const results = await Promise.all([
      copyReleaseFiles({ dataDir, remote: 'mfe-content', buildDir }),
      copyReleaseFiles({ dataDir, remote: 'mfe-content', buildDir }),
    ]);
    expect(results[0]?.version).toBe(results[1]?.version);
    expect(await readdir(path.join(dataDir, 'remotes', 'mfe-content'))).toEqual([results[0]?.version]);
  });
});

describe('releaseDir', () => {
  it('refuses a version that is not one safe path segment', () => {
    expect(() => releaseDir('/data', 'mfe-content', '../etc')).toThrow(ReleaseFilesError);
    expect(() => releaseDir('/data', 'mfe-content', 'a/b')).toThrow(ReleaseFilesError);
  });
});
