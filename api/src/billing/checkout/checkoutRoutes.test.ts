import { and, eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { checkouts, coupons, paymentEvents, products, purchases, sandboxIntents } from '../../db/schema';
import { createFixtureTestApp, type FixtureTestApp, type Session, type Visitor } from '../../../test/fixtureTestApp';
import { signWebhook } from '../sandbox/webhookSignature';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('shop');
});
afterAll(() => t.close());

let seq = 0;
const newMember = (products: string[] = []) => t.member(`buyer${++seq}@shop.test`, products);

async function preview(as: Visitor, slug: string, body: Record<string, unknown> = {}, app?: string) {
  return t.call('POST', `/products/${await t.productId(slug, app)}/preview`, { as, body, ...(app ? { app } : {}) });
}

/** The preview's total as the intent's final_amount, as the checkout sends it. */
async function intent(as: Visitor, slug: string, body: Record<string, unknown> = {}) {
  const id = await t.productId(slug);
  const quoted = await t.call('POST', `/products/${id}/preview`, {
    as,
    body: { coupon_code: body.coupon, order_bumps: body.order_bumps, address: body.address },
  });
  const { preview: p } = quoted.json();
  return t.call('POST', `/products/${id}/intent`, {
    as,
    body: { version_id: p.version_id, final_amount: p.total_cents, ...body },
  });
}

