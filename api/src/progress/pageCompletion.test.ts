import { and, eq } from 'drizzle-orm';
import { createAccessTestApp, type AccessTestApp, type Headers } from '../../test/accessTestApp';
import { pageSubscriptions, users } from '../db/schema';
import { loadMemberData } from '../members/memberData';

let t: AccessTestApp;
let gold: Headers;
let goldId: string;
beforeAll(async () => {
  t = await createAccessTestApp();
  gold = await t.signIn('gold@gym.test');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'gold@gym.test'));
  goldId = row!.id;
});
afterAll(() => t.close());

const completeUrl = (path: string) => `/pages/${t.ids[path]}/complete`;

async function rootSubscription(pageId: string) {
  const [row] = await t.db
    .select({ startedAt: pageSubscriptions.startedAt })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.userId, goldId), eq(pageSubscriptions.pageId, pageId)));
  return row;
}

describe('completing a page', () => {
  it('answers the progress of its root and subscribes the member to the root, starting now', async () => {
    expect(await rootSubscription(t.ids['/course']!)).toBeUndefined();
    const before = Date.now();
    const res = await t.request('POST', completeUrl('/course/week-1/day-1'), gold);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      page_id: t.ids['/course/week-1/day-1'],
      root_progress: { page_id: t.ids['/course'], progress: 25 },
    });
    const subscription = await rootSubscription(t.ids['/course']!);
    expect(subscription?.startedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the start of a member who already subscribed to the root', async () => {
    const first = (await rootSubscription(t.ids['/course']!))!.startedAt;
    const res = await t.request('POST', completeUrl('/course/bonus'), gold);
    expect(res.json().root_progress).toEqual({ page_id: t.ids['/course'], progress: 50 });
    expect((await rootSubscription(t.ids['/course']!))!.startedAt).toEqual(first);
  });

  it('starts a subscription the owner granted without a start', async () => {
    const vip = await t.signIn('vip@gym.test');
    const [vipUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'vip@gym.test'));
    await t.db
      .insert(pageSubscriptions)
      .values({ appId: t.gymId, userId: vipUser!.id, pageId: t.ids['/series']!, startedAt: null });
    expect((await t.request('POST', completeUrl('/series/one'), vip)).json().root_progress.progress).toBe(50);
    const [row] = await t.db
      .select({ startedAt: pageSubscriptions.startedAt })
      .from(pageSubscriptions)
      .where(and(eq(pageSubscriptions.userId, vipUser!.id), eq(pageSubscriptions.pageId, t.ids['/series']!)));
    expect(row?.startedAt).toBeInstanceOf(Date);
  });

  it('does not subscribe the member to a private root they were not let into, by completing an open page under it', async () => {
    const res = await t.request('POST', completeUrl('/circle/welcome'), gold);
    expect(res.statusCode).toBe(200);
    expect(await rootSubscription(t.ids['/circle']!)).toBeUndefined();
    const session = await t.request('GET', '/__/circle/session/index.json', gold);
    expect(session.statusCode).toBe(403);
    expect(session.json().reason).toBe('IS_PRIVATE');
  });

  it('answers root_progress null for a page under no progress root, and subscribes nothing', async () => {
    const res = await t.request('POST', completeUrl('/paid'), gold);
    expect(res.json()).toEqual({ page_id: t.ids['/paid'], root_progress: null });
    expect(await rootSubscription(t.ids['/paid']!)).toBeUndefined();
  });

  it('is idempotent', async () => {
    const res = await t.request('POST', completeUrl('/course/week-1/day-1'), gold);
    expect(res.json().root_progress.progress).toBe(50);
  });

  it('shows in the completion flag and at once in the member data of the login response', async () => {
    await loadMemberData(t.db, t.app.caches, t.gymId, goldId);
    await t.request('POST', completeUrl('/articles/habit'), gold);
    expect((await loadMemberData(t.db, t.app.caches, t.gymId, goldId)).page_completions.by_uuid).toMatchObject({
      [t.ids['/articles/habit']!]: true,
    });
    const flag = await t.request('GET', completeUrl('/articles/habit'), gold);
    expect(flag.json()).toEqual({ is_completed: true });
    expect((await t.request('GET', completeUrl('/articles/habit'), t.guest)).json()).toEqual({ is_completed: false });
    const wrong = await t.request('GET', completeUrl('/articles/habit'), { ...gold, 'x-user-token': 'nope' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ is_completed: false });
  });
});

describe('uncompleting a page', () => {
  it("answers the root's new progress and keeps the member subscribed", async () => {
    const res = await t.request('DELETE', completeUrl('/course/bonus'), gold);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      page_id: t.ids['/course/bonus'],
      root_progress: { page_id: t.ids['/course'], progress: 25 },
    });
    expect(await rootSubscription(t.ids['/course']!)).toBeDefined();
    expect((await t.request('GET', completeUrl('/course/bonus'), gold)).json()).toEqual({ is_completed: false });
  });

  it('forgets the completion in the member data at once', async () => {
    await loadMemberData(t.db, t.app.caches, t.gymId, goldId);
    await t.request('DELETE', completeUrl('/articles/habit'), gold);
    const data = await loadMemberData(t.db, t.app.caches, t.gymId, goldId);
    expect(data.page_completions.by_uuid).not.toHaveProperty(t.ids['/articles/habit']!);
  });

  it('is allowed on a page the member can no longer open', async () => {
    const plain = await t.signIn('plain@gym.test');
    const res = await t.request('DELETE', completeUrl('/paid'), plain);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page_id: t.ids['/paid'], root_progress: null });
  });
});
