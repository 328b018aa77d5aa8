import {
  startFakeStripeServer,
  type FakeStripeEvent,
  type FakeStripeServer,
} from '../../../test/fakeStripe/fakeStripeServer';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../../test/fixtureTestApp';

/**
 * The whole API with Stripe as its provider: the real `stripe` SDK against a local server that answers as Stripe
 * does and signs its webhooks, which reach the app through POST /api/webhooks/stripe.
 */
let fake: FakeStripeServer;
let t: FixtureTestApp;
beforeAll(async () => {
  fake = await startFakeStripeServer();
  t = await createFixtureTestApp('shop', {
    payments: {
      kind: 'stripe',
      stripe: {
        secretKey: 'sk_test_stride',
        publishableKey: 'pk_test_stride',
        webhookSecret: fake.webhookSecret,
        apiBase: fake.apiBase,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

let seq = 0;
const newMember = () => t.member(`stripe${++seq}@shop.test`);
let delivered = 0;

/** Posts every event Stripe made since the last call to the webhook, signed, in order. */
async function deliverEvents(): Promise<FakeStripeEvent[]> {
  const events = fake.events.slice(delivered);
  delivered = fake.events.length;
  for (const event of events) {
    const { payload, header } = fake.signed(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode).toBe(200);
  }
  return events;
}

async function intent(member: Session, slug: string, body: Record<string, unknown> = {}) {
  const id = await t.productId(slug);
  const { preview } = (
    await t.call('POST', `/products/${id}/preview`, { as: member, body: { coupon_code: body.coupon } })
  ).json();
  const res = await t.call('POST', `/products/${id}/intent`, {
    as: member,
    body: { version_id: preview.version_id, final_amount: preview.total_cents, ...body },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const owns = async (member: Session, slug: string) =>
  (await t.call('GET', `/products/${await t.productId(slug)}/has_active_purchase`, { as: member })).json()
    .has_active_purchase as boolean;

describe('checkout with Stripe', () => {
  it('answers a Stripe intent with the publishable key, and grants the product when Stripe reports the payment', async () => {
    const member = await newMember();
    const started = await intent(member, 'course');
    expect(started.intent).toMatchObject({
      provider: 'stripe',
      kind: 'payment_intent',
      publishable_key: 'pk_test_stride',
      amount_cents: 4900,
      client_secret: expect.stringContaining('_secret_'),
    });
    expect(fake.object(started.intent.intent_id)).toMatchObject({ amount: 4900, currency: 'usd' });
    await fake.succeed(started.intent.intent_id);
    expect(await owns(member, 'course')).toBe(false);
    const events = await deliverEvents();
    expect(events.map((event) => event.type)).toContain('payment_intent.succeeded');
    expect(await owns(member, 'course')).toBe(true);
    // A replayed delivery grants nothing more.
    const replay = fake.signed(events.find((event) => event.type === 'payment_intent.succeeded')!);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': replay.header },
      payload: replay.payload,
    });
    expect(again.json()).toEqual({ received: true, applied: false });
    expect((await t.call('GET', '/purchases', { as: member })).json().purchases).toHaveLength(1);
  });

  it('activates on return when the webhook has not come yet', async () => {
    const member = await newMember();
    const started = await intent(member, 'course');
    await fake.succeed(started.intent.intent_id);
    const state = await t.call('GET', `/checkouts/${started.intent.checkout_id}`, { as: member });
    expect(state.json().checkout).toMatchObject({ activated: true });
    expect(await owns(member, 'course')).toBe(true);
    await deliverEvents();
    expect((await t.call('GET', '/purchases', { as: member })).json().purchases).toHaveLength(1);
  });

  it('creates one Stripe payment intent for a double click', async () => {
    const member = await newMember();
    const before = fake.all('payment_intent').length;
    const [a, b] = await Promise.all([intent(member, 'workbook'), intent(member, 'workbook')]);
    expect(a.intent.intent_id).toBe(b.intent.intent_id);
    expect(fake.all('payment_intent').length).toBe(before + 1);
  });

  it('refuses a webhook Stripe did not sign', async () => {
    const member = await newMember();
    const started = await intent(member, 'course');
    await fake.succeed(started.intent.intent_id);
    const event = fake.events.at(-1)!;
    delivered = fake.events.length;
    const forged = fake.signed(event, { secret: 'whsec_someone_else' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.header },
      payload: forged.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_signature');
    const stale = fake.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stale.header },
      payload: stale.payload,
    });
    expect(late.statusCode).toBe(400);
    expect(await owns(member, 'course')).toBe(false);
  });

  it('runs a subscription: paid, renewed, past due, paid with a new card, canceled at period end', async () => {
    const member = await newMember();
    const started = await intent(member, 'monthly');
    expect(started.intent).toMatchObject({ provider: 'stripe', kind: 'payment_intent', amount_cents: 1900 });
    await fake.succeed(started.intent.intent_id);
    await deliverEvents();
    expect(await owns(member, 'monthly')).toBe(true);
    const [subscription] = (await t.call('GET', '/subscriptions', { as: member })).json().subscriptions;
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(subscription.current_period_end).not.toBeNull();

    const [invoice] = (await t.call('GET', '/invoices', { as: member })).json().invoices;
    const url = await t.call('GET', `/invoices/${invoice.id}/url`, { as: member });
    expect(url.json().url).toMatch(/^https:\/\/invoice\.stripe\.test\//);

    const stripeSubscription = fake.all('subscription').at(-1)!.id as string;
    await fake.renew(stripeSubscription, { fail: true });
    await deliverEvents();
    expect((await t.call('GET', '/subscriptions', { as: member })).json().subscriptions[0].status).toBe('past_due');
    expect((await t.call('POST', '/auth/verify', { as: member })).json().past_due_subscriptions).toEqual([
      { product_id: await t.productId('monthly') },
    ]);

    const pay = await t.call('POST', `/subscriptions/${subscription.id}/pay`, { as: member });
    expect(pay.statusCode).toBe(200);
    await fake.succeed(pay.json().intent.intent_id);
    await deliverEvents();
    expect((await t.call('GET', '/subscriptions', { as: member })).json().subscriptions[0].status).toBe('active');

    const canceled = await t.call('DELETE', `/subscriptions/${subscription.id}`, { as: member });
    expect(canceled.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await deliverEvents();
    expect(await owns(member, 'monthly')).toBe(true);
  });

  it('starts a trial with a setup intent and no charge', async () => {
    const member = await newMember();
    const started = await intent(member, 'trial');
    expect(started.intent).toMatchObject({ provider: 'stripe', kind: 'setup_intent', amount_cents: 0 });
    await fake.succeed(started.intent.intent_id);
    await deliverEvents();
    expect(await owns(member, 'trial')).toBe(true);
    expect(
      (await t.call('GET', '/subscriptions', { as: member })).json().subscriptions[0].trial_ends_at,
    ).not.toBeNull();
  });
});
