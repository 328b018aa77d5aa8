import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDatabase } from '../db/AppDatabase';
import { createTestDatabase } from '../../test/testDatabase';
import { releaseBuiltRemotes } from './releaseBuiltRemotes';
import { getRegistryForDevice, listStatus } from './registryService';
import { remoteChannels, remoteFailures, remoteVersions } from './remotesSchema';

let db: AppDatabase;
let close: () => Promise<void>;
let work: string;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'stride-built-'));
  await db.delete(remoteFailures);
  await db.delete(remoteChannels);
  await db.delete(remoteVersions);
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function build(repoRoot: string, remote: string, entry: string): Promise<void> {
  await mkdir(path.join(repoRoot, remote, 'dist'), { recursive: true });
  await writeFile(path.join(repoRoot, remote, 'dist', 'remoteEntry.js'), entry);
}

describe('releaseBuiltRemotes', () => {
  it('releases every built remote without a stable version and makes it stable', async () => {
    const repoRoot = path.join(work, 'repo');
    const dataDir = path.join(work, 'data');
    await build(repoRoot, 'mfe-content', 'content()');
    await build(repoRoot, 'mfe-auth', 'auth()');
    // Built without an entry (a failed build): skipped.
    await mkdir(path.join(repoRoot, 'mfe-checkout', 'dist'), { recursive: true });

    const released = await releaseBuiltRemotes({ db, dataDir, repoRoot });
    expect(released.map((r) => r.remote).sort()).toEqual(['mfe-auth', 'mfe-content']);

    const registry = await getRegistryForDevice(db, 'device');
    const content = registry.remotes['mfe-content'];
    expect(content?.channel).toBe('stable');
    expect(registry.remotes['mfe-checkout']).toBeUndefined();
    const served = path.join(dataDir, 'remotes', 'mfe-content', content?.version ?? '', 'remoteEntry.js');
    expect(await readFile(served, 'utf8')).toBe('content()');
  });

  it('leaves a remote that already has a stable version to the operator', async () => {
    const repoRoot = path.join(work, 'repo');
    const dataDir = path.join(work, 'data');
    await build(repoRoot, 'mfe-content', 'one()');
    const [first] = await releaseBuiltRemotes({ db, dataDir, repoRoot });

    await build(repoRoot, 'mfe-content', 'two()');
    expect(await releaseBuiltRemotes({ db, dataDir, repoRoot })).toEqual([]);
    const [content] = await listStatus(db);
    expect(content?.stable).toBe(first?.version);
    expect(content?.versions).toHaveLength(1);
  });
});
