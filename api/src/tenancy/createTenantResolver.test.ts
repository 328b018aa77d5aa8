import { eq } from 'drizzle-orm';
import { apps } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTenantCache, createTenantResolver, TENANT_CACHE_TTL_MS } from './createTenantResolver';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await importFixtureApp(database.db, 'home', { isDefault: true, title: 'Home' });
  await importFixtureApp(database.db, 'beta', { title: 'Beta' });
});
afterAll(() => database.close());

const rename = (slug: string, name: string) => database.db.update(apps).set({ name }).where(eq(apps.slug, slug));

describe('createTenantResolver', () => {
  afterEach(async () => {
    await rename('home', 'Home');
    await rename('beta', 'Beta');
  });

  it('resolves a slug case-insensitively and null to the default app', async () => {
    const resolve = createTenantResolver(database.db);
    expect((await resolve('BETA'))?.slug).toBe('beta');
    expect((await resolve(null))?.slug).toBe('home');
  });

  it('reuses a resolved app without asking the database again until the entry expires', async () => {
    let now = 1_000;
    const resolve = createTenantResolver(
      database.db,
      createTenantCache(() => now),
    );
    expect((await resolve('beta'))?.name).toBe('Beta');
    expect((await resolve(null))?.name).toBe('Home');
    await rename('beta', 'Beta renamed');
    await rename('home', 'Home renamed');
    expect((await resolve('Beta'))?.name).toBe('Beta');
    expect((await resolve(null))?.name).toBe('Home');
    now += TENANT_CACHE_TTL_MS;
    expect((await resolve('beta'))?.name).toBe('Beta renamed');
    expect((await resolve(null))?.name).toBe('Home renamed');
  });

  it('does not remember an unknown slug, so an app created later is found at once', async () => {
    const resolve = createTenantResolver(database.db);
    expect(await resolve('later')).toBeNull();
    await importFixtureApp(database.db, 'later');
    expect((await resolve('later'))?.slug).toBe('later');
  });
});
