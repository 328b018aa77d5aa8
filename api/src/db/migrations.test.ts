import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { MIGRATIONS_FOLDER } from './migrateDatabase';
import { apps, pages, users } from './schema';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function tableNames(): Promise<string[]> {
  const rows = await database.db
    .select({ name: sql<string>`table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public'`);
  return rows.map((r) => r.name).sort();
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('create every table of the schema', async () => {
    expect(await tableNames()).toEqual(
      expect.arrayContaining([
        'apps',
        'users',
        'sessions',
        'pages',
        'products',
        'forms',
        'threads',
        'messages',
        'remote_versions',
        'remote_channels',
        'remote_failures',
      ]),
    );
  });

  it('record every migration of the journal as applied', async () => {
    const applied = await database.db.select({ id: sql<number>`id` }).from(sql`drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
  });

  it('enforce one user per email and app, ignoring case', async () => {
    const [app] = await database.db.insert(apps).values({ slug: 'm1', name: 'M1' }).returning();
    await database.db.insert(users).values({ appId: app!.id, email: 'Sam@X.test', name: 'Sam' });
    await expect(
      database.db.insert(users).values({ appId: app!.id, email: 'sam@x.test', name: 'Sam again' }),
    ).rejects.toThrow();
  });

  it('enforce one page per path and app, and at most one default app', async () => {
    const [a] = await database.db.insert(apps).values({ slug: 'm2', name: 'M2', isDefault: true }).returning();
    const [b] = await database.db.insert(apps).values({ slug: 'm3', name: 'M3' }).returning();
    await database.db.insert(pages).values({ appId: a!.id, path: '/', title: 'Home', type: 'generic' });
    await database.db.insert(pages).values({ appId: b!.id, path: '/', title: 'Home', type: 'generic' });
    await expect(
      database.db.insert(pages).values({ appId: a!.id, path: '/', title: 'Again', type: 'generic' }),
    ).rejects.toThrow();
    await expect(database.db.insert(apps).values({ slug: 'm4', name: 'M4', isDefault: true })).rejects.toThrow();
  });
});

describe('migrating an embedded database', () => {
  it('applies the migrations to an empty PGlite and is a no-op the second time', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const applied = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'pages'",
      );
      expect(tables.rows[0]?.n).toBe(1);
    } finally {
      await client.close();
    }
  }, 30_000);
});