async function confirm(
  as: Visitor,
  started: { intent_id: string; client_secret: string },
  card: string = SANDBOX_CARDS.succeeds,
) {
  return t.call('POST', `/sandbox/intents/${started.intent_id}/confirm`, {
    as,
    body: { client_secret: started.client_secret, card_number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
  });
}

async function owns(member: Session, slug: string): Promise<boolean> {
  const res = await t.call('GET', `/products/${await t.productId(slug)}/has_active_purchase`, { as: member });
  return res.json().has_active_purchase;
}

/** Buys `slug` with a card that pays, as the checkout does, and waits for the webhook. */
async function buy(member: Session, slug: string, body: Record<string, unknown> = {}, card?: string) {
  const started = (await intent(member, slug, body)).json();
  expect(started.intent).not.toBeNull();
  expect((await confirm(member, started.intent, card)).json().intent.status).toBe('succeeded');
  await t.app.billing.deliverEvents();
  return started;
}

describe('the catalogue', () => {
  it('answers a product with its current version, order bumps and whether the member owns it', async () => {
    const member = await newMember(['course']);
    const res = await t.call('GET', `/products/${await t.productId('course')}`, { as: member });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      title: 'Course',
      kind: 'one_off',
      price_cents: 4900,
      currency: 'usd',
      version_id: expect.any(String),
      has_active_purchase: true,
      order_bumps: [{ product_id: await t.productId('workbook'), title: 'Workbook', price_cents: 900 }],
    });
  });

  it("answers Could Not Find Product for an unknown id and for another app's product", async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', await t.productId('rival-course', 'rival')]) {
      const res = await t.call('GET', `/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'product_not_found', message: 'Could Not Find Product' });
    }
  });

  it('lists the products on sale, hidden ones only by id or when asked for', async () => {
    const titles = async (query: Record<string, string>) =>
      (await t.call('GET', '/products/list', { query })).json().products.map((p: { title: string }) => p.title);
    expect(await titles({})).not.toContain('Secret offer');
    expect(await titles({ include_hidden: 'true' })).toContain('Secret offer');
    const ids = [await t.productId('offer'), await t.productId('course')].join(',');
    expect(await titles({ ids })).toEqual(['Secret offer', 'Course']);
    expect(await titles({ ids: await t.productId('rival-course', 'rival') })).toEqual([]);
  });

  it('names what a product unlocks', async () => {
    const res = await t.call('GET', `/products/${await t.productId('monthly')}/purchased_items`);
    expect(res.json().purchased_items).toEqual([
      { id: t.pageId('/members'), type: 'program', title: 'Members', path: '/members' },
    ]);
  });
});

describe('POST /products/{id}/preview', () => {
  it('adds order bumps and takes a coupon off the total', async () => {
    const res = await preview(t.guest, 'course', {
      order_bumps: [await t.productId('workbook')],
      coupon_code: 'welcome20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toMatchObject({
      lines: [
        { title: 'Course', role: 'product', amount_cents: 4900 },
        { title: 'Workbook', role: 'order_bump', amount_cents: 900 },
      ],
      subtotal_cents: 5800,
      discount_cents: 1160,
      coupon: { code: 'WELCOME20', percent_off: 20, duration: 'once' },
      tax_cents: 0,
      total_cents: 4640,
      recurring: null,
      requires_address: false,
      intent_kind: 'payment_intent',
    });
  });

  it('takes an amount-off coupon only from the products it names', async () => {
    const res = await preview(t.guest, 'course', {
      order_bumps: [await t.productId('workbook')],
      coupon_code: 'TENOFF',
    });
    expect(res.json().preview).toMatchObject({ subtotal_cents: 5800, discount_cents: 1000, total_cents: 4800 });
  });

  it.each([
    ['an unknown code', 'NOPE', 'course'],
    ['an expired one', 'OLD', 'course'],
    ['one for other products', 'TENOFF', 'trial'],
    ["another app's", 'RIVAL', 'course'],
  ])('refuses %s as invalid_coupon', async (_case, code, slug) => {
    const res = await preview(t.guest, slug, { coupon_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_coupon');
  });

  it('shows a trial as nothing due today, the card saved, and the weekly price after it', async () => {
    const res = await preview(t.guest, 'trial', { coupon_code: 'HALF3' });
    const p = res.json().preview;
    expect(p).toMatchObject({
      total_cents: 0,
      intent_kind: 'setup_intent',
      recurring: { interval: 'week', trial_days: 7, amount_cents: 500 },
    });
    expect(new Date(p.recurring.first_charge_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it('refuses an order for a version that is no longer sold', async () => {
    const res = await preview(t.guest, 'course', { version_id: '00000000-0000-4000-8000-000000000001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_version');
  });

  it("adds the tax of the buyer's country where the app charges tax", async () => {
    const asked = await preview({ app: 'taxshop' }, 'course', {}, 'taxshop');
    expect(asked.json().preview).toMatchObject({ requires_address: true, tax_cents: 0, total_cents: 4900 });
    const gb = await preview({ app: 'taxshop' }, 'course', { address: { country: 'gb' } }, 'taxshop');
    expect(gb.json().preview).toMatchObject({ tax_rate_bp: 2000, tax_cents: 980, total_cents: 5880 });
  });

  it('refuses a country the app cannot sell to, and asks a US buyer for a postcode', async () => {
    const far = await preview({ app: 'taxshop' }, 'course', { address: { country: 'KP' } }, 'taxshop');
    expect(far.statusCode).toBe(400);
    expect(far.json().error.code).toBe('invalid_customer_location');
    const us = await preview({ app: 'taxshop' }, 'course', { address: { country: 'US' } }, 'taxshop');
    expect(us.json().error).toMatchObject({ code: 'invalid_input', field: 'address.postcode' });
    const zip = await preview(
      { app: 'taxshop' },
      'course',
      { address: { country: 'US', postcode: '94107' } },
      'taxshop',
    );
    expect(zip.statusCode).toBe(200);
  });

  it('formats a currency without minor units as its own amount', async () => {
    const res = await preview(t.guest, 'yen');
    expect(res.json().preview).toMatchObject({ currency: 'jpy', total_cents: 4900 });
  });
});

describe('POST /products/{id}/intent', () => {
  it("refuses a final amount that is not the preview's total", async () => {
    const member = await newMember();
    const id = await t.productId('course');
    const { preview: p } = (await preview(member, 'course')).json();
    const res = await t.call('POST', `/products/${id}/intent`, {
      as: member,
      body: { version_id: p.version_id, final_amount: p.total_cents - 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('order_preview_mismatch');
  });

  it('refuses to sell again what the member already has', async () => {
    const member = await newMember(['monthly']);
    const res = await intent(member, 'monthly');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'existing_subscription',
      message: 'You already subscribe to this product.',
    });
  });

  it('answers the same intent to a double click and to five requests at once: one charge', async () => {
    const member = await newMember();
    const first = (await intent(member, 'course')).json().intent;
    const again = (await intent(member, 'course')).json().intent;
    expect(again).toEqual(first);
    const concurrent = await Promise.all([1, 2, 3, 4, 5].map(() => intent(member, 'workbook')));
    const ids = new Set(concurrent.map((res) => res.json().intent.intent_id));
    expect(ids.size).toBe(1);
    const open = await t.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, member.user.id), eq(checkouts.productId, await t.productId('workbook'))));
    expect(open).toHaveLength(1);
    const intents = await t.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.id, [...ids][0]!));
    expect(intents).toHaveLength(1);
  });

  it('replaces the open intent when the order changes', async () => {
    const member = await newMember();
    const first = (await intent(member, 'course')).json().intent;
    const second = (await intent(member, 'course', { coupon: 'WELCOME20' })).json().intent;
    expect(second.intent_id).not.toBe(first.intent_id);
    expect(second.amount_cents).toBe(3920);
    const stale = await confirm(member, first);
    expect(stale.statusCode).toBe(404);
  });

  it('signs a guest up as they buy, and says to log in when the email is a member already', async () => {
    const res = await intent(t.guest, 'course', {
      name: 'Gale Guest',
      email: 'gale@shop.test',
      password: 'long-enough',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().login).toMatchObject({
      user: { email: 'gale@shop.test', name: 'Gale Guest' },
      authentication_token: expect.any(String),
    });
    expect(res.json().intent).toMatchObject({ provider: 'sandbox', kind: 'payment_intent', amount_cents: 4900 });

    const taken = await intent(t.guest, 'course', {
      name: 'Gale Again',
      email: 'GALE@shop.test',
      password: 'long-enough',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'existing_subscriber',
      message: 'This email address already exists, login to continue',
    });
    const nameless = await intent(t.guest, 'course', { email: 'new@shop.test', password: 'long-enough' });
    expect(nameless.json().error).toMatchObject({ code: 'invalid_input', field: 'name' });
  });

  it('grants a free product at once, with no payment', async () => {
    const member = await newMember();
    const res = await intent(member, 'freebie');
    expect(res.json()).toMatchObject({ intent: null, checkout: { activated: true, status: 'succeeded' } });
    expect(await owns(member, 'freebie')).toBe(true);
  });

  it('needs an address where the app charges tax', async () => {
    const owner = await t.signIn('owner@taxshop.test', 'taxshop');
    const id = await t.productId('course', 'taxshop');
    const res = await t.call('POST', `/products/${id}/intent`, {
      as: owner,
      body: {
        version_id: (await t.db.select().from(products).where(eq(products.id, id)))[0]!.versionId,
        final_amount: 4900,
      },
    });
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'address.country' });
  });
});

describe('paying in the sandbox', () => {
  it('opens the page seconds after a card that pays, through the reconcile on return', async () => {
    const member = await newMember();
    expect((await t.call('GET', '/__/course/index.json', { as: member })).statusCode).toBe(403);
    const started = (await intent(member, 'course')).json();
    expect((await confirm(member, started.intent)).json().intent).toMatchObject({
      status: 'succeeded',
      last_error: null,
    });
    // Before any webhook: the app asks how the checkout went, and that activates it.
    const state = await t.call('GET', `/checkouts/${started.intent.checkout_id}`, { as: member });
    expect(state.json().checkout).toMatchObject({ status: 'succeeded', activated: true });
    const page = await t.call('GET', '/__/course/index.json', { as: member });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('course secret words');
    // The webhook arrives afterwards and grants nothing more.
    await t.app.billing.deliverEvents();
    const rows = await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('grants the product and its order bump through the webhook alone', async () => {
    const member = await newMember();
    await buy(member, 'course', { order_bumps: [await t.productId('workbook')] });
    expect(await owns(member, 'course')).toBe(true);
    expect(await owns(member, 'workbook')).toBe(true);
    const { invoices } = (await t.call('GET', '/invoices', { as: member })).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', total_cents: 5800, product_title: 'Course' });
  });

  it('says a declined card was not successful, and the same checkout pays with another card', async () => {
    const member = await newMember();
    const started = (await intent(member, 'course')).json();
    const declined = await confirm(member, started.intent, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({
      code: 'card_declined',
      message: 'Your payment was not successful, please try again',
    });
    await t.app.billing.deliverEvents();
    const state = await t.call('GET', `/checkouts/${started.intent.checkout_id}`, { as: member });
    expect(state.json().checkout).toMatchObject({ status: 'open', activated: false, error_code: 'card_declined' });
    expect((await confirm(member, started.intent)).json().intent.status).toBe('succeeded');
    await t.app.billing.deliverEvents();
    expect(await owns(member, 'course')).toBe(true);
  });

  it('asks a card that needs authentication to confirm, then pays', async () => {
    const member = await newMember();
    const started = (await intent(member, 'course')).json();
    const pending = await confirm(member, started.intent, SANDBOX_CARDS.requiresAuthentication);
    expect(pending.json().intent.status).toBe('requires_action');
    expect(await owns(member, 'course')).toBe(false);
    const body = { client_secret: started.intent.client_secret, approve: true };
    const approved = await t.call('POST', `/sandbox/intents/${started.intent.intent_id}/authenticate`, {
      as: member,
      body,
    });
    expect(approved.json().intent.status).toBe('succeeded');
    await t.app.billing.deliverEvents();
    expect(await owns(member, 'course')).toBe(true);
  });

  it('declines a payment whose authentication is refused', async () => {
    const member = await newMember();
    const started = (await intent(member, 'course')).json();
    await confirm(member, started.intent, SANDBOX_CARDS.requiresAuthentication);
    const body = { client_secret: started.intent.client_secret, approve: false };
    const refused = await t.call('POST', `/sandbox/intents/${started.intent.intent_id}/authenticate`, {
      as: member,
      body,
    });
    expect(refused.statusCode).toBe(402);
    expect(await owns(member, 'course')).toBe(false);
  });

  it('refuses a mistyped card number or an expired card as payment details that failed', async () => {
    const member = await newMember();
    const started = (await intent(member, 'course')).json();
    const typo = await confirm(member, started.intent, '4242 4242 4242 4241');
    expect(typo.statusCode).toBe(402);
    expect(typo.json().error.code).toBe('payment_method_failed');
    const expired = await t.call('POST', `/sandbox/intents/${started.intent.intent_id}/confirm`, {
      as: member,
      body: {
        client_secret: started.intent.client_secret,
        card_number: SANDBOX_CARDS.succeeds,
        exp_month: 1,
        exp_year: 2020,
        cvc: '123',
      },
    });
    expect(expired.json().error).toMatchObject({ code: 'payment_method_failed', field: 'exp_month' });
  });

  it("never shows or confirms another member's checkout", async () => {
    const member = await newMember();
    const other = await newMember();
    const started = (await intent(member, 'course')).json();
    expect((await t.call('GET', `/checkouts/${started.intent.checkout_id}`, { as: other })).statusCode).toBe(404);
    const wrongSecret = await confirm(other, { ...started.intent, client_secret: 'secret_guess' });
    expect(wrongSecret.statusCode).toBe(404);
    const otherApp = await t.call('POST', `/sandbox/intents/${started.intent.intent_id}/confirm`, {
      app: 'rival',
      body: {
        client_secret: started.intent.client_secret,
        card_number: SANDBOX_CARDS.succeeds,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      },
    });
    expect(otherApp.statusCode).toBe(404);
    expect(await owns(member, 'course')).toBe(false);
  });

  it('refuses to replace an order another tab has paid, and grants that one, once', async () => {
    const member = await newMember();
    const first = (await intent(member, 'course')).json();
    expect((await confirm(member, first.intent)).json().intent.status).toBe('succeeded');
    // No webhook yet: the member changes the order in another tab.
    const replaced = await intent(member, 'course', { coupon: 'WELCOME20' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().error.code).toBe('existing_subscription');
    expect(await owns(member, 'course')).toBe(true);
    await t.app.billing.deliverEvents();
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id))).toHaveLength(1);
  });

  it('keeps a paid intent paid when a declined card lands after it', async () => {
    const member = await newMember();
    const started = (await intent(member, 'course')).json();
    await Promise.all([confirm(member, started.intent), confirm(member, started.intent, SANDBOX_CARDS.declined)]);
    const [row] = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, started.intent.intent_id));
    expect(row!.status).toBe('succeeded');
    await t.app.billing.deliverEvents();
    expect(await owns(member, 'course')).toBe(true);
  });

  it('keeps the referral the buyer came with on the purchase', async () => {
    const member = await newMember();
    await buy(member, 'course', { referral: 'coach-anna' });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id));
    expect(row).toMatchObject({ referral: 'coach-anna', provider: 'sandbox', status: 'active' });
  });

  it('counts a coupon once it is redeemed, and refuses it when used up', async () => {
    const member = await newMember();
    await buy(member, 'course', { coupon: 'ONCEONLY' });
    const [coupon] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.code, 'ONCEONLY'), eq(coupons.appId, t.appId('shop'))));
    expect(coupon!.timesRedeemed).toBe(1);
    const res = await preview(await newMember(), 'course', { coupon_code: 'ONCEONLY' });
    expect(res.json().error.code).toBe('invalid_coupon');
  });
});

describe('POST /webhooks/stripe', () => {
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  async function paidEvent(member: Session) {
    const started = (await intent(member, 'course')).json();
    const outcome = { status: 'succeeded', failure: null, subscription: null, invoice: null };
    return JSON.stringify({
      id: `evt_test_${started.intent.checkout_id}`,
      type: 'payment_intent.succeeded',
      kind: 'checkout_paid',
      checkoutId: started.intent.checkout_id,
      outcome,
    });
  }

  it('refuses a bad or stale signature with 400 and grants nothing', async () => {
    const member = await newMember();
    const body = await paidEvent(member);
    const forged = await post(body, signWebhook(body, 'whsec_not_ours'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const secret = (t.app.billing.provider as unknown as { webhookSecret: string }).webhookSecret;
    const stale = await post(body, signWebhook(body, secret, new Date(Date.now() - 301_000)));
    expect(stale.statusCode).toBe(400);
    expect(await owns(member, 'course')).toBe(false);
  });

  it('applies a replayed event once: one purchase', async () => {
    const member = await newMember();
    const body = await paidEvent(member);
    const secret = (t.app.billing.provider as unknown as { webhookSecret: string }).webhookSecret;
    const first = await post(body, signWebhook(body, secret));
    expect(first.json()).toEqual({ received: true, applied: true });
    const replays = await Promise.all([1, 2, 3].map(() => post(body, signWebhook(body, secret))));
    expect(replays.map((res) => res.json().applied)).toEqual([false, false, false]);
    const rows = await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id));
    expect(rows).toHaveLength(1);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, JSON.parse(body).id));
    expect(events).toHaveLength(1);
  });
});
