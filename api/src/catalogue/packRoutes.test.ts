import { and, eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { loadMemberData } from '../members/memberData';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
let plain: Session;
let owner: Session;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
  plain = await t.member('plain@club.test');
  owner = await t.member('owner@club.test', ['starter', 'premium']);
});
afterAll(() => t.close());

describe('GET /packages', () => {
  it('lists packs with their items and the products that give them, for guests too', async () => {
    const res = await t.call('GET', '/packages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      packs: [
        {
          id: t.pageId('/packs/starter'),
          path: '/packs/starter',
          title: 'Starter pack',
          type: 'pack',
          description: null,
          image_url: null,
          tags: [],
          duration_minutes: null,
          product_ids: [await t.productId('starter')],
          items: [
            expect.objectContaining({ id: t.pageId('/packs/starter/a'), title: 'Pack item A', type: 'article' }),
            expect.objectContaining({ id: t.pageId('/packs/starter/b'), title: 'Pack item B' }),
          ],
        },
      ],
    });
  });
});

describe('GET /packages/subscriptions', () => {
  it('needs a member', async () => {
    expect((await t.call('GET', '/packages/subscriptions')).statusCode).toBe(401);
  });

  it('is empty for a member without the product', async () => {
    expect((await t.call('GET', '/packages/subscriptions', { as: plain })).json()).toEqual({ pack_subscriptions: [] });
  });

  it('lists the packs whose product the member owns, with the product and the purchase date', async () => {
    const starter = await t.productId('starter');
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, owner.user.id), eq(purchases.productId, starter)));
    const res = await t.call('GET', '/packages/subscriptions', { as: owner });
    expect(res.json()).toEqual({
      pack_subscriptions: [
        {
          pack_id: t.pageId('/packs/starter'),
          product_id: starter,
          created_at: purchase!.createdAt.toISOString(),
        },
      ],
    });
    // The same pack as the login response lists.
    expect((await loadMemberData(t.db, t.app.caches, t.appId('club'), owner.user.id)).pack_subscriptions).toEqual([
      { pack_id: t.pageId('/packs/starter') },
    ]);
  });
});

describe('GET /packages/{id}/access', () => {
  it('locks the pack for a guest and a member without the product, and opens it for the owner', async () => {
    const pack = t.pageId('/packs/starter');
    const starter = await t.productId('starter');
    for (const as of [undefined, plain]) {
      const result = (await t.call('GET', `/packages/${pack}/access`, { as })).json();
      expect(result).toMatchObject({ granted: false, reason: 'PURCHASE_REQUIRED', product_ids: [starter] });
    }
    expect((await t.call('GET', `/packages/${pack}/access`, { as: owner })).json()).toEqual({
      granted: true,
      browsing: false,
    });
  });

  it("answers 404 pack_not_found for another app's pack, a program and a malformed id", async () => {
    for (const id of [t.pageId('/pack', 'rival'), t.pageId('/programs/free'), 'nope']) {
      const res = await t.call('GET', `/packages/${id}/access`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('pack_not_found');
    }
  });
});
