/**
 * The real Stripe SDK against a local fake of Stripe's API: no database.
 * @apiTestDatabases 0
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { PricingInterval } from '@stride/shared';
import {
  startFakeStripeServer,
  type FakeStripeEvent,
  type FakeStripeServer,
} from '../../../test/fakeStripe/fakeStripeServer';
import { AppError } from '../../errors/AppError';
import type {
  CheckoutRef,
  PaymentProvider,
  ProviderCoupon,
  ProviderEvent,
  StartCheckoutInput,
  StartedCheckout,
} from '../PaymentProvider';
import { stripeCouponTerms } from './StripeCatalogue';
import { createStripeProvider } from './StripeProvider';

const APP_ID = randomUUID();
const DAY_MS = 86_400_000;

let fake: FakeStripeServer;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: fake.webhookSecret,
    apiBase: fake.apiBase,
  });
});
afterAll(() => fake.stop());

async function newCustomer(): Promise<string> {
  const userId = randomUUID();
  return provider.ensureCustomer({ appId: APP_ID, userId, email: `${userId}@demo.test`, name: 'Member' });
}

function metadataFor(checkoutId: string) {
  return { checkout_id: checkoutId, app_id: APP_ID, user_id: randomUUID(), product_id: randomUUID() };
}

function oneOffCheckout(customerId: string, dueTodayCents = 4900): StartCheckoutInput {
  const checkoutId = randomUUID();
  return {
    checkoutId,
    appId: APP_ID,
    customerId,
    currency: 'usd',
    description: 'Strength Mastery',
    dueTodayCents,
    lines: [{ title: 'Strength Mastery', amountCents: dueTodayCents }],
    discountCents: 0,
    taxRateBp: 0,
    taxCents: 0,
    country: null,
    subscription: null,
    metadata: metadataFor(checkoutId),
  };
}

interface PlanOptions {
  versionId?: string;
  interval?: PricingInterval;
  trialDays?: number;
  coupon?: ProviderCoupon | null;
  taxRateBp?: number;
  country?: string | null;
  bumps?: { title: string; amountCents: number }[];
}

function planCheckout(customerId: string, options: PlanOptions = {}): StartCheckoutInput {
  const checkoutId = randomUUID();
  const trialDays = options.trialDays ?? 0;
  const bumps = options.bumps ?? [];
  return {
    checkoutId,
    appId: APP_ID,
    customerId,
    currency: 'usd',
    description: 'Premium',
    dueTodayCents: (trialDays > 0 ? 0 : 1000) + bumps.reduce((sum, bump) => sum + bump.amountCents, 0),
    lines: [{ title: 'Premium', amountCents: trialDays > 0 ? 0 : 1000 }, ...bumps],
    discountCents: 0,
    taxRateBp: options.taxRateBp ?? 0,
    taxCents: 0,
    country: options.country ?? null,
    subscription: {
      title: 'Premium',
      versionId: options.versionId ?? randomUUID(),
      unitAmountCents: 1000,
      interval: options.interval ?? 'month',
      trialDays,
      coupon: options.coupon ?? null,
    },
    metadata: metadataFor(checkoutId),
  };
}

function refOf(input: StartCheckoutInput, started: StartedCheckout): CheckoutRef {
  return {
    checkoutId: input.checkoutId,
    intentId: started.intent.id,
    intentKind: started.intent.kind,
    subscriptionId: started.subscriptionId,
  };
}

/** The latest event of a type about an object. */
function eventAbout(type: string, objectId: string): FakeStripeEvent {
  const event = [...fake.events].reverse().find((entry) => entry.type === type && entry.data.object.id === objectId);
  if (!event) throw new Error(`No ${type} event about ${objectId}`);
  return event;
}

async function parse(event: FakeStripeEvent): Promise<ProviderEvent> {
  const { payload, header } = fake.signed(event);
  return provider.parseWebhook(Buffer.from(payload), header);
}

function latestInvoiceOf(subscriptionId: string): string {
  return String(fake.object(subscriptionId)?.latest_invoice);
}

