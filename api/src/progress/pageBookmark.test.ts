import { eq } from 'drizzle-orm';
import { createFixtureTestApp, type FixtureTestApp } from '../../test/fixtureTestApp';
import { bookmarks, users } from '../db/schema';
import { loadMemberData } from '../members/memberData';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
});
afterAll(() => t.close());

const toggleUrl = (path: string) => `/pages/${t.pageId(path)}/bookmarks/toggle`;

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('POST /pages/{id}/bookmarks/toggle', () => {
  it('saves a page, then removes it, and the member data follows at once', async () => {
    const gold = await t.signIn('gold@gym.test');
    const goldId = await userId('gold@gym.test');
    await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId);
    const saved = await t.call('POST', toggleUrl('/paid'), { as: gold });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ is_bookmarked: true });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId)).bookmarked_pages).toEqual([
      t.pageId('/paid'),
    ]);
    const removed = await t.call('POST', toggleUrl('/paid'), { as: gold });
    expect(removed.json()).toEqual({ is_bookmarked: false });
    expect((await loadMemberData(t.db, t.app.caches, t.appId('gym'), goldId)).bookmarked_pages).toEqual([]);
  });

  it('refuses to save a page the member may not open, but always lets them remove one', async () => {
    const plain = await t.signIn('plain@gym.test');
    const refused = await t.call('POST', toggleUrl('/paid'), { as: plain });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'access_denied' }, reason: 'PURCHASE_REQUIRED' });
    // Saved while the member still had access (a purchase since ended).
    await t.db
      .insert(bookmarks)
      .values({ appId: t.appId('gym'), userId: await userId('plain@gym.test'), pageId: t.pageId('/paid') });
    const removed = await t.call('POST', toggleUrl('/paid'), { as: plain });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ is_bookmarked: false });
  });

  it('asks a guest to sign in', async () => {
    const res = await t.call('POST', toggleUrl('/'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });
});
