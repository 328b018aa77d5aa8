import { and, eq } from 'drizzle-orm';
import type { PageSubscribeResponse, PageSubscribersResponse } from '@stride/shared';
import { createFixtureTestApp, type FixtureTestApp } from '../../test/fixtureTestApp';
import { pageCompletions, pageSubscriptions, programSubscriptions, scheduledItems, users } from '../db/schema';
import { loadMemberData } from '../members/memberData';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
});
afterAll(() => t.close());

const subscribersUrl = (path: string) => `/pages/${t.pageId(path)}/subscribers`;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Gold's chosen start, two days ahead on the second. */
const GOLD_START = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * DAY_MS);

/** The same instant written in UTC+02:00, as a member's device in that zone sends it. */
function inPlusTwo(date: Date): string {
  return new Date(date.getTime() + 2 * HOUR_MS).toISOString().replace('Z', '+02:00');
}
const SEQUENCE = ['/course/week-1/day-1', '/course/week-1/day-2', '/course/finale', '/course/bonus'];

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('POST /pages/{id}/subscribers', () => {
  it("starts the member at started_at and answers the root's sequence and progress", async () => {
    const gold = await t.signIn('gold@gym.test');
    const res = await t.call('POST', subscribersUrl('/course'), {
      as: gold,
      body: { started_at: inPlusTwo(GOLD_START) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PageSubscribeResponse>();
    expect(body).toMatchObject({ page_id: t.pageId('/course'), progress: 0, started_at: GOLD_START.toISOString() });
    expect(body.sequence?.homePage).toEqual({ page_id: t.pageId('/course'), title: 'Course', path: '/course' });
    expect(body.sequence?.items.map((item) => item.path)).toEqual(SEQUENCE);
    expect(body.sequence?.items.every((item) => !item.is_completed)).toBe(true);
  });

  it('starts now without a body, and keeps the start when subscribing again without started_at', async () => {
    const plain = await t.signIn('plain@gym.test');
    const before = Date.now();
    const first = await t.call('POST', subscribersUrl('/course'), { as: plain });
    expect(first.statusCode).toBe(200);
    const startedAt = first.json<PageSubscribeResponse>().started_at!;
    expect(Date.parse(startedAt)).toBeGreaterThanOrEqual(before - 1000);
    const again = await t.call('POST', subscribersUrl('/course'), { as: plain, body: {} });
    expect(again.json().started_at).toBe(startedAt);
  });

  it('marks the sequence pages before start_from_page_id completed', async () => {
    const vip = await t.signIn('vip@gym.test');
    const res = await t.call('POST', subscribersUrl('/course'), {
      as: vip,
      body: {
        start_from_page_id: t.pageId('/course/finale'),
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PageSubscribeResponse>();
    expect(body.progress).toBe(50);
    expect(body.sequence?.items.map((item) => item.is_completed)).toEqual([true, true, false, false]);
  });

  it('answers the sequence of its progress root for a page inside one, and none for a page outside any', async () => {
    const coach = await t.signIn('coach@gym.test');
    const inside = await t.call('POST', subscribersUrl('/course/week-1'), { as: coach, body: {} });
    expect(inside.json().sequence.homePage.page_id).toBe(t.pageId('/course'));
    const outside = await t.call('POST', subscribersUrl('/members'), { as: coach, body: {} });
    expect(outside.json()).toMatchObject({ page_id: t.pageId('/members'), progress: 0, sequence: null });
  });

  it.each([
    [{ started_at: 'tomorrow' }, 'started_at'],
    [{ started_at: '2026-13-01T00:00:00Z' }, 'started_at'],
    [{ started_at: '2026-05-01T18:00:00+99:99' }, 'started_at'],
    [{ started_at: '0000-01-01T00:00:00Z' }, 'started_at'],
    [{ start_from_page_id: 'nope' }, 'start_from_page_id'],
    [{ start_from_page_id: '00000000-0000-4000-8000-000000000000' }, 'start_from_page_id'],
  ])('rejects %j with 400 invalid_input naming %s', async (body, field) => {
    const res = await t.call('POST', subscribersUrl('/course'), { as: await t.signIn('gold@gym.test'), body: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field });
  });

  it('refuses a start more than a day in the past with "Cannot schedule in the past", keeping no subscription', async () => {
    const plain = await t.signIn('plain@gym.test');
    const res = await t.call('POST', subscribersUrl('/series'), {
      as: plain,
      body: {
        started_at: new Date(Date.now() - DAY_MS - HOUR_MS).toISOString(),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'Cannot schedule in the past',
      field: 'started_at',
    });
    const rows = await t.db
      .select()
      .from(pageSubscriptions)
      .where(
        and(
          eq(pageSubscriptions.userId, await userId('plain@gym.test')),
          eq(pageSubscriptions.pageId, t.pageId('/series')),
        ),
      );
    expect(rows).toEqual([]);
  });

  it("accepts a start earlier today in the member's time zone (up to a day ago), and one a year ahead", async () => {
    const coach = await t.signIn('coach@gym.test');
    const earlierToday = new Date(Math.floor(Date.now() / 1000) * 1000 - 23 * HOUR_MS);
    const today = await t.call('POST', subscribersUrl('/articles'), {
      as: coach,
      body: {
        started_at: earlierToday.toISOString(),
      },
    });
    expect(today.statusCode).toBe(200);
    expect(today.json().started_at).toBe(earlierToday.toISOString());
    const nextYear = new Date(Date.now() + 365 * DAY_MS).toISOString();
    const later = await t.call('POST', subscribersUrl('/articles'), { as: coach, body: { started_at: nextYear } });
    expect(later.statusCode).toBe(200);
  });

  it('refuses a start more than 366 days ahead', async () => {
    const res = await t.call('POST', subscribersUrl('/series'), {
      as: await t.signIn('plain@gym.test'),
      body: {
        started_at: new Date(Date.now() + 367 * DAY_MS).toISOString(),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'started_at' });
  });

  it('never moves an existing start earlier, so drip pages cannot be opened early; a later start is fine', async () => {
    const plain = await t.signIn('plain@gym.test');
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * DAY_MS);
    expect(
      (await t.call('POST', subscribersUrl('/course'), { as: plain, body: { started_at: start.toISOString() } }))
        .statusCode,
    ).toBe(200);
    // The same day, a few hours earlier (a date picker's local midnight): the start stays as it is.
    const sameDay = await t.call('POST', subscribersUrl('/course'), {
      as: plain,
      body: {
        started_at: new Date(start.getTime() - 3_600_000).toISOString(),
      },
    });
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json().started_at).toBe(start.toISOString());
    const earlier = await t.call('POST', subscribersUrl('/course'), {
      as: plain,
      body: { started_at: new Date().toISOString() },
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error).toMatchObject({ code: 'invalid_input', field: 'started_at' });
    const stored = await t.call('GET', subscribersUrl('/course'), { as: plain });
    expect(stored.json().subscription).toEqual({ started_at: start.toISOString() });
    const later = new Date(start.getTime() + DAY_MS).toISOString();
    const moved = await t.call('POST', subscribersUrl('/course'), { as: plain, body: { started_at: later } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().started_at).toBe(later);
  });

  it('rejects a start_from_page_id outside the sequence: a stage, or a page of another tree', async () => {
    const gold = await t.signIn('gold@gym.test');
    for (const path of ['/course/week-1', '/paid', '/course']) {
      const res = await t.call('POST', subscribersUrl('/course'), {
        as: gold,
        body: { start_from_page_id: t.pageId(path) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('start_from_page_id');
    }
  });
});

describe('DELETE /pages/{id}/subscribers', () => {
  it("removes the member's scheduled items and completions of the sequence pages, then the subscription", async () => {
    const email = 'vip@gym.test';
    const vip = await t.signIn(email);
    const vipId = await userId(email);
    const goldId = await userId('gold@gym.test');
    await t.call('POST', subscribersUrl('/course'), {
      as: vip,
      body: { start_from_page_id: t.pageId('/course/bonus') },
    });
    await t.call('POST', `/pages/${t.pageId('/articles/habit')}/complete`, { as: vip });
    const item = (user: string, path: string, itemType = 'Page') => ({
      appId: t.appId('gym'),
      userId: user,
      itemId: t.pageId(path),
      itemType,
      date: '2026-03-02',
    });
    await t.db
      .insert(scheduledItems)
      .values([
        item(vipId, '/course/week-1/day-1'),
        item(vipId, '/course'),
        item(vipId, '/articles/habit'),
        item(vipId, '/course/finale', 'Workout'),
        item(goldId, '/course/week-1/day-1'),
      ]);
    await loadMemberData(t.db, t.app.caches, t.appId('gym'), vipId);

    const res = await t.call('DELETE', subscribersUrl('/course'), { as: vip });
    expect(res.statusCode).toBe(200);
    const body = res.json<PageSubscribeResponse>();
    expect(body).toMatchObject({ page_id: t.pageId('/course'), progress: 0, started_at: null });
    expect(body.sequence?.items.every((i) => !i.is_completed)).toBe(true);

    const left = await t.db
      .select({ userId: scheduledItems.userId, itemId: scheduledItems.itemId, itemType: scheduledItems.itemType })
      .from(scheduledItems);
    expect(left).toEqual(
      expect.arrayContaining([
        { userId: vipId, itemId: t.pageId('/articles/habit'), itemType: 'Page' },
        { userId: vipId, itemId: t.pageId('/course/finale'), itemType: 'Workout' },
        { userId: goldId, itemId: t.pageId('/course/week-1/day-1'), itemType: 'Page' },
      ]),
    );
    expect(left).toHaveLength(3);
    const completions = await t.db
      .select({ pageId: pageCompletions.pageId })
      .from(pageCompletions)
      .where(eq(pageCompletions.userId, vipId));
    expect(completions.map((row) => row.pageId)).toEqual([t.pageId('/articles/habit')]);
    const subscriptions = await t.db
      .select()
      .from(pageSubscriptions)
      .where(and(eq(pageSubscriptions.userId, vipId), eq(pageSubscriptions.pageId, t.pageId('/course'))));
    expect(subscriptions).toEqual([]);
    const data = await loadMemberData(t.db, t.app.caches, t.appId('gym'), vipId);
    expect(data.page_subscriptions.map((s) => s.page_id)).not.toContain(t.pageId('/course'));
    expect(Object.keys(data.page_completions.by_uuid)).toEqual([t.pageId('/articles/habit')]);
  });

  it('stops following the program when the member leaves a program page, as starting it followed it', async () => {
    const coach = await t.signIn('coach@gym.test');
    const coachId = await userId('coach@gym.test');
    const following = async () =>
      (await t.db.select().from(programSubscriptions).where(eq(programSubscriptions.userId, coachId))).map(
        (row) => row.programId,
      );
    expect((await t.call('POST', subscribersUrl('/course'), { as: coach, body: {} })).statusCode).toBe(200);
    expect(await following()).toEqual([t.pageId('/course')]);
    expect((await loadMemberData(t.db, t.app.caches, t.appId('gym'), coachId)).program_subscriptions).toHaveLength(1);

    expect((await t.call('DELETE', subscribersUrl('/course'), { as: coach })).statusCode).toBe(200);
    expect(await following()).toEqual([]);
    expect((await loadMemberData(t.db, t.app.caches, t.appId('gym'), coachId)).program_subscriptions).toEqual([]);
  });

  it('is allowed on a page the member may not open', async () => {
    const plain = await t.signIn('plain@gym.test');
    const res = await t.call('DELETE', subscribersUrl('/vip'), { as: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page_id: t.pageId('/vip'), progress: 0, sequence: null, started_at: null });
  });
});

describe('GET /pages/{id}/subscribers', () => {
  beforeAll(async () => {
    // Six more subscribers of the series, one second apart, the newest last.
    const extra = await t.db
      .insert(users)
      .values(
        [1, 2, 3, 4, 5, 6].map((n) => ({ appId: t.appId('gym'), email: `s${n}@gym.test`, name: `Subscriber ${n}` })),
      )
      .returning({ id: users.id, email: users.email });
    await t.db.insert(pageSubscriptions).values(
      extra.map((user, n) => ({
        appId: t.appId('gym'),
        userId: user.id,
        pageId: t.pageId('/series'),
        startedAt: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      })),
    );
  });

  it('counts the subscribers and shows the five most recent to a member who may open the page', async () => {
    const res = await t.call('GET', subscribersUrl('/series'), { as: await t.signIn('plain@gym.test') });
    expect(res.statusCode).toBe(200);
    const body = res.json<PageSubscribersResponse>();
    expect(body).toMatchObject({
      page_id: t.pageId('/series'),
      page_title: 'Series',
      page_path: '/series',
      count: 6,
      can_schedule_start: false,
      progress: 0,
      subscription: null,
    });
    expect(body.last_5.map((s) => s.name)).toEqual([6, 5, 4, 3, 2].map((n) => `Subscriber ${n}`));
    expect(body.last_5[0]).toEqual({ id: expect.any(String), name: 'Subscriber 6', avatar_urls: null });
  });

  it("answers a guest the spec's sign-in error, telling no names, ids, titles or counts", async () => {
    for (const path of ['/series', '/vip']) {
      const res = await t.call('GET', subscribersUrl(path));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'not_signed_in', message: 'You need to sign in' } });
    }
  });

  it('lets a signed-in member schedule their start only on a progress root that drips from the start', async () => {
    const gold = await t.signIn('gold@gym.test');
    expect((await t.call('GET', subscribersUrl('/course'), { as: gold })).json().can_schedule_start).toBe(true);
    expect((await t.call('GET', subscribersUrl('/series'), { as: gold })).json().can_schedule_start).toBe(false);
    expect((await t.call('GET', subscribersUrl('/course/week-1'), { as: gold })).json().can_schedule_start).toBe(false);
  });

  it("answers the asker's subscription, sequence and progress", async () => {
    const gold = await t.signIn('gold@gym.test');
    await t.call('POST', `/pages/${t.pageId('/course/bonus')}/complete`, { as: gold });
    const body = (await t.call('GET', subscribersUrl('/course'), { as: gold })).json<PageSubscribersResponse>();
    expect(body.subscription).toEqual({ started_at: GOLD_START.toISOString() });
    expect(body.progress).toBe(25);
    expect(body.sequence?.items.find((item) => item.path === '/course/bonus')?.is_completed).toBe(true);
    const vip = await t.signIn('vip@gym.test');
    const other = (await t.call('GET', subscribersUrl('/course'), { as: vip })).json<PageSubscribersResponse>();
    expect(other).toMatchObject({ progress: 0, subscription: null });
    expect(other.sequence?.items.every((item) => !item.is_completed)).toBe(true);
  });

  it('shows a private page only to a member who may see it: others get access_denied, no title or count', async () => {
    // vip@gym.test subscribes to the private page in the content file.
    const plain = await t.signIn('plain@gym.test');
    const denied = await t.call('GET', subscribersUrl('/vip'), { as: plain });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: { code: 'access_denied' }, reason: 'IS_PRIVATE' });
    expect(denied.body).not.toContain('Vip room');
    expect(denied.json()).not.toHaveProperty('count');
    const vip = (await t.call('GET', subscribersUrl('/vip'), { as: await t.signIn('vip@gym.test') })).json();
    expect(vip).toMatchObject({ page_title: 'Vip room', count: 1 });
    expect(vip.last_5.map((s: { name: string }) => s.name)).toEqual(['Vip Member']);
  });

  it('still shows a paid page to a member without the product, hiding who subscribed', async () => {
    const plain = await t.signIn('plain@gym.test');
    const res = await t.call('GET', `/pages/${t.pageId('/paid')}/subscribers`, { as: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page_title: 'Paid page', last_5: [] });
  });
});