/** A subscription checkout whose first invoice the member paid. */
async function paidPlan(options: PlanOptions = {}) {
  const input = planCheckout(await newCustomer(), options);
  const started = await provider.startCheckout(input);
  await fake.succeed(started.intent.id);
  return { input, started, subscriptionId: started.subscriptionId ?? '' };
}

test('a member gets one Stripe customer, however often it is ensured', async () => {
  const member = { appId: APP_ID, userId: randomUUID(), email: 'once@demo.test', name: 'Once' };
  const first = await provider.ensureCustomer(member);
  expect(await provider.ensureCustomer(member)).toBe(first);
  const customers = fake
    .all('customer')
    .filter((customer) => (customer.metadata as Record<string, string>).user_id === member.userId);
  expect(customers).toEqual([
    expect.objectContaining({
      id: first,
      email: 'once@demo.test',
      metadata: { app_id: APP_ID, user_id: member.userId },
    }),
  ]);
});

test('a one-off checkout started twice makes one payment intent for what is due today', async () => {
  const input = oneOffCheckout(await newCustomer());
  const first = await provider.startCheckout(input);
  const again = await provider.startCheckout(input);
  expect(again).toEqual(first);
  expect(first).toEqual({
    intent: { id: expect.stringMatching(/^pi_/), kind: 'payment_intent', clientSecret: expect.any(String) },
    subscriptionId: null,
  });
  const intents = fake
    .all('payment_intent')
    .filter((intent) => (intent.metadata as Record<string, string>).checkout_id === input.checkoutId);
  expect(intents).toEqual([
    expect.objectContaining({
      id: first.intent.id,
      client_secret: first.intent.clientSecret,
      amount: 4900,
      currency: 'usd',
      customer: input.customerId,
      description: 'Strength Mastery',
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true },
    }),
  ]);
  expect(fake.requests.filter((request) => request.idempotencyKey === `checkout-${input.checkoutId}-pi`)).toHaveLength(
    2,
  );
});

test('a one-off checkout is open until the member pays, then succeeded', async () => {
  const input = oneOffCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  expect(await provider.checkoutOutcome(refOf(input, started))).toEqual({
    status: 'open',
    failure: null,
    subscription: null,
    invoice: null,
  });
  await fake.succeed(started.intent.id);
  expect(await provider.checkoutOutcome(refOf(input, started))).toEqual({
    status: 'succeeded',
    failure: null,
    subscription: null,
    invoice: null,
  });
});

test.each([
  ['card_declined', 'card_declined'],
  ['authentication_failed', 'authentication_failed'],
  ['expired_card', 'payment_method_failed'],
] as const)('a one-off checkout whose card fails (%s) is failed with %s', async (reason, failure) => {
  const input = oneOffCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await fake.decline(started.intent.id, reason);
  expect(await provider.checkoutOutcome(refOf(input, started))).toEqual({
    status: 'failed',
    failure,
    subscription: null,
    invoice: null,
  });
});

test('nothing due today on a one-off saves the card with a setup intent instead', async () => {
  const input = oneOffCheckout(await newCustomer(), 0);
  const started = await provider.startCheckout(input);
  expect(started.intent).toEqual({
    id: expect.stringMatching(/^seti_/),
    kind: 'setup_intent',
    clientSecret: expect.any(String),
  });
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({ status: 'open' });
  await fake.succeed(started.intent.id);
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({ status: 'succeeded' });
});

test('abandoning an open checkout cancels its intent, and abandoning it again changes nothing', async () => {
  const input = oneOffCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await provider.abandonCheckout(refOf(input, started));
  expect(fake.object(started.intent.id)).toMatchObject({ status: 'canceled' });
  await expect(provider.abandonCheckout(refOf(input, started))).resolves.toBeUndefined();
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({ status: 'canceled' });
});

test('abandoning a checkout the member paid meanwhile is refused, and the payment stands', async () => {
  const input = oneOffCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await fake.succeed(started.intent.id);
  await expect(provider.abandonCheckout(refOf(input, started))).rejects.toMatchObject({ code: 'conflict' });
  expect(fake.object(started.intent.id)).toMatchObject({ status: 'succeeded' });
});

