import { pageDataSchema } from '@stride/shared/schemas';
import type { PageAccessDeniedBody } from '@stride/shared';
import { createFixtureTestApp, PAID_MEETING_URL, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
let plain: Visitor;
let gold: Visitor;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  plain = await t.signIn('plain@gym.test');
  gold = await t.signIn('gold@gym.test');
});
afterAll(() => t.close());

const pageJson = (path: string, visitor: Visitor) =>
  t.call('GET', `/__${path === '/' ? '' : path}/index.json?ts=1`, { as: visitor });

const DAY_MS = 86_400_000;

describe('GET /api/__{path}/index.json with the access engine', () => {
  it('gives a paid page to a member with its product only, and its text to no one else', async () => {
    for (const visitor of [t.guest, plain]) {
      const res = await pageJson('/paid', visitor);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('paid secret words');
      const body = res.json<PageAccessDeniedBody>();
      expect(body).toMatchObject({ reason: 'PURCHASE_REQUIRED', available_after: null, page: { path: '/paid' } });
      expect(body).not.toHaveProperty('blocks');
      expect(body.result).toMatchObject({
        granted: false,
        node_id: t.pageId('/paid'),
        product_ids: [expect.any(String)],
      });
      expect(body.access.products.map((p) => p.id)).toEqual(body.result.product_ids);
    }
    const owner = await pageJson('/paid', gold);
    expect(owner.statusCode).toBe(200);
    expect(pageDataSchema.parse(owner.json()).blocks[0]).toMatchObject({ text: 'paid secret words' });
  });

  it("sends a denied page without its actions, so a paid page's button URL reaches only those it opens to", async () => {
    for (const url of ['/__/paid/index.json', '/__/paid/es.json', '/__/paid/lesson/index.json']) {
      const denied = await t.call('GET', url, { as: plain });
      expect(denied.statusCode).toBe(403);
      expect(denied.json<PageAccessDeniedBody>().page.actions).toEqual([]);
      expect(denied.body).not.toContain(PAID_MEETING_URL);
    }
    const owner = await pageJson('/paid', gold);
    expect(pageDataSchema.parse(owner.json()).page.actions).toEqual([
      { type: 'generic_button', label: 'Join the call', url: PAID_MEETING_URL },
    ]);
  });

  it('denies a child through the gate it inherits, naming the parent node that denied', async () => {
    const res = await pageJson('/paid/lesson', plain);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('lesson secret');
    const body = res.json<PageAccessDeniedBody>();
    expect(body.result.node_id).toBe(t.pageId('/paid'));
    expect(body.access.products).toHaveLength(1);
    expect(body.page.access.inherit).toBe(true);
    expect((await pageJson('/paid/lesson', gold)).statusCode).toBe(200);
  });

  it('lets an admin through a purchase gate', async () => {
    const res = await pageJson('/paid', await t.signIn('coach@gym.test'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('paid secret words');
  });

  it('lets anyone browse a page that allows browsing, but not its child', async () => {
    const guest = await pageJson('/browse', t.guest);
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('browse body');
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    const child = await pageJson('/browse/child', t.guest);
    expect(child.statusCode).toBe(403);
    expect(child.json().reason).toBe('PURCHASE_REQUIRED');
    expect(child.body).not.toContain('child secret');
    expect((await pageJson('/browse/child', gold)).statusCode).toBe(200);
  });

  it('asks a guest to sign in for a members page and serves it privately to a member', async () => {
    const guest = await pageJson('/members', t.guest);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().reason).toBe('AUTHENTICATION_REQUIRED');
    expect(guest.body).not.toContain('members body');
    const member = await pageJson('/members', plain);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it('reads a passwordless sign-up that has not finished setup as a guest, whatever it owns', async () => {
    const fresh = await t.signIn('fresh@gym.test');
    const members = await pageJson('/members', fresh);
    expect(members.statusCode).toBe(403);
    expect(members.json().reason).toBe('AUTHENTICATION_REQUIRED');
    const paid = await pageJson('/paid', fresh);
    expect(paid.statusCode).toBe(403);
    expect(paid.body).not.toContain('paid secret words');
  });

  it('opens a private page only to a member subscribed to it', async () => {
    for (const visitor of [t.guest, plain, gold]) {
      const res = await pageJson('/vip', visitor);
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('IS_PRIVATE');
      expect(res.body).not.toContain('vip body');
    }
    const vip = await pageJson('/vip', await t.signIn('vip@gym.test'));
    expect(vip.statusCode).toBe(200);
    expect(vip.body).toContain('vip body');
    expect(vip.headers['cache-control']).toBe('private, no-store');
  });

  it('locks a drip page with no date until the member starts its program', async () => {
    for (const visitor of [t.guest, plain]) {
      const res = await pageJson('/course/week-1/day-2', visitor);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'IS_SCHEDULED', available_after: null });
      expect(res.body).not.toContain('day two secret');
    }
  });

  it('unlocks the day-2 page one day after the member started, and says when', async () => {
    const member = await t.signIn('vip@gym.test');
    const startedAt = new Date(Date.now() - 3_600_000).toISOString();
    const subscribe = await t.call('POST', `/pages/${t.pageId('/course')}/subscribers`, {
      as: member,
      body: {
        started_at: startedAt,
      },
    });
    expect(subscribe.statusCode).toBe(200);
    const locked = await pageJson('/course/week-1/day-2', member);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      reason: 'IS_SCHEDULED',
      available_after: new Date(Date.parse(startedAt) + DAY_MS).toISOString(),
    });
    expect(locked.body).not.toContain('day two secret');

    // A member cannot move their start back (that would open drip pages early): two days pass instead.
    await t.setStart('vip@gym.test', '/course', new Date(Date.now() - 2 * DAY_MS));
    const open = await pageJson('/course/week-1/day-2', member);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('day two secret');
    expect(open.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a page dated in the future locked for everyone with its date, and opens a past one to all', async () => {
    const future = await pageJson('/course/finale', gold);
    expect(future.statusCode).toBe(403);
    expect(future.json()).toMatchObject({ reason: 'IS_SCHEDULED', available_after: '2999-01-01T00:00:00Z' });
    expect(future.body).not.toContain('finale secret');
    const past = await pageJson('/course/bonus', t.guest);
    expect(past.statusCode).toBe(200);
    expect(past.headers['cache-control']).toBe('public, max-age=60');
  });

  it('caches publicly only what a guest may read', async () => {
    const home = await pageJson('/', t.guest);
    expect(home.headers['cache-control']).toBe('public, max-age=60');
    expect((await pageJson('/', gold)).headers['cache-control']).toBe('public, max-age=60');
    const owned = await pageJson('/paid', gold);
    expect(owned.statusCode).toBe(200);
    expect(owned.headers['cache-control']).toBe('private, no-store');
    expect((await pageJson('/paid', t.guest)).headers['cache-control']).toBe('private, no-store');
    // The member's copy was never shared: a guest asking right after still gets the 403.
    expect((await pageJson('/paid', t.guest)).statusCode).toBe(403);
  });

  it('fills collection items from the page index, with their page ids', async () => {
    const home = pageDataSchema.parse((await pageJson('/', t.guest)).json());
    const picked = home.blocks.find((block) => block.id === 'picked');
    expect(picked).toMatchObject({
      items: [
        { page_id: t.pageId('/paid'), path: '/paid', title: 'Paid page' },
        { page_id: t.pageId('/articles/habit'), path: '/articles/habit', type: 'article' },
      ],
    });
  });

  it('gives a page its root and progress root from the published tree', async () => {
    const day = pageDataSchema.parse((await pageJson('/course/week-1/day-1', t.guest)).json());
    expect(day.page).toMatchObject({ rootId: t.pageId('/course'), contentRootId: t.pageId('/course') });
    const lesson = (await pageJson('/paid/lesson', t.guest)).json<PageAccessDeniedBody>();
    expect(lesson.page).toMatchObject({ rootId: t.pageId('/paid'), contentRootId: t.pageId('/paid') });
  });

  it("answers another app's page, and a page under an unpublished parent, with 404", async () => {
    for (const path of ['/rival-course', '/rival-course/one', '/hidden', '/hidden/child']) {
      const res = await pageJson(path, gold);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
    expect((await pageJson('/rival-course', { app: 'rival' })).statusCode).toBe(200);
  });
});
