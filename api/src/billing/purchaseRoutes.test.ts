import { and, eq } from 'drizzle-orm';
import { createMember } from '../auth/memberAccounts';
import { products, purchases } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
});
afterAll(() => t.close());

async function purchaseId(member: Session, productSlug: string): Promise<string> {
  const [row] = await t.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, member.user.id), eq(purchases.productId, await t.productId(productSlug))));
  return row!.id;
}

describe('GET /purchases and GET /subscriptions', () => {
  it('need a signed-in member', async () => {
    expect((await t.call('GET', '/purchases')).statusCode).toBe(401);
    expect((await t.call('GET', '/subscriptions')).statusCode).toBe(401);
  });

  it("list the member's own purchases newest first, and only subscription products as subscriptions", async () => {
    const member = await t.member('buyer@club.test', ['premium', 'starter']);
    await t.member('other@club.test', ['premium']);
    await t.db
      .update(purchases)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(purchases.id, await purchaseId(member, 'premium')));

    const { purchases: list } = (await t.call('GET', '/purchases', { as: member })).json();
    expect(list).toEqual([
      {
        id: await purchaseId(member, 'starter'),
        product_id: await t.productId('starter'),
        product: {
          id: await t.productId('starter'),
          title: 'Starter pack',
          description: null,
          kind: 'one_off',
          price_cents: 1500,
          currency: 'usd',
          interval: null,
        },
        status: 'active',
        created_at: expect.any(String),
        current_period_end: null,
        cancel_at_period_end: false,
        trial_ends_at: null,
      },
      expect.objectContaining({
        id: await purchaseId(member, 'premium'),
        status: 'active',
        created_at: '2025-01-01T00:00:00.000Z',
      }),
    ]);
    const { subscriptions } = (await t.call('GET', '/subscriptions', { as: member })).json();
    expect(subscriptions.map((s: { product: { title: string } }) => s.product.title)).toEqual(['Premium']);
  });
});

describe('DELETE /subscriptions/{id}', () => {
  it('cancels the subscription and ends its access at once', async () => {
    const member = await t.member('canceler@club.test', ['premium']);
    const paid = t.pageId('/programs/paid');
    const page = () => t.call('GET', '/__/premium/index.json', { as: member });
    const before = await page();
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('premium secret words');
    expect((await t.call('GET', `/programs/${paid}/access`, { as: member })).json().granted).toBe(true);

    const id = await purchaseId(member, 'premium');
    const res = await t.call('DELETE', `/subscriptions/${id}`, { as: member });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ id, status: 'canceled', product: { title: 'Premium' } });

    const after = await page();
    expect(after.statusCode).toBe(403);
    expect(after.body).not.toContain('premium secret words');
    expect((await t.call('GET', `/programs/${paid}/access`, { as: member })).json()).toMatchObject({
      granted: false,
      reason: 'PURCHASE_REQUIRED',
    });
    // Canceling again answers the same; the history still lists it.
    expect((await t.call('DELETE', `/subscriptions/${id}`, { as: member })).json().subscription.status).toBe(
      'canceled',
    );
    const { subscriptions } = (await t.call('GET', '/subscriptions', { as: member })).json();
    expect(subscriptions).toEqual([expect.objectContaining({ id, status: 'canceled' })]);
  });

  it("answers 404 for another member's subscription, a one-off purchase, a malformed id and another app's", async () => {
    const member = await t.member('careful@club.test', ['starter']);
    const someoneElse = await t.member('someone@club.test', ['premium']);
    const user = await createMember(t.db, {
      appId: t.appId('rival'),
      email: 'rival@rival.test',
      name: 'Rival Member',
      passwordHash: 'scrypt$test',
    });
    const [gold] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.appId, t.appId('rival')));
    const [rivalPurchase] = await t.db
      .insert(purchases)
      .values({ appId: t.appId('rival'), userId: user!.id, productId: gold!.id })
      .returning({ id: purchases.id });

    for (const id of [
      await purchaseId(someoneElse, 'premium'),
      await purchaseId(member, 'starter'),
      'abc',
      rivalPurchase!.id,
    ]) {
      const res = await t.call('DELETE', `/subscriptions/${id}`, { as: member });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('subscription_not_found');
    }
    const [untouched] = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, await purchaseId(someoneElse, 'premium')));
    expect(untouched!.status).toBe('active');
  });

  it('leaves an App Store subscription to the App Store: canceling it here would not stop Apple charging', async () => {
    const member = await t.member('apple@club.test', ['premium']);
    const id = await purchaseId(member, 'premium');
    await t.db
      .update(purchases)
      .set({ provider: 'apple', providerSubscriptionId: '2000000123' })
      .where(eq(purchases.id, id));
    const res = await t.call('DELETE', `/subscriptions/${id}`, { as: member });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('managed_by_app_store');
    const [row] = await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
    expect(row!.status).toBe('active');
  });

  it('ends an App Store purchase at the end of the period its last transaction paid for', async () => {
    const member = await t.member('apple-lapsed@club.test', ['premium']);
    const id = await purchaseId(member, 'premium');
    const ended = new Date(Date.now() - 60_000);
    await t.db
      .update(purchases)
      .set({ provider: 'apple', providerSubscriptionId: '2000000999', currentPeriodEnd: ended })
      .where(eq(purchases.id, id));
    forgetMemberData(t.app.caches, member.user.id);
    const res = await t.call('GET', `/programs/${t.pageId('/programs/paid')}/access`, { as: member });
    expect(res.json().granted).toBe(false);
    const verify = await t.call('POST', '/auth/verify', { as: member });
    expect(verify.json().user.activeProductIds).toEqual([]);
  });
});
