import { eq } from 'drizzle-orm';
import { forgetMemberSessions } from '../auth/sessionTokens';
import { pageSubscriptions, programSubscriptions, users } from '../db/schema';
import { loadMemberData } from '../members/memberData';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
let plain: Session;
let premium: Session;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
  plain = await t.member('plain@club.test');
  premium = await t.member('premium@club.test', ['premium']);
});
afterAll(() => t.close());

describe('GET /programs', () => {
  it('lists the programs a guest may know of, in tree order, with their stages; private ones are left out', async () => {
    const res = await t.call('GET', '/programs');
    expect(res.statusCode).toBe(200);
    const { programs } = res.json();
    expect(programs.map((p: { path: string }) => p.path)).toEqual(['/programs/free', '/programs/paid', '/browse']);
    expect(programs[0]).toMatchObject({
      id: t.pageId('/programs/free'),
      title: 'Free program',
      type: 'program',
      tags: ['Strength', 'beginner'],
      stages: [
        { id: t.pageId('/programs/free/week-1'), title: 'Week 1', path: '/programs/free/week-1' },
        { id: t.pageId('/programs/free/week-2'), title: 'Week 2', path: '/programs/free/week-2' },
      ],
    });
    expect(JSON.stringify(programs)).not.toContain('paid secret');
  });

  it("never lists another app's programs", async () => {
    const { programs } = (await t.call('GET', '/programs', { app: 'rival' })).json();
    expect(programs.map((p: { title: string }) => p.title)).toEqual(['Rival program']);
  });
});

describe('GET /programs/{id}/access', () => {
  it('answers the engine result for a guest, a member without the product and one with it', async () => {
    const paid = t.pageId('/programs/paid');
    const premiumProduct = await t.productId('premium');
    const guest = (await t.call('GET', `/programs/${paid}/access`)).json();
    expect(guest).toMatchObject({ granted: false, reason: 'PURCHASE_REQUIRED', node_id: paid });
    expect(guest.product_ids).toEqual([premiumProduct]);
    expect(guest.purchase_overlay_id).toBe(await t.overlayId('offer'));
    expect((await t.call('GET', `/programs/${paid}/access`, { as: plain })).json()).toMatchObject({
      granted: false,
      reason: 'PURCHASE_REQUIRED',
    });
    expect((await t.call('GET', `/programs/${paid}/access`, { as: premium })).json()).toEqual({
      granted: true,
      browsing: false,
    });
  });

  it('answers 404 program_not_found for a malformed id, a page that is not a program and another app’s program', async () => {
    for (const id of ['not-a-uuid', t.pageId('/premium'), t.pageId('/program', 'rival')]) {
      const res = await t.call('GET', `/programs/${id}/access`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'program_not_found', message: 'Program Not Found' });
    }
  });
});

