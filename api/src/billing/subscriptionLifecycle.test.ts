import { desc, eq, sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { purchases, sandboxEvents } from '../db/schema';
import { signWebhook } from './sandbox/webhookSignature';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('shop');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let seq = 0;
const newMember = () => t.member(`subscriber${++seq}@shop.test`);

async function subscribe(member: Session, slug: string, card: string = SANDBOX_CARDS.succeeds, coupon?: string) {
  const id = await t.productId(slug);
  const { preview } = (
    await t.call('POST', `/products/${id}/preview`, { as: member, body: { coupon_code: coupon } })
  ).json();
  const started = (
    await t.call('POST', `/products/${id}/intent`, {
      as: member,
      body: { version_id: preview.version_id, final_amount: preview.total_cents, ...(coupon ? { coupon } : {}) },
    })
  ).json();
  const confirmed = await t.call('POST', `/sandbox/intents/${started.intent.intent_id}/confirm`, {
    as: member,
    body: { client_secret: started.intent.client_secret, card_number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
  });
  expect(confirmed.json().intent.status).toBe('succeeded');
  await t.app.billing.deliverEvents();
  return started;
}

async function subscriptionOf(member: Session) {
  const { subscriptions } = (await t.call('GET', '/subscriptions', { as: member })).json();
  expect(subscriptions).toHaveLength(1);
  return subscriptions[0];
}

const canOpen = async (member: Session, path: string) =>
  (await t.call('GET', `/__${path}/index.json`, { as: member })).statusCode === 200;

const pastDueOf = async (member: Session) =>
  (await t.call('POST', '/auth/verify', { as: member })).json().past_due_subscriptions;

describe('subscriptions in the sandbox', () => {
  it('renews every period on the saved card, with an invoice each time', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly');
    const first = await subscriptionOf(member);
    expect(first).toMatchObject({ status: 'active', cancel_at_period_end: false, trial_ends_at: null });
    const periodEnd = new Date(first.current_period_end);
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    await t.app.billing.renewDue(new Date(periodEnd.getTime() + 1000));
    const renewed = await subscriptionOf(member);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY_MS);
    const { invoices } = (await t.call('GET', '/invoices', { as: member })).json();
    expect(
      invoices.map((invoice: { status: string; total_cents: number }) => [invoice.status, invoice.total_cents]),
    ).toEqual([
      ['paid', 1900],
      ['paid', 1900],
    ]);
    expect(await canOpen(member, '/members')).toBe(true);
  });

  it('applies a repeating coupon for its periods only', async () => {
    const member = await newMember();
    const started = await subscribe(member, 'monthly', SANDBOX_CARDS.succeeds, 'HALF3');
    expect(started.intent.amount_cents).toBe(950);
    let end = new Date((await subscriptionOf(member)).current_period_end);
    for (let period = 0; period < 3; period += 1) {
      await t.app.billing.renewDue(new Date(end.getTime() + 1000));
      end = new Date((await subscriptionOf(member)).current_period_end);
    }
    const { invoices } = (await t.call('GET', '/invoices', { as: member })).json();
    // Newest first: periods 4, 3, 2 and 1; the coupon covered the first three.
    expect(invoices.map((invoice: { total_cents: number }) => invoice.total_cents)).toEqual([1900, 950, 950, 950]);
  });

  it('starts a trial with the card saved and nothing charged, then charges when it ends', async () => {
    const member = await newMember();
    const started = await subscribe(member, 'trial');
    expect(started.intent).toMatchObject({ kind: 'setup_intent', amount_cents: 0 });
    const trial = await subscriptionOf(member);
    expect(trial.trial_ends_at).not.toBeNull();
    expect(await canOpen(member, '/trial-club')).toBe(true);
    expect((await t.call('GET', '/invoices', { as: member })).json().invoices).toEqual([]);
    await t.app.billing.renewDue(new Date(new Date(trial.trial_ends_at).getTime() + 1000));
    const { invoices } = (await t.call('GET', '/invoices', { as: member })).json();
    expect(invoices).toMatchObject([{ status: 'paid', total_cents: 1000 }]);
  });

  it('goes past due when a renewal fails, is listed at login, and a new card pays it', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly', SANDBOX_CARDS.failsLater);
    const sub = await subscriptionOf(member);
    await t.app.billing.renewDue(new Date(new Date(sub.current_period_end).getTime() + 1000));
    expect((await subscriptionOf(member)).status).toBe('past_due');
    expect(await pastDueOf(member)).toEqual([{ product_id: await t.productId('monthly') }]);
    // Past due is a grace period: access stays while the member can pay.
    expect(await canOpen(member, '/members')).toBe(true);

    const pay = await t.call('POST', `/subscriptions/${sub.id}/pay`, { as: member });
    expect(pay.statusCode).toBe(200);
    const { intent } = pay.json();
    const [openInvoice] = (await t.call('GET', '/invoices', { as: member })).json().invoices;
    expect(openInvoice).toMatchObject({ status: 'open' });
    expect(intent).toMatchObject({
      provider: 'sandbox',
      kind: 'payment_intent',
      amount_cents: openInvoice.total_cents,
    });
    const declined = await t.call('POST', `/sandbox/intents/${intent.intent_id}/confirm`, {
      as: member,
      body: {
        client_secret: intent.client_secret,
        card_number: SANDBOX_CARDS.declined,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      },
    });
    expect(declined.statusCode).toBe(402);
    const paid = await t.call('POST', `/sandbox/intents/${intent.intent_id}/confirm`, {
      as: member,
      body: {
        client_secret: intent.client_secret,
        card_number: SANDBOX_CARDS.succeeds,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      },
    });
    expect(paid.json().intent.status).toBe('succeeded');
    await t.app.billing.deliverEvents();
    expect((await subscriptionOf(member)).status).toBe('active');
    expect(await pastDueOf(member)).toEqual([]);
    const { invoices } = (await t.call('GET', '/invoices', { as: member })).json();
    expect(invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('ends a past-due subscription when its grace runs out, and with it the access', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly', SANDBOX_CARDS.failsLater);
    const end = new Date((await subscriptionOf(member)).current_period_end);
    await t.app.billing.renewDue(new Date(end.getTime() + 1000));
    await t.app.billing.renewDue(new Date(end.getTime() + 15 * DAY_MS));
    expect((await subscriptionOf(member)).status).toBe('canceled');
    expect(await canOpen(member, '/members')).toBe(false);
  });

  it('never brings an ended subscription back for a late event about it', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly');
    const sub = await subscriptionOf(member);
    await t.call('DELETE', `/subscriptions/${sub.id}`, { as: member });
    await t.app.billing.deliverEvents();
    const [stale] = await t.db
      .select()
      .from(sandboxEvents)
      .where(sql`${sandboxEvents.payload}->>'kind' = 'subscription_changed'`)
      .orderBy(desc(sandboxEvents.createdAt))
      .limit(1);
    await t.app.billing.renewDue(new Date(new Date(sub.current_period_end).getTime() + 1000));
    expect((await subscriptionOf(member)).status).toBe('canceled');
    // The earlier "canceling at period end, still active" event, delivered again late under a new id.
    const late = JSON.stringify({ ...stale!.payload, id: `evt_late_${sub.id}` });
    const secret = (t.app.billing.provider as unknown as { webhookSecret: string }).webhookSecret;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(late, secret) },
      payload: late,
    });
    expect(res.json()).toEqual({ received: true, applied: true });
    expect((await subscriptionOf(member)).status).toBe('canceled');
    expect(await canOpen(member, '/members')).toBe(false);
  });

  it('answers nothing to pay for a subscription that is not past due', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly');
    const res = await t.call('POST', `/subscriptions/${(await subscriptionOf(member)).id}/pay`, { as: member });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('subscription_not_past_due');
  });

  it('keeps access to the end of the period after a cancel, then ends it and charges no more', async () => {
    const member = await newMember();
    await subscribe(member, 'monthly');
    const sub = await subscriptionOf(member);
    const canceled = await t.call('DELETE', `/subscriptions/${sub.id}`, { as: member });
    expect(canceled.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await canOpen(member, '/members')).toBe(true);
    await t.app.billing.deliverEvents();
    expect(await canOpen(member, '/members')).toBe(true);

    await t.app.billing.renewDue(new Date(new Date(sub.current_period_end).getTime() + 1000));
    expect((await subscriptionOf(member)).status).toBe('canceled');
    expect(await canOpen(member, '/members')).toBe(false);
    expect((await t.call('GET', '/invoices', { as: member })).json().invoices).toHaveLength(1);
  });

  it("never shows, pays or cancels another member's subscription or invoice", async () => {
    const member = await newMember();
    const other = await newMember();
    await subscribe(member, 'monthly');
    const sub = await subscriptionOf(member);
    const [invoice] = (await t.call('GET', '/invoices', { as: member })).json().invoices;
    expect((await t.call('DELETE', `/subscriptions/${sub.id}`, { as: other })).statusCode).toBe(404);
    expect((await t.call('POST', `/subscriptions/${sub.id}/pay`, { as: other })).statusCode).toBe(404);
    const foreign = await t.call('GET', `/invoices/${invoice.id}`, { as: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'invoice_not_found', message: 'Invalid Invoice' });
    expect((await t.call('GET', `/invoices/${invoice.id}/url`, { as: other })).statusCode).toBe(404);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, sub.id));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it("answers the invoice's printable page in the app", async () => {
    const member = await newMember();
    await subscribe(member, 'monthly');
    const [invoice] = (await t.call('GET', '/invoices', { as: member })).json().invoices;
    const res = await t.call('GET', `/invoices/${invoice.id}/url`, { as: member });
    expect(res.json().url).toBe(`http://shop.localhost:3000/me/invoices/${invoice.id}`);
    const one = await t.call('GET', `/invoices/${invoice.id}`, { as: member });
    expect(one.json().invoice).toMatchObject({
      number: expect.stringMatching(/^SBX-/),
      product_title: 'Monthly',
      customer: { email: member.email },
      seller: { name: 'Shop' },
      lines: [{ title: 'Monthly', amount_cents: 1900 }],
    });
  });
});
