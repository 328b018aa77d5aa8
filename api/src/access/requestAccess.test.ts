import { eq } from 'drizzle-orm';
import { createAccessTestApp, type AccessTestApp, type Headers } from '../../test/accessTestApp';
import { resolveMember } from '../auth/registerMember';
import { apps, products, type AppRow } from '../db/schema';
import { loadAppPages } from './appPageIndex';
import { accessContext, pageAccessFor, requestViewer } from './requestAccess';

let t: AccessTestApp;
let gym: AppRow;
beforeAll(async () => {
  t = await createAccessTestApp();
  [gym] = (await t.db.select().from(apps).where(eq(apps.id, t.gymId))) as [AppRow];
});
afterAll(() => t.close());

/** What an 'optional' route's handler sees: the session hook's member, read as the engine's viewer. */
const viewerOf = async (headers: Headers) =>
  requestViewer(await resolveMember(t.db, { headers, app: gym, server: t.app }, 'optional'));

describe('requestViewer', () => {
  it('reads no session, a wrong one and an unfinished passwordless sign-up as a guest', async () => {
    const gold = await t.signIn('gold@gym.test');
    for (const headers of [
      {},
      { ...gold, 'x-user-token': 'nope' },
      { 'x-user-email': 'gold@gym.test' },
      await t.signIn('fresh@gym.test'),
    ]) {
      expect(await viewerOf(headers)).toEqual({ member: null, viewer: null });
    }
  });

  it('reads a member with their live products, and an admin as an admin', async () => {
    const [gold] = await t.db.select({ id: products.id }).from(products).where(eq(products.appId, t.gymId));
    const member = await viewerOf(await t.signIn('gold@gym.test'));
    expect(member.member?.user.email).toBe('gold@gym.test');
    expect(member.viewer).toMatchObject({
      subscriberId: member.member?.user.id,
      isAdmin: false,
      activeProductIds: [gold!.id],
    });
    expect((await viewerOf(await t.signIn('coach@gym.test'))).viewer?.isAdmin).toBe(true);
  });

  it("does not take another app's session", async () => {
    const rival = await t.signIn('plain@gym.test', 'rival');
    expect((await viewerOf(rival)).member).toBeNull();
  });
});

describe('accessContext and pageAccessFor', () => {
  it("gives the engine the member's page subscriptions and decides a page with them", async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    const vip = await accessContext(t.db, t.app.caches, gym, await viewerOf(await t.signIn('vip@gym.test')));
    expect(vip.member.subscriptions).toEqual({ [t.ids['/vip']!]: null });
    expect(pageAccessFor(index, t.ids['/vip']!, vip)).toEqual({ granted: true, browsing: false });

    const guest = await accessContext(t.db, t.app.caches, gym, await viewerOf({}));
    expect(guest.member.subscriptions).toEqual({});
    expect(pageAccessFor(index, t.ids['/vip']!, guest)).toMatchObject({ granted: false, reason: 'IS_PRIVATE' });
    expect(pageAccessFor(index, t.ids['/browse']!, guest)).toEqual({ granted: true, browsing: true });
  });
});
