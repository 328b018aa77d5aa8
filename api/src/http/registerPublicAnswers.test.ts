import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createFixtureTestApp, type FixtureTestApp } from '../../test/fixtureTestApp';
import { forgetAppPages } from '../access/appPageIndex';
import { pages } from '../db/schema';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from './cacheControl';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
});
afterAll(() => t.close());

/** Every header but Date, which each answer has of its own. */
function headersOf(res: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, ...headers } = res.headers;
  return headers;
}

/** Changes the home page's content (its attributes) in the database, and drops that content from memory. */
async function markHome(mark: string): Promise<void> {
  await t.db
    .update(pages)
    .set({ attributes: mark ? { mark } : {} })
    .where(and(eq(pages.appId, t.appId('gym')), eq(pages.path, '/')));
  // Without its page content in memory, an answer worked out again reads it anew; a replayed one does not.
  t.app.caches.pageContent.contents.deleteWhere(() => true);
}

describe('public answers kept and replayed', () => {
  beforeEach(async () => {
    await markHome('');
    forgetAppPages(t.app.caches, t.appId('gym'));
  });

  it('replays a guest page answer to the next asker as it was sent, every header included', async () => {
    const first = await t.call('GET', '/__/index.json?ts=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    await markHome('changed');

    const member = await t.signIn('plain@gym.test');
    for (const as of [t.guest, member]) {
      const again = await t.call('GET', '/__/index.json?ts=1', { as });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    expect(JSON.parse(first.body).attributes).toEqual({});
  });

  it('answers afresh once the page index the answer came from is no longer current', async () => {
    await t.call('GET', '/__/index.json?ts=2');
    await markHome('changed');
    forgetAppPages(t.app.caches, t.appId('gym'));

    expect((await t.call('GET', '/__/index.json?ts=2')).json().attributes).toEqual({ mark: 'changed' });
  });

  it("keeps each app's answer to its own X-App-Slug, and each URL's to its own", async () => {
    const gym = await t.call('GET', '/__/index.json?ts=3');
    const rival = await t.call('GET', '/__/index.json?ts=3', { app: 'rival' });
    expect(rival.json().page.title).toBe('Rival home');
    expect((await t.call('GET', '/__/index.json?ts=3')).body).toBe(gym.body);
    expect((await t.call('GET', '/__/articles/index.json?ts=3')).json().page.path).toBe('/articles');
  });

  it('never keeps what a member alone may read, nor a denial: each asker is decided again', async () => {
    const gold = await t.signIn('gold@gym.test');
    for (let round = 0; round < 2; round += 1) {
      const asGold = await t.call('GET', '/__/paid/index.json?ts=4', { as: gold });
      expect(asGold.statusCode).toBe(200);
      expect(asGold.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      const asGuest = await t.call('GET', '/__/paid/index.json?ts=4');
      expect(asGuest.statusCode).toBe(403);
      expect(asGuest.body).not.toContain('paid secret words');
    }
  });

  it('replays answers to GET only: HEAD is decided again', async () => {
    const kept = await t.call('GET', '/__/index.json?ts=5');
    await markHome('changed');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/__/index.json?ts=5',
      headers: { 'x-app-slug': 'gym' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(kept.body) + '"mark":"changed"'.length);
  });
});
