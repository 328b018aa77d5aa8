import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { createFixtureTestApp, type FixtureTestApp, type Session } from '../../test/fixtureTestApp';
import { testAppOptions } from '../../test/testDatabase';
import { buildApp } from '../buildApp';
import { coupons, invoices, purchases, sandboxEvents } from '../db/schema';
import { SandboxProvider } from './sandbox/SandboxProvider';

// Two apps built per file (each a second or more on a loaded machine), past Jest's 5 s hook timeout.
jest.setTimeout(60_000);

// Two API processes on one database, as behind a load balancer: each runs the sandbox's clock.
let t: FixtureTestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createFixtureTestApp('shop');
  other = await buildApp(testAppOptions(t.db, t.dataDir));
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const DAY_MS = 86_400_000;
let seq = 0;
const CARD = { card_number: SANDBOX_CARDS.succeeds, exp_month: 12, exp_year: 2099, cvc: '123' };

function sandboxOf(app: FastifyInstance): SandboxProvider {
  const { provider } = app.billing;
  if (!(provider instanceof SandboxProvider)) throw new Error('the test apps take payments with the sandbox');
  return provider;
}

/**
 * A member's checkout of `product`, paid by the sandbox (as the member's confirm does) but not yet reported: its
 * event waits for a delivery. The route would deliver it at once; the tests deliver it themselves.
 */
async function paidCheckout(product: string, coupon?: string): Promise<Session> {
  const member = await t.member(`buyer${++seq}@shop.test`);
  const id = await t.productId(product);
  const { preview } = (
    await t.call('POST', `/products/${id}/preview`, { as: member, body: { coupon_code: coupon } })
  ).json();
  const { intent } = (
    await t.call('POST', `/products/${id}/intent`, {
      as: member,
      body: { version_id: preview.version_id, final_amount: preview.total_cents, ...(coupon ? { coupon } : {}) },
    })
  ).json();
  await sandboxOf(t.app).confirm(t.appId('shop'), intent.intent_id, { client_secret: intent.client_secret, ...CARD });
  return member;
}

const pending = () =>
  t.db
    .select()
    .from(sandboxEvents)
    .where(sql`${sandboxEvents.deliveredAt} is null`);

describe('the sandbox clock in two API processes', () => {
  it('delivers each event from one process only, and applies it once', async () => {
    const member = await paidCheckout('course', 'WELCOME20');
    const [waiting] = await pending();
    expect(waiting).toBeDefined();

    const delivered = await Promise.all([t.app.billing.deliverEvents(), other.billing.deliverEvents()]);
    expect(delivered.sort()).toEqual([0, 1]);
    const [event] = await t.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, waiting!.id));
    expect(event).toMatchObject({ attempts: 1, deliveredAt: expect.any(Date) });
    const granted = await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id));
    expect(granted.map((purchase) => purchase.productId).sort()).toEqual([await t.productId('course')]);
    const [coupon] = await t.db
      .select({ timesRedeemed: coupons.timesRedeemed })
      .from(coupons)
      .where(and(eq(coupons.appId, t.appId('shop')), eq(coupons.code, 'WELCOME20')));
    expect(coupon!.timesRedeemed).toBe(1);
  });

  it('leaves an event another process is delivering to it, and delivers it once that claim has run out', async () => {
    await paidCheckout('workbook');
    const [waiting] = await pending();
    // As a process that claimed the event and died before reporting it leaves it.
    await t.db
      .update(sandboxEvents)
      .set({ attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(sandboxEvents.id, waiting!.id));
    expect(await other.billing.deliverEvents()).toBe(0);

    await t.db
      .update(sandboxEvents)
      .set({ claimedUntil: new Date(Date.now() - 1) })
      .where(eq(sandboxEvents.id, waiting!.id));
    expect(await other.billing.deliverEvents()).toBe(1);
    expect(await pending()).toEqual([]);
  });

  it('renews a subscription whose period ended once, with one invoice, when both clocks tick at once', async () => {
    const member = await paidCheckout('monthly');
    await t.app.billing.deliverEvents();
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, member.user.id));
    const periodEnd = purchase!.currentPeriodEnd!;

    const at = new Date(periodEnd.getTime() + 1000);
    const renewed = await Promise.all([t.app.billing.renewDue(at), other.billing.renewDue(at)]);
    expect(renewed.sort()).toEqual([0, 1]);

    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(after!.currentPeriodEnd!.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY_MS);
    expect(after!.currentPeriodEnd!.getTime()).toBeLessThan(periodEnd.getTime() + 32 * DAY_MS);
    const billed = await t.db.select().from(invoices).where(eq(invoices.userId, member.user.id));
    expect(billed.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(await pending()).toEqual([]);
  });
});
