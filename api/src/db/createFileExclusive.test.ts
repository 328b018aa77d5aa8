import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileExclusive } from './createFileExclusive';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stride-exclusive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createFileExclusive', () => {
  it('lets exactly one of many racing callers create the file, which holds that caller’s text whole', async () => {
    const file = path.join(dir, 'secret');
    const texts = Array.from({ length: 12 }, (_, index) => `${String(index).repeat(4096)}\n`);
    const created = await Promise.all(texts.map((text) => createFileExclusive(file, text)));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await readFile(file, 'utf8')).toBe(texts[created.indexOf(true)]);
    expect(await readdir(dir)).toEqual(['secret']);
  });

  it('leaves a file that exists as it is', async () => {
    const file = path.join(dir, 'secret');
    await writeFile(file, 'kept\n');
    expect(await createFileExclusive(file, 'other\n')).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('kept\n');
    expect(await readdir(dir)).toEqual(['secret']);
  });

  it('creates the file readable and writable by its owner only, whatever the umask', async () => {
    const previous = process.umask(0o377);
    try {
      expect(await createFileExclusive(path.join(dir, 'secret'), 'text\n')).toBe(true);
    } finally {
      process.umask(previous);
    }
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });
});
