import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { importContent } from '../content/importContent';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await importFixtureApp(testApp.db, 'alpha', { isDefault: true, title: 'Alpha' });
  await importFixtureApp(testApp.db, 'beta', { title: 'Beta' });
});
afterAll(() => testApp.close());

const config = (headers: Record<string, string> = {}) => testApp.app.inject({ url: '/api/config', headers });
const page = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url: `/api/__${path === '/' ? '' : path}/index.json`, headers });

describe('tenancy', () => {
  it('selects the app named by X-App-Slug', async () => {
    const res = await config({ 'x-app-slug': 'beta' });
    expect(res.statusCode).toBe(200);
    expect(res.json().app).toMatchObject({ slug: 'beta', name: 'Beta' });
  });

  it('selects the default app when the header is missing or empty', async () => {
    expect((await config()).json().app.slug).toBe('alpha');
    expect((await config({ 'x-app-slug': '' })).json().app.slug).toBe('alpha');
  });

  it('matches the slug case-insensitively', async () => {
    expect((await config({ 'x-app-slug': 'BETA' })).json().app.slug).toBe('beta');
  });

  it('answers an unknown slug with 404 app_not_found before reading the body', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'x-app-slug': 'gamma', 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'app_not_found', message: 'App not found' } });
  });

  it("serves each app its own pages and never another app's", async () => {
    const alpha = await page('/', { 'x-app-slug': 'alpha' });
    const beta = await page('/', { 'x-app-slug': 'beta' });
    expect(alpha.json().page.title).toBe('Alpha home');
    expect(beta.json().page.title).toBe('Beta home');
    expect(alpha.json().page.id).not.toBe(beta.json().page.id);
  });

  it('does not find a page that exists only in another app', async () => {
    await importContent(testApp.db, {
      app: { slug: 'gamma', name: 'Gamma' },
      pages: [{ path: '/only-in-gamma', title: 'Gamma only' }],
    });
    expect((await page('/only-in-gamma', { 'x-app-slug': 'gamma' })).statusCode).toBe(200);
    expect((await page('/only-in-gamma', { 'x-app-slug': 'beta' })).statusCode).toBe(404);
    expect((await page('/only-in-gamma')).statusCode).toBe(404);
  });

  it("fills collection items only from the requesting app's pages", async () => {
    const items = (await page('/articles', { 'x-app-slug': 'beta' })).json().blocks[0].items as { page_id: string }[];
    const alphaIds = new Set(
      ((await page('/articles', { 'x-app-slug': 'alpha' })).json().blocks[0].items as { page_id: string }[]).map(
        (i) => i.page_id,
      ),
    );
    expect(items).toHaveLength(2);
    expect(items.some((item) => alphaIds.has(item.page_id))).toBe(false);
  });
});
