import { and, eq } from 'drizzle-orm';
import { pageDataSchema } from '@stride/shared/schemas';
import { pages } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { importContent } from './importContent';
import { pagePathFromStaticPath } from './pageRoutes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await importFixtureApp(testApp.db, 'site', { isDefault: true, title: 'Site' });
  await importContent(testApp.db, {
    app: { slug: 'private', name: 'Private', access: { is_private: true } },
    pages: [{ path: '/', title: 'Private home', blocks: [{ id: 't', type: 'text', text: 'private app body' }] }],
  });
});
afterAll(() => testApp.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url: `/api/__${path === '/' ? '' : path}/index.json?ts=123`, headers });

describe('pagePathFromStaticPath', () => {
  it.each([
    ['index.json', '/'],
    ['programs/start/index.json', '/programs/start'],
    ['fooindex.json', null],
    ['programs/start', null],
  ])('reads %s as %s', (wildcard, path) => {
    expect(pagePathFromStaticPath(wildcard)).toBe(path);
  });
});

describe('GET /api/__{path}/index.json', () => {
  it('answers a public page as PageData, cacheable for a minute', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = pageDataSchema.parse(res.json());
    expect(data.page).toMatchObject({ path: '/', title: 'Site home', type: 'generic', show_tabbar: true });
    expect(data.page.rootId).toBe(data.page.id);
    expect(data.blocks[0]).toMatchObject({ id: 'hero', type: 'hero', title: 'Welcome to Site' });
  });

  it('fills a collection from its listed paths, in their order', async () => {
    const blocks = (await get('/')).json().blocks;
    const collection = blocks.find((b: { id: string }) => b.id === 'listed');
    expect(collection.items.map((i: { path: string }) => i.path)).toEqual(['/articles/second', '/articles/first']);
    expect(collection.items[0]).toMatchObject({
      title: 'Second article',
      type: 'article',
      image_url: '/img/2.svg',
      description: null,
    });
    expect(collection).not.toHaveProperty('paths');
  });

  it("fills a collection without paths from the page's published children", async () => {
    const [collection] = (await get('/articles')).json().blocks;
    expect(collection.items.map((i: { title: string }) => i.title)).toEqual(['First article', 'Second article']);
    expect(collection.items[0]).toMatchObject({ description: 'One' });
  });

  it('finds a page whatever the case and trailing slash of its path', async () => {
    const res = await testApp.app.inject({ url: '/api/__/Articles/First/index.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().page.path).toBe('/articles/first');
  });

  it('answers an unknown or unpublished path with 404 page_not_found', async () => {
    for (const path of ['/nowhere', '/articles/draft']) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'page_not_found', message: 'Page Not Found' } });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await testApp.app.inject({ url: '/api/__/articles/first/data.json' })).statusCode).toBe(404);
  });

  it('answers a paid page with 403 access_denied, its page and access but no blocks', async () => {
    const res = await get('/paid');
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.error).toEqual({ code: 'access_denied', message: "You don't have access" });
    expect(body.reason).toBe('PURCHASE_REQUIRED');
    expect(body.page).toMatchObject({ path: '/paid', title: 'Paid page' });
    expect(body.access.products).toHaveLength(1);
    expect(body).not.toHaveProperty('blocks');
    expect(res.body).not.toContain('paid secret');
  });

  it('denies a child that inherits a gate from its parent', async () => {
    const res = await get('/paid/lesson');
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('PURCHASE_REQUIRED');
    expect(res.json().access.parent).toBeNull();
    expect(res.json().page.access.inherit).toBe(true);
    expect(res.body).not.toContain('inherited secret');
  });

  it('denies members-only and drip-scheduled pages with their reason', async () => {
    expect((await get('/members')).json().reason).toBe('AUTHENTICATION_REQUIRED');
    const scheduled = await get('/program/day-2');
    expect(scheduled.statusCode).toBe(403);
    expect(scheduled.json().reason).toBe('IS_SCHEDULED');
  });

  it('serves an open page inside a program, with the program as its content root', async () => {
    const program = (await get('/program')).json();
    const day = await get('/program/day-1');
    expect(day.statusCode).toBe(200);
    expect(day.json().page.contentRootId).toBe(program.page.id);
    expect(day.json().page.access.parent).toBe(program.page.id);
  });

  it('denies every page of a private app', async () => {
    const res = await get('/', { 'x-app-slug': 'private' });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('IS_PRIVATE');
    expect(res.body).not.toContain('private app body');
  });

  it('serves a public page from memory for its minute, and never keeps a gated one', async () => {
    // Its own app, so other tests' reads of the fixture app do not fill this cache first.
    const { appId } = await importContent(testApp.db, {
      app: { slug: 'cached', name: 'Cached' },
      pages: [
        { path: '/', title: 'Before', blocks: [] },
        { path: '/members', title: 'Members before', access: { require_authentication: true }, blocks: [] },
      ],
    });
    const read = async (path: string) =>
      (await get(path, { 'x-app-slug': 'cached' })).json() as { page: { title: string } };
    expect((await read('/')).page.title).toBe('Before');
    expect((await read('/members')).page.title).toBe('Members before');
    await testApp.db
      .update(pages)
      .set({ title: 'After' })
      .where(and(eq(pages.appId, appId), eq(pages.path, '/')));
    await testApp.db
      .update(pages)
      .set({ title: 'Members after' })
      .where(and(eq(pages.appId, appId), eq(pages.path, '/members')));
    expect((await read('/')).page.title).toBe('Before');
    expect((await read('/members')).page.title).toBe('Members after');
  });
});