describe('program subscriptions', () => {
  it('needs a signed-in member', async () => {
    const free = t.pageId('/programs/free');
    expect((await t.call('POST', `/programs/${free}/subscribe`)).statusCode).toBe(401);
    expect((await t.call('GET', '/programs/subscriptions')).json().error.code).toBe('not_signed_in');
  });

  it('answers 403 setup_required for a passwordless sign-up that has not finished setup', async () => {
    const fresh = await t.member('fresh@club.test');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, fresh.user.id));
    forgetMemberSessions(t.app.caches, fresh.user.id);
    const res = await t.call('GET', '/programs/subscriptions', { as: fresh });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('setup_required');
  });

  it('subscribes once (idempotent) and lists the subscription, also in the login lists', async () => {
    const member = await t.member('subscriber@club.test');
    const free = t.pageId('/programs/free');
    expect(await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).toMatchObject({
      program_subscriptions: [],
    });
    const first = await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      program_subscription: { program_id: free, completed_stage_ids: {}, completed_at: null },
    });
    const second = await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    expect(second.json()).toEqual(first.json());
    expect((await t.call('GET', '/programs/subscriptions', { as: member })).json()).toEqual({
      program_subscriptions: [{ program_id: free, completed_stage_ids: {}, completed_at: null }],
    });
    // The login response's lists are forgotten after the write, so they show it at once.
    expect((await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).program_subscriptions).toEqual([
      { program_id: free, completed_stage_ids: {} },
    ]);
  });

  it('starts a progress-root program from now when the member follows it, and keeps an earlier start', async () => {
    const member = await t.member('starter@club.test');
    const free = t.pageId('/programs/free');
    const before = Date.now();
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    const { page_subscriptions } = await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id);
    expect(page_subscriptions).toHaveLength(1);
    expect(page_subscriptions[0]!.page_id).toBe(free);
    const started = Date.parse(page_subscriptions[0]!.started_at!);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    expect(
      (await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).page_subscriptions[0]!.started_at,
    ).toBe(page_subscriptions[0]!.started_at);
  });

  it('follows the program when the member starts its page (POST /pages/{id}/subscribers)', async () => {
    const member = await t.member('page-starter@club.test');
    const free = t.pageId('/programs/free');
    expect((await t.call('POST', `/pages/${free}/subscribers`, { as: member })).statusCode).toBe(200);
    expect((await t.call('GET', '/programs/subscriptions', { as: member })).json()).toEqual({
      program_subscriptions: [{ program_id: free, completed_stage_ids: {}, completed_at: null }],
    });
  });

  it('refuses a paid program without the product (403 with the lock) and allows it with the product', async () => {
    const paid = t.pageId('/programs/paid');
    const denied = await t.call('POST', `/programs/${paid}/subscribe`, { as: plain });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      error: { code: 'access_denied', message: "You don't have access" },
      access: { granted: false, reason: 'PURCHASE_REQUIRED', product_ids: [await t.productId('premium')] },
    });
    expect((await t.call('POST', `/programs/${paid}/subscribe`, { as: premium })).statusCode).toBe(200);
  });

  it('does not let browsing a purchase-gated program count as access to join it', async () => {
    const browse = t.pageId('/browse');
    expect((await t.call('GET', `/programs/${browse}/access`, { as: plain })).json()).toEqual({
      granted: true,
      browsing: true,
    });
    const res = await t.call('POST', `/programs/${browse}/subscribe`, { as: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json().access).toMatchObject({ reason: 'PURCHASE_REQUIRED', node_id: browse });
  });

  it('refuses a private program the member is not subscribed to', async () => {
    const secret = t.pageId('/programs/secret');
    const res = await t.call('POST', `/programs/${secret}/subscribe`, { as: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json().access.reason).toBe('IS_PRIVATE');
  });

  it("answers 404 for another app's program and a malformed id", async () => {
    const rival = t.pageId('/program', 'rival');
    expect((await t.call('POST', `/programs/${rival}/subscribe`, { as: plain })).statusCode).toBe(404);
    expect((await t.call('POST', '/programs/123/subscribe', { as: plain })).json().error.code).toBe(
      'program_not_found',
    );
  });
});

