/**
 * Two apps at once, each on its own database: the api environment readies both before any hook runs.
 * @apiTestDatabases 2
 */
import { and, eq } from 'drizzle-orm';
import { importFixtureApp } from '../../test/contentFixtures';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { createSession } from '../auth/sessionTokens';
import { apps, pages, sessions, users } from '../db/schema';

let first: TestApp;
let second: TestApp;
let appId: string;
let headers: Record<string, string>;

/**
 * Two apps in one process over two databases that hold the same rows (same app, page, member and session
 * ids, as two copies of one database would): whatever one app caches, the other must not answer from it.
 */
// One database per hook: each creation is one setup step, as in every other API test.
beforeAll(async () => {
  first = await createTestApp();
});
beforeAll(async () => {
  second = await createTestApp();
});
beforeAll(async () => {
  appId = (await importFixtureApp(first.db, 'alpha', { isDefault: true })).appId;
  const [member] = await first.db
    .select()
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.email, 'member@alpha.test')));
  const { token } = await createSession(first.db, appId, member!.id);
  headers = { 'x-app-slug': 'alpha', 'x-user-email': 'member@alpha.test', 'x-user-token': token };
  await second.db.insert(apps).values(await first.db.select().from(apps).where(eq(apps.id, appId)));
  await second.db.insert(pages).values(await first.db.select().from(pages).where(eq(pages.appId, appId)));
  await second.db.insert(users).values(await first.db.select().from(users).where(eq(users.appId, appId)));
  await second.db.insert(sessions).values(await first.db.select().from(sessions).where(eq(sessions.appId, appId)));
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

const homeTitle = async (testApp: TestApp) =>
  (await testApp.app.inject({ url: '/api/__/index.json', headers: { 'x-app-slug': 'alpha' } })).json().page.title;

const verify = (testApp: TestApp) => testApp.app.inject({ method: 'POST', url: '/api/auth/verify', headers });

describe('the caches of an app instance', () => {
  it('are its own: two apps built in one process hold separate caches', () => {
    expect(first.app.caches).not.toBe(second.app.caches);
  });

  it('do not answer another app a page the first one read before it changed in the second database', async () => {
    expect(await homeTitle(first)).toBe('alpha app home');
    await second.db
      .update(pages)
      .set({ title: 'Changed in the second database' })
      .where(and(eq(pages.appId, appId), eq(pages.path, '/')));
    expect(await homeTitle(second)).toBe('Changed in the second database');
    expect(await homeTitle(first)).toBe('alpha app home');
  });

  it('do not keep a session alive in one app after it was revoked in the other database', async () => {
    expect((await verify(first)).statusCode).toBe(200);
    await second.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.appId, appId));
    expect((await verify(second)).statusCode).toBe(401);
    expect((await verify(first)).statusCode).toBe(200);
  });
});
