import { eq } from 'drizzle-orm';
import { checkouts, products, purchases } from '../../db/schema';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../../test/fixtureTestApp';

let seq = 0;
async function intentFor(t: FixtureTestApp, slug: string, member?: Session) {
  const buyer = member ?? (await t.member(`${slug}-${++seq}@shop.test`));
  const [product] = await t.db
    .select()
    .from(products)
    .where(eq(products.id, await t.productId(slug)));
  return t.call('POST', `/products/${product!.id}/intent`, {
    as: buyer,
    body: { version_id: product!.versionId, final_amount: product!.priceCents },
  });
}

describe('a server that takes no payments', () => {
  let t: FixtureTestApp;
  beforeAll(async () => {
    t = await createFixtureTestApp('shop', { payments: { kind: 'none' } });
  });
  afterAll(() => t.close());

  it("says the app can't accept payments yet, and still gives a free product", async () => {
    const paid = await intentFor(t, 'course');
    expect(paid.statusCode).toBe(503);
    expect(paid.json().error).toEqual({ code: 'payments_unavailable', message: "This app can't accept payments yet" });
    const free = await intentFor(t, 'freebie');
    expect(free.json()).toMatchObject({ intent: null, checkout: { activated: true } });
  });

  it('will not end here a subscription another provider charges for', async () => {
    const member = await t.member('stripe-subscriber@shop.test', ['monthly']);
    const [row] = await t.db
      .update(purchases)
      .set({ provider: 'stripe', providerSubscriptionId: 'sub_elsewhere' })
      .where(eq(purchases.userId, member.user.id))
      .returning();
    const res = await t.call('DELETE', `/subscriptions/${row!.id}`, { as: member });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('payments_unavailable');
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, row!.id));
    expect(after!.status).toBe('active');
  });

  it('has no sandbox to confirm a card with, and no webhook', async () => {
    const confirm = await t.call('POST', '/sandbox/intents/pi_x/confirm', {
      body: { client_secret: 's', card_number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' },
    });
    expect(confirm.statusCode).toBe(404);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: '{}' });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('a payment provider that does not answer', () => {
  let t: FixtureTestApp;
  beforeAll(async () => {
    // Stripe at a port nothing listens on: every call fails after the SDK's retries.
    t = await createFixtureTestApp('shop', {
      payments: {
        kind: 'stripe',
        stripe: {
          secretKey: 'sk_test_unreachable',
          publishableKey: null,
          webhookSecret: 'whsec_unreachable',
          apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers There was a problem processing your purchase, and a retry starts the same checkout', async () => {
    const member = await t.member('unanswered@shop.test');
    const first = await intentFor(t, 'course', member);
    expect(first.statusCode).toBe(502);
    expect(first.json().error).toEqual({
      code: 'unknown_error',
      message: 'There was a problem processing your purchase',
    });
    expect((await intentFor(t, 'course', member)).statusCode).toBe(502);
    // Both tries are one checkout: when the provider answers again, its intent is made once, with the same key.
    const rows = await t.db.select().from(checkouts).where(eq(checkouts.userId, member.user.id));
    expect(rows.map((row) => row.status)).toEqual(['open']);
  }, 30_000);
});
