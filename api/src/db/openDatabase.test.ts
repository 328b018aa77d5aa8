import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { importContent } from '../content/importContent';
import { openDatabase } from './openDatabase';
import { apps } from './schema';

describe('the embedded database in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stride-persist-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps what was written across a restart, and refuses a second owner meanwhile', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await importContent(first.db, { app: { slug: 'kept', name: 'Kept app' }, pages: [{ path: '/', title: 'Home' }] });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const [row] = await second.db.select({ name: apps.name }).from(apps).where(eq(apps.slug, 'kept'));
      expect(row?.name).toBe('Kept app');
    } finally {
      await second.close();
    }
  }, 60_000);
});
