import { and, eq } from 'drizzle-orm';
import { createFixtureTestApp, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { pageSubscriptions, users } from '../db/schema';
import { loadMemberData } from '../members/memberData';

let t: FixtureTestApp;
let gold: Visitor;
let goldId: string;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  gold = await t.signIn('gold@gym.test');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'gold@gym.test'));
  goldId = row!.id;
});
afterAll(() => t.close());

const completeUrl = (path: string) => `/pages/${t.pageId(path)}/complete`;

async function rootSubscription(pageId: string) {
  const [row] = await t.db
    .select({ startedAt: pageSubscriptions.startedAt })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.userId, goldId), eq(pageSubscriptions.pageId, pageId)));
  return row;
}

describe('completing a page', () => {
  it('answers the progress of its root and subscribes the member to the root, starting now', async () => {
    expect(await rootSubscription(t.pageId('/course'))).toBeUndefined();
    const before = Date.now();
    const res = await t.call('POST', completeUrl('/course/week-1/day-1'), { as: gold });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      page_id: t.pageId('/course/week-1/day-1'),
      root_progress: { page_id: t.pageId('/course'), progress: 25 },
    });
    const subscription = await rootSubscription(t.pageId('/course'));
    expect(subscription?.startedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the start of a member who already subscribed to the root', async () => {
    const first = (await rootSubscription(t.pageId('/course')))!.startedAt;
    const res = await t.call('POST', completeUrl('/course/bonus'), { as: gold });
    expect(res.json().root_progress).toEqual({ page_id: t.pageId('/course'), progress: 50 });
    expect((await rootSubscription(t.pageId('/course')))!.startedAt).toEqual(first);
  });

  it('starts a subscription the owner granted without a start', async () => {
    const vip = await t.signIn('vip@gym.test');
    const [vipUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'vip@gym.test'));
    await t.db
      .insert(pageSubscriptions)
      .values({ appId: t.appId('gym'), userId: vipUser!.id, pageId: t.pageId('/series'), startedAt: null });
    expect((await t.call('POST', completeUrl('/series/one'), { as: vip })).json().root_progress.progress).toBe(50);
    const [row] = await t.db
      .select({ startedAt: pageSubscriptions.startedAt })
      .from(pageSubscriptions)
      .where(and(eq(pageSubscriptions.userId, vipUser!.id), eq(pageSubscriptions.pageId, t.pageId('/series'))));
    expect(row?.startedAt).toBeInstanceOf(Date);
  });

  it('does not subscribe the member to a private root they were not let into, by completing an open page under it', async () => {
    const res = await t.call('POST', completeUrl('/circle/welcome'), { as: gold });
    expect(res.statusCode).toBe(200);
    expect(await rootSubscription(t.pageId('/circle'))).toBeUndefined();
    const session = await t.call('GET', '/__/circle/session/index.json', { as: gold });
    expect(session.statusCode).toBe(403);
    expect(session.json().reason).toBe('IS_PRIVATE');
  });

  it('answers root_progress null for a page under no progress root, and subscribes nothing', async () => {
    const res = await t.call('POST', completeUrl('/paid'), { as: gold });
    expect(res.json()).toEqual({ page_id: t.pageId('/paid'), root_progress: null });
    expect(await rootSubscription(t.pageId('/paid'))).toBeUndefined();
  });

  it('is idempotent', async () => {
    const res = await t.call('POST', completeUrl('/course/week-1/day-1'), { as: gold });
    expect(res.json().root_progress.progress).toBe(50);
  });

  it('shows in the completion flag and at once in the member data of the login response', async () => {
    await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId);
    await t.call('POST', completeUrl('/articles/habit'), { as: gold });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId)).page_completions.by_uuid).toMatchObject({
      [t.pageId('/articles/habit')]: true,
    });
    const flag = await t.call('GET', completeUrl('/articles/habit'), { as: gold });
    expect(flag.json()).toEqual({ is_completed: true });
    expect((await t.call('GET', completeUrl('/articles/habit'))).json()).toEqual({ is_completed: false });
    const wrong = await t.call('GET', completeUrl('/articles/habit'), { as: { ...gold, token: 'nope' } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ is_completed: false });
  });
});

describe('uncompleting a page', () => {
  it("answers the root's new progress and keeps the member subscribed", async () => {
    const res = await t.call('DELETE', completeUrl('/course/bonus'), { as: gold });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      page_id: t.pageId('/course/bonus'),
      root_progress: { page_id: t.pageId('/course'), progress: 25 },
    });
    expect(await rootSubscription(t.pageId('/course'))).toBeDefined();
    expect((await t.call('GET', completeUrl('/course/bonus'), { as: gold })).json()).toEqual({ is_completed: false });
  });

  it('forgets the completion in the member data at once', async () => {
    await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId);
    await t.call('DELETE', completeUrl('/articles/habit'), { as: gold });
    const data = await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId);
    expect(data.page_completions.by_uuid).not.toHaveProperty(t.pageId('/articles/habit'));
  });

  it('is allowed on a page the member can no longer open', async () => {
    const plain = await t.signIn('plain@gym.test');
    const res = await t.call('DELETE', completeUrl('/paid'), { as: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page_id: t.pageId('/paid'), root_progress: null });
  });
});
