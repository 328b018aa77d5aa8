import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, migratePgliteDatabase } from '../src/db/migrateDatabase';

const execFileAsync = promisify(execFile);

/** Changes whenever a migration or the PGlite version changes, so a stale dump is never reused. */
export function dumpKey(): string {
  const hash = createHash('sha256');
  // The package's main file is dist/index.cjs; its package.json (with the version) sits one level up.
  const pglitePackage = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(readFileSync(pglitePackage));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, empty PGlite data directory as a tarball in the OS temp folder. */
export function pgliteDumpPath(): string {
  return path.join(tmpdir(), `stride-api-test-db-${dumpKey()}.tar.gz`);
}

/** Migrates once and writes the dump (globalSetup); later runs reuse it while migrations are unchanged. */
export async function preparePgliteDump(): Promise<string> {
  const file = pgliteDumpPath();
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migratePgliteDatabase(client);
    const dump = await client.dumpDataDir('gzip');
    // Written under a unique name, then renamed: parallel writers never expose a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/**
 * Gives `dataDir` the embedded database a server or CLI would create there (`${dataDir}/db`), already
 * migrated: unpacking the dump takes milliseconds, while creating a database in a fresh data dir
 * costs over 10 s of CPU (measured). A test of the CLI then measures the CLI, not initdb; creating a
 * database from nothing stays covered by openDatabase's own tests.
 */
export async function seedMigratedDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  await mkdir(target, { recursive: true });
  await execFileAsync('tar', ['-xzf', await preparePgliteDump(), '-C', target]);
}
