import { bookmarks, eventSubscriptions, pageCompletions, pageSubscriptions } from '../db/schema';
import { createFixtureTestApp, visitorHeaders, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

const DAY_MS = 86_400_000;

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
});
afterAll(() => t.close());

describe('GET /my-content', () => {
  it('needs a signed-in member', async () => {
    const res = await t.call('GET', '/my-content');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });

  it('is empty for a new member', async () => {
    const member = await t.member('new@club.test');
    expect((await t.call('GET', '/my-content', { as: member })).json()).toEqual({
      purchased_products: [],
      programs: [],
      events: [],
      recentPages: [],
      packs: [],
      pages: [],
      shared_items: [],
      upcoming_pages: [],
      bookmarked_items: [],
      has_form_submissions: false,
    });
  });

  it("gathers the member's products, programs, events, recent, subscribed, upcoming and saved pages", async () => {
    const member = await t.member('busy@club.test', ['premium', 'starter']);
    const as = { as: member };
    const ids = {
      free: t.pageId('/programs/free'),
      week1: t.pageId('/programs/free/week-1'),
      week2: t.pageId('/programs/free/week-2'),
      day1: t.pageId('/programs/free/week-1/day-1'),
      day2: t.pageId('/programs/free/week-1/day-2'),
      paid: t.pageId('/programs/paid'),
      stage1: t.pageId('/programs/paid/stage-1'),
    };
    const startedAt = new Date(Date.now() - 3_600_000);
    const base = { appId: t.appId('club'), userId: member.user.id };
    await t.db
      .insert(pageSubscriptions)
      .values({ ...base, pageId: ids.free, startedAt, createdAt: new Date(Date.now() - 60_000) });
    await t.db
      .insert(pageCompletions)
      .values({ ...base, pageId: ids.day1, completedAt: new Date(Date.now() - 120_000) });
    await t.db.insert(bookmarks).values([
      { ...base, pageId: t.pageId('/premium'), createdAt: new Date(Date.now() - 50_000) },
      { ...base, pageId: t.pageId('/articles/long'), createdAt: new Date(Date.now() - 10_000) },
    ]);
    await t.call('POST', `/programs/${ids.free}/subscribe`, as);
    await t.call('POST', `/programs/${ids.free}/stages/${ids.week1}/complete`, as);
    await t.call('POST', `/programs/${ids.paid}/subscribe`, as);
    const [past, next] = await t.occurrenceIds('live');
    const [later] = await t.occurrenceIds('later');
    expect((await t.call('POST', `/event_occurrences/${next}/subscribe`, as)).statusCode).toBe(200);
    expect((await t.call('POST', `/event_occurrences/${later}/subscribe`, as)).statusCode).toBe(200);
    await t.db.insert(eventSubscriptions).values({ ...base, occurrenceId: past! });

    const res = await t.call('GET', '/my-content', as);
    expect(res.statusCode).toBe(200);
    const mine = res.json();

    expect(mine.purchased_products.map((p: { title: string }) => p.title).sort()).toEqual(['Premium', 'Starter pack']);
    expect(mine.purchased_products.find((p: { title: string }) => p.title === 'Premium')).toEqual({
      id: await t.productId('premium'),
      title: 'Premium',
      description: null,
      kind: 'subscription',
      price_cents: 900,
      currency: 'usd',
      interval: 'month',
    });

    const programs = Object.fromEntries(mine.programs.map((p: { id: string }) => [p.id, p]));
    // Week 1 done holds days 1 and 2: two of the program's three completable pages.
    expect(programs[ids.free]).toMatchObject({ title: 'Free program', progress: 67, active_stage_id: ids.week2 });
    expect(programs[ids.free].stages).toHaveLength(2);
    expect(programs[ids.paid]).toMatchObject({ progress: 0, active_stage_id: ids.stage1 });

    expect(mine.events.map((e: { id: string }) => e.id)).toEqual([later, next]);
    expect(mine.events[1]).toMatchObject({ title: 'Live class', path: '/events/live', is_subscribed: true });

    expect(mine.recentPages.map((p: { id: string }) => p.id)).toEqual([ids.free, ids.day1]);
    expect(mine.packs).toEqual([
      expect.objectContaining({ path: '/packs/starter', product_ids: [await t.productId('starter')] }),
    ]);
    expect(mine.pages.map((p: { id: string }) => p.id)).toEqual([ids.free]);
    expect(mine.shared_items).toEqual([]);

    // Day 2 drips a day after the start and week 2 a week after; day 8 waits inside week 2 and is not repeated.
    expect(mine.upcoming_pages).toEqual([
      expect.objectContaining({ id: ids.day2, available_after: new Date(startedAt.getTime() + DAY_MS).toISOString() }),
      expect.objectContaining({
        id: ids.week2,
        available_after: new Date(startedAt.getTime() + 7 * DAY_MS).toISOString(),
      }),
    ]);
    expect(mine.bookmarked_items.map((p: { path: string }) => p.path)).toEqual(['/articles/long', '/premium']);
    expect(mine.has_form_submissions).toBe(false);
  });

  it("counts a program's progress as its page does: days marked complete and stages completed, one number", async () => {
    const member = await t.member('counter@club.test');
    const as = { as: member };
    const free = t.pageId('/programs/free');
    const progressOnPage = async () => (await t.call('GET', `/pages/${free}/subscribers`, as)).json().progress;
    const progressInMyContent = async () => (await t.call('GET', '/my-content', as)).json().programs[0].progress;

    await t.call('POST', `/programs/${free}/subscribe`, as);
    await t.call('POST', `/pages/${t.pageId('/programs/free/week-1/day-1')}/complete`, as);
    // My content said 0 % here (no stage complete) while the program said 1 of 3.
    expect([await progressOnPage(), await progressInMyContent()]).toEqual([33, 33]);

    const week1 = await t.call('POST', `/programs/${free}/stages/${t.pageId('/programs/free/week-1')}/complete`, as);
    expect(week1.statusCode).toBe(200);
    // The program page said 1 of 3 here (a stage completed is no page completed) while My content said 50 %.
    expect([await progressOnPage(), await progressInMyContent()]).toEqual([67, 67]);
    const { sequence } = (await t.call('GET', `/pages/${free}/subscribers`, as)).json();
    expect(sequence.items.map((item: { is_completed: boolean }) => item.is_completed)).toEqual([true, true, false]);
  });

  it('shows the program active stage as the last one when every stage is complete', async () => {
    const member = await t.member('finisher@club.test', ['premium']);
    const paid = t.pageId('/programs/paid');
    await t.call('POST', `/programs/${paid}/subscribe`, { as: member });
    await t.call('POST', `/programs/${paid}/complete`, { as: member });
    const [program] = (await t.call('GET', '/my-content', { as: member })).json().programs;
    expect(program).toMatchObject({ progress: 100, active_stage_id: t.pageId('/programs/paid/stage-2') });
  });

  it('shows the pages the member viewed lately among recent activity: newest first, each once, only pages they may see', async () => {
    const member = await t.member('viewer@club.test');
    const other = await t.member('other-viewer@club.test');
    const views = (as: Session, reports: { data: Record<string, string>; ago: number }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/activity/batch',
        headers: { ...visitorHeaders(as), 'x-device-id': `device-of-${as.email}` },
        payload: {
          activities: reports.map(({ data, ago }) => ({
            activity_type: 'page_viewed',
            data,
            ts: new Date(Date.now() - ago).toISOString(),
          })),
        },
      });
    await t.db.insert(pageCompletions).values({
      appId: t.appId('club'),
      userId: member.user.id,
      pageId: t.pageId('/programs/free/week-1/day-1'),
      completedAt: new Date(Date.now() - DAY_MS),
    });
    const stored = await views(member, [
      { data: { path: '/premium' }, ago: 50_000 },
      { data: { page_id: t.pageId('/articles/long'), path: '/articles/long' }, ago: 40_000 },
      // A private program the member does not belong to, and a screen that is no page.
      { data: { path: '/programs/secret' }, ago: 30_000 },
      { data: { path: '/me/content' }, ago: 20_000 },
      { data: { path: '/premium' }, ago: 10_000 },
    ]);
    expect(stored.statusCode).toBe(204);
    await views(other, [{ data: { path: '/events/live' }, ago: 1_000 }]);

    const { recentPages } = (await t.call('GET', '/my-content', { as: member })).json();
    expect(recentPages.map((page: { path: string }) => page.path)).toEqual([
      '/premium',
      '/articles/long',
      '/programs/free/week-1/day-1',
    ]);
  });
});
