import { eq } from 'drizzle-orm';
import { createFixtureTestApp, type FixtureTestApp, visitorHeaders } from '../../test/fixtureTestApp';
import { resolveMember } from '../auth/registerMember';
import { apps, products, type AppRow } from '../db/schema';
import { loadAppPages } from './appPageIndex';
import { accessContext, pageAccessFor, requestViewer } from './requestAccess';

let t: FixtureTestApp;
let gym: AppRow;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  [gym] = (await t.db
    .select()
    .from(apps)
    .where(eq(apps.id, t.appId('gym')))) as [AppRow];
});
afterAll(() => t.close());

/** What an 'optional' route's handler sees: the session hook's member, read as the engine's viewer. */
const viewerOf = async (headers: Record<string, string>) =>
  requestViewer(await resolveMember(t.db, { headers, app: gym, server: t.app }, 'optional'));

describe('requestViewer', () => {
  it('reads no session, a wrong one and an unfinished passwordless sign-up as a guest', async () => {
    const gold = await t.signIn('gold@gym.test');
    for (const headers of [
      {},
      visitorHeaders({ ...gold, token: 'nope' }),
      { 'x-user-email': 'gold@gym.test' },
      visitorHeaders(await t.signIn('fresh@gym.test')),
    ]) {
      expect(await viewerOf(headers)).toEqual({ member: null, viewer: null });
    }
  });

  it('reads a member with their live products, and an admin as an admin', async () => {
    const [gold] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.appId, t.appId('gym')));
    const member = await viewerOf(visitorHeaders(await t.signIn('gold@gym.test')));
    expect(member.member?.user.email).toBe('gold@gym.test');
    expect(member.viewer).toMatchObject({
      subscriberId: member.member?.user.id,
      isAdmin: false,
      activeProductIds: [gold!.id],
    });
    expect((await viewerOf(visitorHeaders(await t.signIn('coach@gym.test')))).viewer?.isAdmin).toBe(true);
  });

  it("does not take another app's session", async () => {
    const rival = await t.signIn('plain@gym.test', 'rival');
    expect((await viewerOf(visitorHeaders(rival))).member).toBeNull();
  });
});

describe('accessContext and pageAccessFor', () => {
  it("gives the engine the member's page subscriptions and decides a page with them", async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    const vip = await accessContext(
      t.db,
      t.app.caches,
      gym,
      await viewerOf(visitorHeaders(await t.signIn('vip@gym.test'))),
    );
    expect(vip.member.subscriptions).toEqual({ [t.pageId('/vip')]: null });
    expect(pageAccessFor(index, t.pageId('/vip'), vip)).toEqual({ granted: true, browsing: false });

    const guest = await accessContext(t.db, t.app.caches, gym, await viewerOf({}));
    expect(guest.member.subscriptions).toEqual({});
    expect(pageAccessFor(index, t.pageId('/vip'), guest)).toMatchObject({ granted: false, reason: 'IS_PRIVATE' });
    expect(pageAccessFor(index, t.pageId('/browse'), guest)).toEqual({ granted: true, browsing: true });
  });
});
