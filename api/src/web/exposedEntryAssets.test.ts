import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createExposedEntryAssets } from './exposedEntryAssets';

async function remotesDirWith(manifest: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stride-assets-'));
  await mkdir(path.join(dir, 'mfe-content', 'v1'), { recursive: true });
  await writeFile(path.join(dir, 'mfe-content', 'v1', 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('exposed entry assets', () => {
  it("lists the sync JS of './entry' beside the remote's entry URL, wherever it is served", async () => {
    const dir = await remotesDirWith({
      exposes: [
        { path: './other', assets: { js: { sync: ['other.js'] } } },
        { path: './entry', assets: { js: { sync: ['__federation_expose_entry.abc.js'], async: ['later.js'] } } },
      ],
    });
    const assets = createExposedEntryAssets(dir);
    expect(await assets('mfe-content', { version: 'v1', url: '/remotes/mfe-content/v1/remoteEntry.js' })).toEqual([
      '/remotes/mfe-content/v1/__federation_expose_entry.abc.js',
    ]);
    expect(await assets('mfe-content', { version: 'v1', url: 'https://cdn.test/c/v1/remoteEntry.js' })).toEqual([
      'https://cdn.test/c/v1/__federation_expose_entry.abc.js',
    ]);
  });

  it('lists nothing for a build without a manifest, and ignores file names that are not plain', async () => {
    const dir = await remotesDirWith({
      exposes: [{ path: './entry', assets: { js: { sync: ['../x.js', 'ok.js'] } } }],
    });
    const assets = createExposedEntryAssets(dir);
    expect(await assets('mfe-content', { version: 'v1', url: '/r/v1/remoteEntry.js' })).toEqual(['/r/v1/ok.js']);
    expect(await assets('mfe-content', { version: 'v2', url: '/r/v2/remoteEntry.js' })).toEqual([]);
  });

  it('reads a manifest again after a failed read, so one copied later is used', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stride-assets-'));
    const versionDir = path.join(dir, 'mfe-content', 'v3');
    const location = { version: 'v3', url: '/remotes/mfe-content/v3/remoteEntry.js' };
    const assets = createExposedEntryAssets(dir);
    expect(await assets('mfe-content', location)).toEqual([]);

    await mkdir(versionDir, { recursive: true });
    await writeFile(path.join(versionDir, 'mf-manifest.json'), '{"exposes": [');
    expect(await assets('mfe-content', location)).toEqual([]);

    const manifest = { exposes: [{ path: './entry', assets: { js: { sync: ['entry.js'] } } }] };
    await writeFile(path.join(versionDir, 'mf-manifest.json'), JSON.stringify(manifest));
    expect(await assets('mfe-content', location)).toEqual(['/remotes/mfe-content/v3/entry.js']);
  });

  it('keeps a manifest it has read, as a released version never changes', async () => {
    const dir = await remotesDirWith({ exposes: [{ path: './entry', assets: { js: { sync: ['a.js'] } } }] });
    const location = { version: 'v1', url: '/remotes/mfe-content/v1/remoteEntry.js' };
    const assets = createExposedEntryAssets(dir);
    expect(await assets('mfe-content', location)).toEqual(['/remotes/mfe-content/v1/a.js']);
    await rm(path.join(dir, 'mfe-content', 'v1', 'mf-manifest.json'));
    expect(await assets('mfe-content', location)).toEqual(['/remotes/mfe-content/v1/a.js']);
  });
});
