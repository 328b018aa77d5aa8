import { and, eq, inArray } from 'drizzle-orm';
import { DENIAL_AS_ANSWER_HEADER } from '@stride/shared';
import { pageDataSchema } from '@stride/shared/schemas';
import { apps, pages, users } from '../db/schema';
import { createSession } from '../auth/sessionTokens';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { importContent } from './importContent';
import { pagePathFromStaticPath } from './pageRoutes';
import { forgetAppPages } from '../access/appPageIndex';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await importFixtureApp(testApp.db, 'site', { isDefault: true, title: 'Site' });
  await importContent(testApp.db, {
    app: { slug: 'private', name: 'Private', access: { is_private: true } },
    members: [
      { email: 'in@private.test', name: 'Inside Member' },
      { email: 'new@private.test', name: 'New Person' },
    ],
    pages: [{ path: '/', title: 'Private home', blocks: [{ id: 't', type: 'text', text: 'private app body' }] }],
  });
  await importContent(testApp.db, {
    app: { slug: 'club', name: 'Club', access: { is_subscriber_only: true, app_products: ['gold'] } },
    members: [
      { email: 'plain@club.test', name: 'Plain Member' },
      { email: 'boss@club.test', name: 'Club Owner', role: 'owner' },
    ],
    products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 500, interval: 'month' }],
    pages: [{ path: '/', title: 'Club home', blocks: [{ id: 't', type: 'text', text: 'club body' }] }],
  });
  // Fixture members have no password (a passwordless sign-up before setup); these have finished setup.
  await testApp.db
    .update(users)
    .set({ passwordHash: 'scrypt$not-checked-here' })
    .where(inArray(users.email, ['in@private.test', 'plain@club.test', 'boss@club.test']));
});

/** Session headers for a member of `slug` (X-App-Slug included). */
async function sessionOf(slug: string, email: string): Promise<Record<string, string>> {
  const [row] = await testApp.db
    .select({ id: users.id, appId: users.appId })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .where(and(eq(apps.slug, slug), eq(users.email, email)));
  const { token } = await createSession(testApp.db, row!.appId, row!.id);
  return { 'x-app-slug': slug, 'x-user-email': email, 'x-user-token': token };
}
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

  it('answers the app, which expects denials, the same denial as 200 { access_denied }: no 403 for a browser to log', async () => {
    const refused = await get('/paid');
    const res = await get('/paid', { [DENIAL_AS_ANSWER_HEADER]: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ access_denied: refused.json() });
    expect(res.body).not.toContain('paid secret');
    // A page the asker may read is answered as always.
    const open = await get('/', { [DENIAL_AS_ANSWER_HEADER]: '1' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).not.toHaveProperty('access_denied');
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

  it('serves a private app to its signed-in members, never cacheable, and still not to guests', async () => {
    const member = await get('/', await sessionOf('private', 'in@private.test'));
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('private app body');
    expect(member.headers['cache-control']).toBe('private, no-store');
    const again = await get('/', { 'x-app-slug': 'private' });
    expect(again.statusCode).toBe(403);
    expect(again.body).not.toContain('private app body');
  });

  it('treats a wrong session, or a passwordless sign-up before setup, as a guest of a private app', async () => {
    const wrong = { ...(await sessionOf('private', 'in@private.test')), 'x-user-token': 'nope' };
    expect((await get('/', wrong)).statusCode).toBe(403);
    const unfinished = await get('/', await sessionOf('private', 'new@private.test'));
    expect(unfinished.statusCode).toBe(403);
    expect(unfinished.json().reason).toBe('IS_PRIVATE');
  });

  it('asks a subscriber-only app for a product: guests sign in, members buy, admins pass', async () => {
    const guest = await get('/', { 'x-app-slug': 'club' });
    expect(guest.json().reason).toBe('AUTHENTICATION_REQUIRED');
    const plain = await get('/', await sessionOf('club', 'plain@club.test'));
    expect(plain.statusCode).toBe(403);
    expect(plain.json().reason).toBe('PURCHASE_REQUIRED');
    const boss = await get('/', await sessionOf('club', 'boss@club.test'));
    expect(boss.statusCode).toBe(200);
    expect(boss.body).toContain('club body');
  });

  it('keeps page content in memory for its minute, yet decides a gated page for each reader', async () => {
    // Its own app, so other tests' reads of the fixture app do not fill these caches first.
    const { appId } = await importContent(testApp.db, {
      app: { slug: 'cached', name: 'Cached' },
      members: [{ email: 'in@cached.test', name: 'Inside Member' }],
      pages: [
        { path: '/', title: 'Before', blocks: [] },
        {
          path: '/members',
          title: 'Members before',
          access: { require_authentication: true },
          blocks: [{ id: 'm', type: 'text', text: 'members before' }],
        },
      ],
    });
    await testApp.db.update(users).set({ passwordHash: 'scrypt$not-checked-here' }).where(eq(users.appId, appId));
    const member = await sessionOf('cached', 'in@cached.test');
    const guest = { 'x-app-slug': 'cached' };
    expect((await get('/', guest)).json().page.title).toBe('Before');
    expect((await get('/members', member)).body).toContain('members before');
    await testApp.db
      .update(pages)
      .set({ title: 'After' })
      .where(and(eq(pages.appId, appId), eq(pages.path, '/')));
    await testApp.db
      .update(pages)
      .set({ title: 'Members after' })
      .where(and(eq(pages.appId, appId), eq(pages.path, '/members')));

    expect((await get('/', guest)).json().page.title).toBe('Before');
    const again = await get('/members', member);
    expect(again.json().page.title).toBe('Members before');
    expect(again.headers['cache-control']).toBe('private, no-store');
    const denied = await get('/members', guest);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('members before');

    // A fresh page index (what a content change does) brings fresh content with it.
    forgetAppPages(testApp.app.caches, appId);
    expect((await get('/members', member)).json().page.title).toBe('Members after');
  });
});