test('a subscription checkout asks to pay its first invoice, and starting it again returns the same subscription and intent', async () => {
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  expect(started).toEqual({
    intent: { id: expect.stringMatching(/^pi_/), kind: 'payment_intent', clientSecret: expect.any(String) },
    subscriptionId: expect.stringMatching(/^sub_/),
  });
  expect(await provider.startCheckout(input)).toEqual(started);
  const subscriptions = fake
    .all('subscription')
    .filter((sub) => (sub.metadata as Record<string, string>).checkout_id === input.checkoutId);
  expect(subscriptions).toEqual([
    expect.objectContaining({
      id: started.subscriptionId,
      status: 'incomplete',
      customer: input.customerId,
      metadata: input.metadata,
      payment_settings: expect.objectContaining({ save_default_payment_method: 'on_subscription' }),
    }),
  ]);
  expect(fake.object(started.intent.id)).toMatchObject({ client_secret: started.intent.clientSecret, amount: 1000 });
  const [price] = fake.all('price').filter((entry) => entry.lookup_key === input.subscription?.versionId);
  expect(price).toMatchObject({ unit_amount: 1000, currency: 'usd', recurring: { interval: 'month' } });
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({
    status: 'open',
    subscription: { status: 'incomplete' },
    invoice: { status: 'open' },
  });
});

test('a trial starts with a setup intent, and its checkout succeeds once the card is saved', async () => {
  const input = planCheckout(await newCustomer(), { trialDays: 14 });
  const started = await provider.startCheckout(input);
  expect(started.intent).toEqual({
    id: expect.stringMatching(/^seti_/),
    kind: 'setup_intent',
    clientSecret: expect.any(String),
  });
  expect(fake.object(started.intent.id)).toMatchObject({
    metadata: { ...input.metadata, subscription_id: started.subscriptionId },
  });
  const ref = refOf(input, started);
  expect(await provider.checkoutOutcome(ref)).toMatchObject({
    status: 'open',
    subscription: { status: 'trialing' },
    invoice: { totalCents: 0 },
  });
  await fake.succeed(started.intent.id);
  const outcome = await provider.checkoutOutcome(ref);
  expect(outcome).toMatchObject({
    status: 'succeeded',
    failure: null,
    subscription: { status: 'trialing', checkoutId: input.checkoutId },
  });
  const trialEnd = outcome.subscription?.trialEnd?.getTime() ?? 0;
  expect(Math.abs(trialEnd - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
  expect(outcome.subscription?.currentPeriodEnd?.getTime()).toBe(trialEnd);
});

test('the price, coupon and tax rate of a plan are made once for every checkout that uses them', async () => {
  const versionId = randomUUID();
  const coupon: ProviderCoupon = {
    id: randomUUID(),
    code: 'SAVE20',
    percentOff: 20,
    amountOffCents: null,
    duration: 'forever',
    durationInPeriods: null,
  };
  const options = { versionId, coupon, taxRateBp: 2000, country: 'FR' };
  const first = await paidPlan(options);
  await paidPlan(options);
  expect(fake.all('price').filter((price) => price.lookup_key === versionId)).toHaveLength(1);
  expect(fake.all('coupon').filter((entry) => String(entry.id).startsWith(coupon.id))).toEqual([
    expect.objectContaining({ id: coupon.id, name: 'SAVE20', percent_off: 20, duration: 'forever', times_redeemed: 2 }),
  ]);
  expect(
    fake.all('tax_rate').filter((rate) => (rate.metadata as Record<string, string>).stride_tax_key === 'FR-2000'),
  ).toEqual([expect.objectContaining({ percentage: 20, inclusive: false, country: 'FR' })]);
  const outcome = await provider.checkoutOutcome(refOf(first.input, first.started));
  expect(outcome.invoice).toMatchObject({ subtotalCents: 1000, discountCents: 200, taxCents: 160, totalCents: 960 });
});

test('a price and a tax rate made long ago, past the idempotency keys, are found and not made again', async () => {
  // Made straight through the SDK, without our idempotency keys: only the lookups can find them.
  const stripe = new Stripe('sk_test_fake', fake.apiBase);
  const versionId = randomUUID();
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 1000,
    recurring: { interval: 'month' },
    lookup_key: versionId,
    product_data: { name: 'Premium' },
  });
  const rate = await stripe.taxRates.create({
    display_name: 'Tax',
    inclusive: false,
    percentage: 19,
    country: 'DE',
    metadata: { stride_tax_key: 'DE-1900' },
  });
  const { subscriptionId } = await paidPlan({ versionId, taxRateBp: 1900, country: 'DE' });
  expect(fake.object(subscriptionId)).toMatchObject({
    items: { data: [{ price: { id: price.id } }] },
    default_tax_rates: [{ id: rate.id }],
  });
  expect(fake.all('price').filter((entry) => entry.lookup_key === versionId)).toHaveLength(1);
  expect(
    fake.all('tax_rate').filter((entry) => (entry.metadata as Record<string, string>).stride_tax_key === 'DE-1900'),
  ).toHaveLength(1);
});

