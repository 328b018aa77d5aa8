import { pageSubscriptions } from '../db/schema';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
let started: Session;
let premium: Session;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
  premium = await t.member('premium@club.test', ['premium']);
  // Started the free program long ago: every drip page of it is open.
  started = await t.member('started@club.test');
  await t.db.insert(pageSubscriptions).values({
    appId: t.appId('club'),
    userId: started.user.id,
    pageId: t.pageId('/programs/free'),
    startedAt: new Date('2020-01-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

const action = (blockId: string, as?: Session, app?: string) =>
  t.call('GET', `/block_actions/${encodeURIComponent(blockId)}`, { as, app });

describe('GET /block_actions/{blockId}', () => {
  it('resolves open_page to its page with the asker’s access to it', async () => {
    const res = await action('home-open');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      block_id: 'home-open',
      action: { type: 'open_page', target: '/programs/free' },
      page: { id: t.pageId('/programs/free'), path: '/programs/free', title: 'Free program' },
      access: { granted: true, browsing: false },
    });
  });

  it('resolves open_next to the next page of the progress root’s sequence', async () => {
    const fromRoot = (await action('free-next')).json();
    expect(fromRoot.page).toMatchObject({ path: '/programs/free/week-1/day-1' });
    const fromDay1 = (await action('day1-next')).json();
    expect(fromDay1.page).toMatchObject({ path: '/programs/free/week-1/day-2' });
    expect(fromDay1.access).toMatchObject({ granted: false, reason: 'IS_SCHEDULED' });
    expect((await action('day1-next', started)).json().access).toEqual({ granted: true, browsing: false });
  });

  it('answers no page at the end of the sequence', async () => {
    const res = await action('last-next', started);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: { type: 'open_next' }, page: null, access: null });
  });

  it('resolves open_next outside a progress root to the next sibling', async () => {
    expect((await action('home-next')).json().page).toMatchObject({ path: '/programs/free' });
    expect((await action('premium-next', premium)).json().page).toMatchObject({ path: '/browse' });
  });

  it("answers 403 for a block of a page the asker may not open, so a gated page's actions do not leak", async () => {
    const res = await action('premium-next');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('access_denied');
    expect(res.body).not.toContain('/browse');
    expect((await action('last-next')).statusCode).toBe(403);
  });

  it('answers actions that open no page as they are', async () => {
    expect((await action('home-buy')).json()).toEqual({
      block_id: 'home-buy',
      action: { type: 'trigger_purchase', target: await t.productId('premium') },
      page: null,
      access: null,
    });
  });

  it("finds an overlay's block too", async () => {
    const res = await action('offer-open');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: { path: '/programs/paid' },
      access: { granted: false, reason: 'PURCHASE_REQUIRED' },
    });
  });

  it("answers 404 block_not_found for an unknown block, one without an action and another app's", async () => {
    for (const id of ['nope', 'home-text', 'rival-open', 'x'.repeat(100), 'bad\u0001id']) {
      const res = await action(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('block_not_found');
    }
    expect((await action('rival-open', undefined, 'rival')).statusCode).toBe(200);
  });
});