describe('program stages', () => {
  it('raises "Program Not Found" when completing or uncompleting a stage of a program the member does not follow', async () => {
    const member = await t.member('unsubscribed@club.test');
    const free = t.pageId('/programs/free');
    const week1 = t.pageId('/programs/free/week-1');
    for (const method of ['POST', 'DELETE'] as const) {
      const url =
        method === 'POST' ? `/programs/${free}/stages/${week1}/complete` : `/programs/${free}/stages/${week1}`;
      const res = await t.call(method, url, { as: member });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'program_not_found', message: 'Program Not Found' });
    }
    expect((await t.call('POST', `/programs/${free}/complete`, { as: member })).json().error.message).toBe(
      'Program Not Found',
    );
  });

  it('answers 404 stage_not_found for a page that is not a stage of the program', async () => {
    const member = await t.member('stages@club.test');
    const free = t.pageId('/programs/free');
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    for (const stage of [t.pageId('/programs/free/week-1/day-1'), t.pageId('/programs/paid/stage-1'), 'x']) {
      const res = await t.call('POST', `/programs/${free}/stages/${stage}/complete`, { as: member });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('stage_not_found');
    }
  });

  it('completes and uncompletes stages; the program is completed when every stage is', async () => {
    const member = await t.member('progress@club.test');
    const free = t.pageId('/programs/free');
    const week1 = t.pageId('/programs/free/week-1');
    const week2 = t.pageId('/programs/free/week-2');
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    // Week 2 drips a week after the member's start of the progress root: started long ago, it is open.
    await t.db
      .update(pageSubscriptions)
      .set({ startedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(pageSubscriptions.userId, member.user.id));

    const one = await t.call('POST', `/programs/${free}/stages/${week1}/complete`, { as: member });
    expect(one.json().program_subscription).toEqual({
      program_id: free,
      completed_stage_ids: { [week1]: true },
      completed_at: null,
    });
    const both = (await t.call('POST', `/programs/${free}/stages/${week2}/complete`, { as: member })).json();
    expect(both.program_subscription.completed_stage_ids).toEqual({ [week1]: true, [week2]: true });
    expect(Date.parse(both.program_subscription.completed_at)).not.toBeNaN();

    const undone = (await t.call('DELETE', `/programs/${free}/stages/${week1}`, { as: member })).json();
    expect(undone.program_subscription).toEqual({
      program_id: free,
      completed_stage_ids: { [week2]: true },
      completed_at: null,
    });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('club'), member.user.id)).program_subscriptions).toEqual([
      { program_id: free, completed_stage_ids: { [week2]: true } },
    ]);
  });

  it('refuses to complete a drip stage that has not unlocked for the member yet', async () => {
    const member = await t.member('early@club.test');
    const free = t.pageId('/programs/free');
    const week2 = t.pageId('/programs/free/week-2');
    const before = Date.now();
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    const res = await t.call('POST', `/programs/${free}/stages/${week2}/complete`, { as: member });
    expect(res.statusCode).toBe(403);
    const lock = res.json().access;
    expect(lock).toMatchObject({ reason: 'IS_SCHEDULED', node_id: week2 });
    // Following the program started it now: week 2 opens a week later.
    const week = 7 * 86_400_000;
    expect(Date.parse(lock.available_after)).toBeGreaterThanOrEqual(before + week - 1000);
    expect(Date.parse(lock.available_after)).toBeLessThanOrEqual(Date.now() + week);
  });

  it("refuses POST /programs/{id}/complete while a drip stage is locked, with that stage's lock, completing nothing", async () => {
    const member = await t.member('hasty@club.test');
    const free = t.pageId('/programs/free');
    const week2 = t.pageId('/programs/free/week-2');
    await t.call('POST', `/programs/${free}/subscribe`, { as: member });
    const res = await t.call('POST', `/programs/${free}/complete`, { as: member });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('access_denied');
    expect(res.json().access).toMatchObject({ granted: false, reason: 'IS_SCHEDULED', node_id: week2 });
    const [row] = await t.db.select().from(programSubscriptions).where(eq(programSubscriptions.userId, member.user.id));
    expect(row).toMatchObject({ completedStageIds: {}, completedAt: null });
  });

  it('POST /programs/{id}/complete marks every stage complete and sets completed_at', async () => {
    const paid = t.pageId('/programs/paid');
    await t.call('POST', `/programs/${paid}/subscribe`, { as: premium });
    const res = await t.call('POST', `/programs/${paid}/complete`, { as: premium });
    expect(res.statusCode).toBe(200);
    const subscription = res.json().program_subscription;
    expect(subscription.completed_stage_ids).toEqual({
      [t.pageId('/programs/paid/stage-1')]: true,
      [t.pageId('/programs/paid/stage-2')]: true,
    });
    expect(Date.parse(subscription.completed_at)).toBeGreaterThan(t.now.getTime() - 60_000);
  });
});