test('a coupon whose terms changed since gets a Stripe coupon of its own', async () => {
  const id = randomUUID();
  const coupon = (percentOff: number): ProviderCoupon => ({
    id,
    code: 'CHANGING',
    percentOff,
    amountOffCents: null,
    duration: 'once',
    durationInPeriods: null,
  });
  const before = await paidPlan({ coupon: coupon(20) });
  const after = await paidPlan({ coupon: coupon(50) });
  expect(fake.object(id)).toMatchObject({ percent_off: 20 });
  const firstInvoiceTotal = async (paid: Awaited<ReturnType<typeof paidPlan>>) =>
    (await provider.checkoutOutcome(refOf(paid.input, paid.started))).invoice?.totalCents;
  expect(await firstInvoiceTotal(before)).toBe(800);
  expect(await firstInvoiceTotal(after)).toBe(500);
});

test('a repeating coupon lasts the months of the periods it promises, rounded up for weekly and daily plans', () => {
  const repeating = (periods: number): ProviderCoupon => ({
    id: 'c1',
    code: 'C1',
    percentOff: 10,
    amountOffCents: null,
    duration: 'repeating',
    durationInPeriods: periods,
  });
  expect(stripeCouponTerms(repeating(3), 'month', 'usd')).toEqual({
    id: 'c1',
    terms: { percent_off: 10, duration: 'repeating', duration_in_months: 3 },
  });
  expect(stripeCouponTerms(repeating(2), 'year', 'usd')).toEqual({
    id: 'c1-24m',
    terms: { percent_off: 10, duration: 'repeating', duration_in_months: 24 },
  });
  expect(stripeCouponTerms(repeating(1), 'week', 'usd')).toEqual({
    id: 'c1-once',
    terms: { percent_off: 10, duration: 'once' },
  });
  expect(stripeCouponTerms({ ...repeating(4), percentOff: null, amountOffCents: 300 }, 'week', 'eur').terms).toEqual({
    amount_off: 300,
    currency: 'eur',
    duration: 'repeating',
    duration_in_months: 1,
  });
  // Every promised invoice falls inside the window (months of at least 28 days), and one month fewer would miss one.
  for (const [interval, days] of [
    ['week', 7],
    ['day', 1],
  ] as const) {
    for (let periods = 2; periods <= 120; periods += 1) {
      const months = stripeCouponTerms(repeating(periods), interval, 'usd').terms.duration_in_months ?? 0;
      const lastInvoiceDay = (periods - 1) * days;
      expect(months * 28).toBeGreaterThan(lastInvoiceDay);
      expect((months - 1) * 28).toBeLessThanOrEqual(lastInvoiceDay);
    }
  }
});

