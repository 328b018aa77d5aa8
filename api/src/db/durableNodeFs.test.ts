import fs from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { HEADERS } from '@stride/shared';
import { seedMigratedDataDir } from '../../test/pgliteDump';
import { contentFixture } from '../../test/contentFixtures';
import { testAppOptions } from '../../test/testDatabase';
import { buildApp } from '../buildApp';
import { createSession } from '../auth/sessionTokens';
import { importContent } from '../content/importContent';
import { openDatabase } from './openDatabase';
import { pages, users } from './schema';

// Opening a real embedded database costs seconds of CPU on a loaded machine.
jest.setTimeout(120_000);

/** Every path under `root` (root included) whose mode lets its group or others in, with that mode. */
async function groupOrWorldAccessible(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (target: string) => {
    const stats = await stat(target);
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.relative(root, target) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(target)) await visit(path.join(target, name));
  };
  await visit(root);
  return found;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-durable-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('answers a member’s bookmark toggle only after its commit was fsynced', async () => {
    await seedMigratedDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    const { appId } = await importContent(database.db, contentFixture('gym', { isDefault: true }));
    await database.db.update(users).set({ passwordHash: 'scrypt$not-checked-here' }).where(eq(users.appId, appId));
    const [member] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.appId, appId), eq(users.email, 'member@gym.test')));
    const [home] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.path, '/')));
    const { token } = await createSession(database.db, appId, member!.id);
    const app = await buildApp(testAppOptions(database.db, dataDir));
    const fsync = jest.spyOn(fs, 'fsyncSync');
    try {
      const syncsPerAnswer: number[] = [];
      for (let toggle = 0; toggle < 10; toggle++) {
        const before = fsync.mock.calls.length;
        const res = await app.inject({
          method: 'POST',
          url: `/api/pages/${home!.id}/bookmarks/toggle`,
          headers: { [HEADERS.appSlug]: 'gym', [HEADERS.userEmail]: 'member@gym.test', [HEADERS.userToken]: token },
        });
        expect(res.statusCode).toBe(200);
        syncsPerAnswer.push(fsync.mock.calls.length - before);
      }
      expect(syncsPerAnswer.filter((syncs) => syncs === 0)).toEqual([]);
    } finally {
      fsync.mockRestore();
      await app.close();
      await database.close();
    }
  });

  it('keeps DATA_DIR and every file under it its owner’s alone, even under a permissive umask', async () => {
    const umask = process.umask(0);
    try {
      await seedMigratedDataDir(dataDir);
      await chmod(dataDir, 0o777);
      // Written before the server restricted its umask, or by another tool.
      await mkdir(path.join(dataDir, 'remotes', 'content'), { recursive: true, mode: 0o777 });
      await writeFile(path.join(dataDir, 'remotes', 'content', 'remoteEntry.js'), '', { mode: 0o666 });

      const database = await openDatabase({ dataDir });
      try {
        // New relations and WAL segments are files PGlite creates while the server runs.
        await database.db.execute(sql`create table durability_probe (id serial primary key, note text)`);
        await database.db.execute(sql`insert into durability_probe (note) select 'x' from generate_series(1, 2000)`);
        await importContent(database.db, contentFixture('gym'));
      } finally {
        await database.close();
      }
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await groupOrWorldAccessible(dataDir)).toEqual([]);
    } finally {
      process.umask(umask);
    }
  });
});