test('order bumps are billed once, on the first invoice beside the plan', async () => {
  const bumps = [{ title: 'Meal plan', amountCents: 500 }];
  const { input, started } = await paidPlan({ bumps });
  const outcome = await provider.checkoutOutcome(refOf(input, started));
  expect(outcome.invoice).toMatchObject({
    lines: [
      { title: '1 × Premium (at $10.00 / month)', amount_cents: 1000 },
      { title: 'Meal plan', amount_cents: 500 },
    ],
    subtotalCents: 1500,
    totalCents: 1500,
  });
  await paidPlan({ bumps });
  expect(fake.all('product').filter((product) => product.name === 'Meal plan')).toHaveLength(1);
  const renewal = await fake.renew(started.subscriptionId ?? '');
  expect(fake.object(renewal.invoiceId)).toMatchObject({ total: 1000 });
});

test('a paid subscription checkout reports the running subscription and its first invoice', async () => {
  const { input, started } = await paidPlan();
  const outcome = await provider.checkoutOutcome(refOf(input, started));
  expect(outcome).toMatchObject({
    status: 'succeeded',
    failure: null,
    subscription: {
      id: started.subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      checkoutId: input.checkoutId,
    },
    invoice: {
      number: expect.stringMatching(/^FAKE-/),
      status: 'paid',
      currency: 'usd',
      lines: [{ title: '1 × Premium (at $10.00 / month)', amount_cents: 1000 }],
      subtotalCents: 1000,
      discountCents: 0,
      taxCents: 0,
      totalCents: 1000,
      hostedUrl: expect.stringMatching(/^https:\/\//),
    },
  });
  const { subscription, invoice } = outcome;
  expect(invoice?.paidAt).toBeInstanceOf(Date);
  expect(invoice?.periodStart).toEqual(subscription?.currentPeriodStart);
  expect(invoice?.periodEnd).toEqual(subscription?.currentPeriodEnd);
  const days =
    ((subscription?.currentPeriodEnd?.getTime() ?? 0) - (subscription?.currentPeriodStart?.getTime() ?? 0)) / DAY_MS;
  expect(days).toBeGreaterThanOrEqual(28);
  expect(days).toBeLessThanOrEqual(31);
});

test('a checkout stays succeeded with its first invoice after its subscription renews', async () => {
  const { input, started, subscriptionId } = await paidPlan();
  const firstInvoice = latestInvoiceOf(subscriptionId);
  await fake.renew(subscriptionId);
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({
    status: 'succeeded',
    invoice: { id: firstInvoice },
  });
});

test('a declined first payment fails the subscription checkout', async () => {
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await fake.decline(started.intent.id);
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({
    status: 'failed',
    failure: 'card_declined',
    subscription: { status: 'incomplete' },
  });
});

test('abandoning a subscription checkout cancels the subscription and its first payment', async () => {
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await provider.abandonCheckout(refOf(input, started));
  expect(fake.object(started.subscriptionId ?? '')).toMatchObject({ status: 'canceled' });
  expect(fake.object(started.intent.id)).toMatchObject({ status: 'canceled' });
  expect(await provider.checkoutOutcome(refOf(input, started))).toMatchObject({ status: 'canceled' });
  await expect(provider.abandonCheckout(refOf(input, started))).resolves.toBeUndefined();
});

test('cancelling at period end keeps the paid period and stops renewal', async () => {
  const { input, started, subscriptionId } = await paidPlan();
  const before = (await provider.checkoutOutcome(refOf(input, started))).subscription;
  const snapshot = await provider.cancelAtPeriodEnd(subscriptionId);
  expect(snapshot).toEqual({ ...before, cancelAtPeriodEnd: true });
  expect(snapshot.status).toBe('active');
  expect(fake.object(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
});

test("after a failed renewal, payOpenInvoice gives the open invoice's intent, which a new card pays", async () => {
  const { subscriptionId } = await paidPlan();
  const renewal = await fake.renew(subscriptionId, { fail: true });
  expect(fake.object(subscriptionId)).toMatchObject({ status: 'past_due' });
  const intent = await provider.payOpenInvoice(subscriptionId);
  expect(intent).toEqual({
    id: renewal.paymentIntentId,
    kind: 'payment_intent',
    clientSecret: fake.object(renewal.paymentIntentId ?? '')?.client_secret,
  });
  await fake.succeed(intent.id);
  expect(fake.object(renewal.invoiceId)).toMatchObject({ status: 'paid' });
  expect(fake.object(subscriptionId)).toMatchObject({ status: 'active' });
});

test('payOpenInvoice refuses a subscription with nothing to pay', async () => {
  const { subscriptionId } = await paidPlan();
  await expect(provider.payOpenInvoice(subscriptionId)).rejects.toMatchObject({ code: 'subscription_not_past_due' });
});

test('a one-off payment intent succeeding is its checkout paid, and one failing its checkout failed', async () => {
  const paid = oneOffCheckout(await newCustomer());
  const paidIntent = (await provider.startCheckout(paid)).intent.id;
  await fake.succeed(paidIntent);
  const event = eventAbout('payment_intent.succeeded', paidIntent);
  expect(await parse(event)).toEqual({
    id: event.id,
    type: 'payment_intent.succeeded',
    kind: 'checkout_paid',
    checkoutId: paid.checkoutId,
    outcome: { status: 'succeeded', failure: null, subscription: null, invoice: null },
  });
  const declined = oneOffCheckout(await newCustomer());
  const declinedIntent = (await provider.startCheckout(declined)).intent.id;
  await fake.decline(declinedIntent, 'authentication_failed');
  expect(await parse(eventAbout('payment_intent.payment_failed', declinedIntent))).toMatchObject({
    kind: 'checkout_failed',
    checkoutId: declined.checkoutId,
    failure: 'authentication_failed',
  });
});

test.each(['invoice.paid', 'invoice.payment_succeeded'])(
  "%s of a subscription's first invoice is its checkout paid, with the subscription and the invoice",
  async (type) => {
    const { input, started, subscriptionId } = await paidPlan();
    const invoiceId = latestInvoiceOf(subscriptionId);
    expect(await parse(eventAbout(type, invoiceId))).toMatchObject({
      type,
      kind: 'checkout_paid',
      checkoutId: input.checkoutId,
      outcome: {
        status: 'succeeded',
        subscription: {
          id: subscriptionId,
          status: 'active',
          checkoutId: input.checkoutId,
          currentPeriodEnd: expect.any(Date),
        },
        invoice: { id: invoiceId, status: 'paid', totalCents: 1000, paidAt: expect.any(Date) },
      },
    });
    // The invoice's own payment intent carries no checkout: the invoice events tell.
    expect(await parse(eventAbout('payment_intent.succeeded', started.intent.id))).toMatchObject({ kind: 'ignored' });
  },
);

test("a trial's free first invoice waits for the card: the setup intent succeeding is the checkout paid", async () => {
  const input = planCheckout(await newCustomer(), { trialDays: 7 });
  const started = await provider.startCheckout(input);
  const subscriptionId = started.subscriptionId ?? '';
  expect(await parse(eventAbout('invoice.paid', latestInvoiceOf(subscriptionId)))).toMatchObject({ kind: 'ignored' });
  await fake.succeed(started.intent.id);
  expect(await parse(eventAbout('setup_intent.succeeded', started.intent.id))).toMatchObject({
    kind: 'checkout_paid',
    checkoutId: input.checkoutId,
    outcome: {
      status: 'succeeded',
      subscription: { id: subscriptionId, status: 'trialing', trialEnd: expect.any(Date) },
    },
  });
});

test('a renewal paid is invoice_paid, and a renewal failed invoice_failed with the subscription past due', async () => {
  const { subscriptionId } = await paidPlan();
  const paid = await fake.renew(subscriptionId);
  expect(await parse(eventAbout('invoice.paid', paid.invoiceId))).toMatchObject({
    kind: 'invoice_paid',
    subscription: { id: subscriptionId, status: 'active' },
    invoice: { id: paid.invoiceId, status: 'paid', totalCents: 1000 },
  });
  const failed = await fake.renew(subscriptionId, { fail: true });
  expect(await parse(eventAbout('invoice.payment_failed', failed.invoiceId))).toMatchObject({
    kind: 'invoice_failed',
    subscription: { id: subscriptionId, status: 'past_due' },
    invoice: { id: failed.invoiceId, status: 'open', hostedUrl: expect.any(String) },
  });
});

test("a subscription's first payment declined is its checkout failed", async () => {
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await fake.decline(started.intent.id, 'expired_card');
  expect(
    await parse(eventAbout('invoice.payment_failed', latestInvoiceOf(started.subscriptionId ?? ''))),
  ).toMatchObject({
    kind: 'checkout_failed',
    checkoutId: input.checkoutId,
    failure: 'payment_method_failed',
  });
});

test('a subscription updated or deleted is subscription_changed', async () => {
  const { subscriptionId } = await paidPlan();
  await provider.cancelAtPeriodEnd(subscriptionId);
  expect(await parse(eventAbout('customer.subscription.updated', subscriptionId))).toMatchObject({
    kind: 'subscription_changed',
    subscription: { id: subscriptionId, status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: expect.any(Date) },
  });
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await provider.abandonCheckout(refOf(input, started));
  expect(await parse(eventAbout('customer.subscription.deleted', started.subscriptionId ?? ''))).toMatchObject({
    kind: 'subscription_changed',
    subscription: { id: started.subscriptionId, status: 'canceled' },
  });
});

test('events billing has no use for are ignored', async () => {
  const input = planCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  const created = eventAbout('customer.subscription.created', started.subscriptionId ?? '');
  expect(await parse(created)).toEqual({ id: created.id, type: 'customer.subscription.created', kind: 'ignored' });
  const oneOff = await provider.startCheckout(oneOffCheckout(await newCustomer()));
  expect(await parse(eventAbout('payment_intent.created', oneOff.intent.id))).toMatchObject({ kind: 'ignored' });
});

test('a webhook with a bad, missing or foreign signature, or signed over 300 s ago, is invalid_signature', async () => {
  const input = oneOffCheckout(await newCustomer());
  const started = await provider.startCheckout(input);
  await fake.succeed(started.intent.id);
  const event = eventAbout('payment_intent.succeeded', started.intent.id);
  const { payload, header } = fake.signed(event);
  const now = Math.floor(Date.now() / 1000);
  const attempts: [Buffer, string | undefined][] = [
    [Buffer.from(payload.replace('"succeeded"', '"canceled"')), header],
    [Buffer.from(payload), undefined],
    [Buffer.from(payload), ''],
    [Buffer.from(payload), fake.signed(event, { secret: 'whsec_someone_else' }).header],
    [Buffer.from(payload), fake.signed(event, { timestamp: now - 301 }).header],
  ];
  for (const [body, signature] of attempts) {
    const rejection = provider.parseWebhook(body, signature);
    await expect(rejection).rejects.toBeInstanceOf(AppError);
    await expect(rejection).rejects.toMatchObject({ code: 'invalid_signature', status: 400 });
  }
  // Within the tolerance, the same event is accepted.
  const recent = fake.signed(event, { timestamp: now - 200 });
  await expect(provider.parseWebhook(Buffer.from(recent.payload), recent.header)).resolves.toMatchObject({
    kind: 'checkout_paid',
  });
});

test('events are posted signed to the webhook URL, where the provider accepts them', async () => {
  const received: { body: Buffer; signature: string | undefined }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      received.push({ body: Buffer.concat(chunks), signature: typeof signature === 'string' ? signature : undefined });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    fake.deliverTo(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`);
    const input = oneOffCheckout(await newCustomer());
    const started = await provider.startCheckout(input);
    await fake.succeed(started.intent.id);
    await fake.flushed();
    const parsed = await Promise.all(received.map(({ body, signature }) => provider.parseWebhook(body, signature)));
    expect(parsed.map((event) => event.kind)).toEqual(['ignored', 'checkout_paid']);
    expect(parsed[1]).toMatchObject({ checkoutId: input.checkoutId });
    expect(fake.deliveries.slice(-2)).toEqual([
      { eventId: parsed[0]?.id, status: 200 },
      { eventId: parsed[1]?.id, status: 200 },
    ]);
  } finally {
    fake.deliverTo(null);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
