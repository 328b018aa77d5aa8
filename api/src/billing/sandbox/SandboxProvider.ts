import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  CheckoutFailureCode,
  PricingInterval,
  SandboxAuthenticateRequest,
  SandboxConfirmRequest,
  SandboxIntentState,
} from '@stride/shared';
import { SANDBOX_CARDS, cardDigits } from '@stride/shared/billing';
import type { AppDatabase } from '../../db/AppDatabase';
import { sandboxEvents, sandboxIntents, sandboxSubscriptions } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import { periodCharge } from '../checkout/checkoutQuote';
import { crashPoint } from '../crashPoint';
import type {
  ChargeLine,
  CheckoutOutcome,
  CheckoutRef,
  PaymentProvider,
  ProviderCoupon,
  ProviderEvent,
  ProviderIntent,
  ProviderInvoice,
  StartCheckoutInput,
  SubscriptionSnapshot,
} from '../PaymentProvider';
import { signWebhook, verifyWebhook } from './webhookSignature';

type IntentRow = typeof sandboxIntents.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** What a sandbox subscription charges each period, and what its first invoice was. */
interface Plan {
  title: string;
  unitAmountCents: number;
  currency: string;
  interval: PricingInterval;
  trialDays: number;
  coupon: ProviderCoupon | null;
  taxRateBp: number;
  first: { lines: ChargeLine[]; discountCents: number; taxCents: number; totalCents: number };
}

/** A past-due subscription is ended when its open invoice is still unpaid this long after it fell due. */
const PAST_DUE_GRACE_MS = 14 * 86_400_000;

/**
 * Events the sandbox keeps trying to deliver this many times (one a clock tick: over a quarter of an hour) before
 * giving up on one; an event refused for good would otherwise be retried for ever.
 */
const MAX_DELIVERY_ATTEMPTS = 1_000;

/**
 * How long a process's claim on the events it is delivering lasts: far longer than a delivery takes (the webhook
 * runs in-process), short enough that the events of a process that died meanwhile go out within a minute.
 */
const DELIVERY_LEASE_MS = 60_000;

const DAY_MS = 86_400_000;

export function addInterval(from: Date, interval: PricingInterval, count = 1): Date {
  const next = new Date(from.getTime());
  if (interval === 'day') return new Date(from.getTime() + count * DAY_MS);
  if (interval === 'week') return new Date(from.getTime() + 7 * count * DAY_MS);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + count);
  else next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

/** Luhn's check: a mistyped card number fails it, as Stripe.js refuses it before any charge. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** How the sandbox answers a card, as Stripe's test mode answers its test numbers. */
function cardBehaviour(digits: string): 'succeeds' | 'declined' | 'authenticate' {
  if (digits === SANDBOX_CARDS.declined) return 'declined';
  if (digits === SANDBOX_CARDS.requiresAuthentication) return 'authenticate';
  return 'succeeds';
}

/** Whether a saved card pays later charges (renewals) made without the member present. */
const paysLater = (digits: string | null) =>
  digits !== null && digits !== SANDBOX_CARDS.failsLater && digits !== SANDBOX_CARDS.declined;

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function snapshotOf(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    id: row.id,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    checkoutId: row.metadata.checkout_id ?? null,
  };
}

function stateOf(intent: IntentRow): SandboxIntentState {
  return {
    id: intent.id,
    status: intent.status === 'canceled' ? 'requires_payment_method' : intent.status,
    last_error: (intent.lastError as CheckoutFailureCode | null) ?? null,
  };
}

function invoiceNumber(): string {
  return `SBX-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Dates travel as ISO strings in an event's JSON; these fields are read back as dates. */
const DATE_FIELDS = new Set([
  'currentPeriodStart',
  'currentPeriodEnd',
  'trialEnd',
  'periodStart',
  'periodEnd',
  'paidAt',
]);

function parseEvent(text: string): ProviderEvent {
  return JSON.parse(text, (key, value: unknown) =>
    DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value,
  ) as ProviderEvent;
}

/**
 * The sandbox provider: Stripe's test cards against our own records, for a laptop and for tests. It keeps the
 * state machine Stripe keeps (intents that need a card, then authentication, then succeed; subscriptions that
 * renew each period, go past due when the saved card fails and end), and reports through the same signed
 * webhook as Stripe, delivered by `deliverPending` until the webhook accepts each event. Never on in production.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;
  /** Only events signed with it are accepted; a new one each start is enough, as delivery is in-process. */
  readonly webhookSecret = `whsec_sbx_${randomBytes(24).toString('hex')}`;

  constructor(private readonly db: AppDatabase) {}

  async ensureCustomer(): Promise<string> {
    return newId('cus');
  }

  async startCheckout(input: StartCheckoutInput) {
    const subscriptionId = input.subscription ? await this.createSubscription(input) : null;
    const [created] = await this.db
      .insert(sandboxIntents)
      .values({
        id: newId(input.dueTodayCents > 0 ? 'pi' : 'seti'),
        appId: input.appId,
        kind: input.dueTodayCents > 0 ? 'payment_intent' : 'setup_intent',
        idempotencyKey: `checkout-${input.checkoutId}`,
        customerId: input.customerId,
        amountCents: input.dueTodayCents,
        currency: input.currency,
        clientSecret: `secret_${randomBytes(24).toString('hex')}`,
        status: 'requires_payment_method',
        metadata: {
          ...input.metadata,
          purpose: 'checkout',
          ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
        },
      })
      .onConflictDoNothing()
      .returning();
    const intent = created ?? (await this.intentByKey(`checkout-${input.checkoutId}`));
    return { intent: this.handle(intent), subscriptionId };
  }

  private async createSubscription(input: StartCheckoutInput): Promise<string> {
    const sub = input.subscription!;
    const plan: Plan = {
      title: sub.title,
      unitAmountCents: sub.unitAmountCents,
      currency: input.currency,
      interval: sub.interval,
      trialDays: sub.trialDays,
      coupon: sub.coupon,
      taxRateBp: input.taxRateBp,
      first: {
        lines: input.lines,
        discountCents: input.discountCents,
        taxCents: input.taxCents,
        totalCents: input.dueTodayCents,
      },
    };
    const key = `checkout-${input.checkoutId}-sub`;
    await this.db
      .insert(sandboxSubscriptions)
      .values({
        id: newId('sub'),
        appId: input.appId,
        idempotencyKey: key,
        customerId: input.customerId,
        status: 'incomplete',
        plan: { ...plan },
        metadata: { ...input.metadata },
      })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.idempotencyKey, key));
    return row!.id;
  }

  private async intentByKey(key: string): Promise<IntentRow> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, key));
    if (!row) throw new Error(`Sandbox intent ${key} vanished`);
    return row;
  }

  private handle(intent: IntentRow): ProviderIntent {
    return { id: intent.id, kind: intent.kind, clientSecret: intent.clientSecret };
  }

  async abandonCheckout(ref: CheckoutRef): Promise<void> {
    if (ref.intentId) {
      const [stopped] = await this.db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.id, ref.intentId), sql`${sandboxIntents.status} <> 'succeeded'`))
        .returning({ id: sandboxIntents.id });
      // Paid meanwhile (another tab): as Stripe's provider does, it is not ours to drop.
      if (!stopped) throw new AppError('conflict', 'This checkout was paid before it could be abandoned.');
    }
    if (ref.subscriptionId) {
      await this.db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxSubscriptions.id, ref.subscriptionId), eq(sandboxSubscriptions.status, 'incomplete')));
    }
  }

  async checkoutOutcome(ref: CheckoutRef): Promise<CheckoutOutcome> {
    const [intent] = ref.intentId
      ? await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, ref.intentId))
      : [];
    if (!intent) return { status: 'open', failure: null, subscription: null, invoice: null };
    if (intent.status === 'canceled') return { status: 'canceled', failure: null, subscription: null, invoice: null };
    if (intent.status !== 'succeeded') {
      return {
        status: 'open',
        failure: (intent.lastError as CheckoutFailureCode | null) ?? null,
        subscription: null,
        invoice: null,
      };
    }
    const subscription = ref.subscriptionId ? await this.subscriptionRow(ref.subscriptionId) : null;
    return {
      status: 'succeeded',
      failure: null,
      subscription: subscription && snapshotOf(subscription),
      invoice: subscription ? this.firstInvoice(intent, subscription) : null,
    };
  }

  private async subscriptionRow(id: string): Promise<SubscriptionRow | null> {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row ?? null;
  }

  /** The invoice of a subscription's first payment (its bumps and, without a trial, its first period). */
  private firstInvoice(intent: IntentRow, subscription: SubscriptionRow): ProviderInvoice | null {
    const plan = subscription.plan as unknown as Plan;
    if (plan.first.totalCents === 0) return null;
    const subtotal = plan.first.lines.reduce((sum, line) => sum + line.amountCents, 0);
    return {
      id: `in_first_${intent.id}`,
      number: `SBX-${intent.id.slice(-8).toUpperCase()}`,
      status: 'paid',
      currency: plan.currency,
      lines: plan.first.lines.map((line) => ({ title: line.title, amount_cents: line.amountCents })),
      subtotalCents: subtotal,
      discountCents: plan.first.discountCents,
      taxCents: plan.first.taxCents,
      totalCents: plan.first.totalCents,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      hostedUrl: null,
      paidAt: intent.createdAt,
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxSubscriptions)
        .set({ cancelAtPeriodEnd: true })
        .where(and(eq(sandboxSubscriptions.id, subscriptionId), sql`${sandboxSubscriptions.status} <> 'canceled'`))
        .returning();
      const current = row ?? (await this.subscriptionRow(subscriptionId));
      if (!current) throw new AppError('subscription_not_found');
      if (row)
        await this.emit(tx, row.appId, {
          kind: 'subscription_changed',
          type: 'customer.subscription.updated',
          subscription: snapshotOf(row),
        });
      return snapshotOf(current);
    });
  }

  async payOpenInvoice(subscriptionId: string): Promise<ProviderIntent> {
    const subscription = await this.subscriptionRow(subscriptionId);
    if (!subscription || subscription.status !== 'past_due' || !subscription.openIntentId) {
      throw new AppError('subscription_not_past_due');
    }
    const [intent] = await this.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.id, subscription.openIntentId));
    if (!intent) throw new AppError('subscription_not_past_due');
    return this.handle(intent);
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    const event = parseEvent(verifyWebhook(rawBody, signature, this.webhookSecret));
    // As Stripe's are read: a late or retried event applies the subscription as it is now, not as it was then.
    if (event.kind === 'subscription_changed' || event.kind === 'invoice_paid' || event.kind === 'invoice_failed') {
      const current = await this.subscriptionRow(event.subscription.id);
      if (current) return { ...event, subscription: snapshotOf(current) };
    }
    return event;
  }

  // ---------------------------------------------------------------------------------------------------------
  // What Stripe.js and Stripe's own clock do, in the sandbox.

  /** The member's card for an intent: declined, needs authentication, fails its checks, or pays. */
  async confirm(
    appId: string,
    intentId: string,
    body: SandboxConfirmRequest,
    now = new Date(),
  ): Promise<SandboxIntentState> {
    const intent = await this.ownIntent(appId, intentId, body.client_secret);
    if (intent.status === 'succeeded' || intent.status === 'requires_action') return stateOf(intent);
    const digits = cardDigits(body.card_number);
    const expired = body.exp_year * 12 + body.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits) || expired) {
      await this.fail(intent, 'payment_method_failed');
      throw new AppError('payment_method_failed', undefined, { field: expired ? 'exp_month' : 'card_number' });
    }
    const behaviour = cardBehaviour(digits);
    if (behaviour === 'declined') {
      await this.fail(intent, 'card_declined');
      throw new AppError('card_declined');
    }
    if (behaviour === 'authenticate') {
      const [waiting] = await this.db
        .update(sandboxIntents)
        .set({ status: 'requires_action', cardNumber: digits, lastError: null })
        .where(and(eq(sandboxIntents.id, intent.id), eq(sandboxIntents.status, 'requires_payment_method')))
        .returning();
      return stateOf(waiting ?? intent);
    }
    const paid = await this.succeed(intent, digits, now);
    // The crash test stops here: the payment is recorded, the purchase not yet granted.
    crashPoint('sandbox-payment-recorded');
    return stateOf(paid);
  }

  /** The bank's 3-D Secure answer for an intent that asked for it. */
  async authenticate(
    appId: string,
    intentId: string,
    body: SandboxAuthenticateRequest,
    now = new Date(),
  ): Promise<SandboxIntentState> {
    const intent = await this.ownIntent(appId, intentId, body.client_secret);
    if (intent.status !== 'requires_action') return stateOf(intent);
    if (!body.approve) {
      await this.fail(intent, 'authentication_failed');
      throw new AppError('card_declined');
    }
    return stateOf(await this.succeed(intent, intent.cardNumber ?? SANDBOX_CARDS.succeeds, now));
  }

  private async ownIntent(appId: string, intentId: string, clientSecret: string): Promise<IntentRow> {
    const [intent] = await this.db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.id, intentId), eq(sandboxIntents.appId, appId)));
    // A wrong secret is as unknown as a wrong id: the secret is what lets a browser confirm.
    if (!intent || intent.clientSecret !== clientSecret || intent.status === 'canceled')
      throw new AppError('checkout_not_found');
    return intent;
  }

  private async fail(intent: IntentRow, failure: CheckoutFailureCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Only an intent still waiting: a decline that lands after another tab's payment leaves the payment be.
      const [failed] = await tx
        .update(sandboxIntents)
        .set({ status: 'requires_payment_method', lastError: failure, cardNumber: null })
        .where(
          and(
            eq(sandboxIntents.id, intent.id),
            inArray(sandboxIntents.status, ['requires_payment_method', 'requires_action']),
          ),
        )
        .returning({ id: sandboxIntents.id });
      if (!failed) return;
      if (intent.metadata.purpose === 'checkout' && intent.metadata.checkout_id) {
        await this.emit(tx, intent.appId, {
          kind: 'checkout_failed',
          type: 'payment_intent.payment_failed',
          checkoutId: intent.metadata.checkout_id,
          failure,
        });
      }
    });
  }

  /** The payment went through: the intent, its subscription and the event that reports it, in one transaction. */
  private async succeed(intent: IntentRow, digits: string, now: Date): Promise<IntentRow> {
    return this.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(sandboxIntents)
        .set({ status: 'succeeded', cardNumber: digits, lastError: null })
        .where(
          and(
            eq(sandboxIntents.id, intent.id),
            inArray(sandboxIntents.status, ['requires_payment_method', 'requires_action']),
          ),
        )
        .returning();
      if (!paid) return intent;
      const subscriptionId = paid.metadata.subscription_id;
      if (paid.metadata.purpose === 'invoice' && subscriptionId) {
        await this.settleOpenInvoice(tx, paid, subscriptionId, digits, now);
        return paid;
      }
      const subscription = subscriptionId ? await this.startPeriods(tx, subscriptionId, digits, now) : null;
      const outcome: CheckoutOutcome = {
        status: 'succeeded',
        failure: null,
        subscription: subscription && snapshotOf(subscription),
        invoice: subscription ? this.firstInvoice(paid, subscription) : null,
      };
      await this.emit(tx, paid.appId, {
        kind: 'checkout_paid',
        type: subscription ? 'invoice.paid' : 'payment_intent.succeeded',
        checkoutId: paid.metadata.checkout_id!,
        outcome,
      });
      return paid;
    });
  }

  private async startPeriods(tx: Transaction, id: string, digits: string, now: Date): Promise<SubscriptionRow | null> {
    const [row] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    if (!row) return null;
    const plan = row.plan as unknown as Plan;
    const trialEnd = plan.trialDays > 0 ? new Date(now.getTime() + plan.trialDays * DAY_MS) : null;
    const [started] = await tx
      .update(sandboxSubscriptions)
      .set({
        status: trialEnd ? 'trialing' : 'active',
        cardNumber: digits,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? addInterval(now, plan.interval),
        trialEnd,
        periodsPaid: trialEnd ? 0 : 1,
      })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    return started ?? row;
  }

  /** A new card paid a past-due subscription's open invoice: it is active again. */
  private async settleOpenInvoice(
    tx: Transaction,
    intent: IntentRow,
    id: string,
    digits: string,
    now: Date,
  ): Promise<void> {
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set({
        status: 'active',
        cardNumber: digits,
        openIntentId: null,
        periodsPaid: sql`${sandboxSubscriptions.periodsPaid} + 1`,
      })
      .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.openIntentId, intent.id)))
      .returning();
    if (!row) return;
    const invoice = this.periodInvoice(
      row,
      intent.metadata.invoice_id!,
      intent.metadata.invoice_number!,
      Number(intent.metadata.invoice_period),
    );
    await this.emit(tx, row.appId, {
      kind: 'invoice_paid',
      type: 'invoice.paid',
      subscription: snapshotOf(row),
      invoice: { ...invoice, status: 'paid', paidAt: now },
    });
  }

  private periodInvoice(row: SubscriptionRow, id: string, number: string, periodIndex: number): ProviderInvoice {
    const plan = row.plan as unknown as Plan;
    const charge = periodCharge(plan.unitAmountCents, plan.coupon, periodIndex, plan.taxRateBp);
    return {
      id,
      number,
      status: 'open',
      currency: plan.currency,
      lines: [{ title: plan.title, amount_cents: plan.unitAmountCents }],
      subtotalCents: charge.subtotalCents,
      discountCents: charge.discountCents,
      taxCents: charge.taxCents,
      totalCents: charge.totalCents,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      hostedUrl: null,
      paidAt: null,
    };
  }

  /**
   * Stripe's clock: every subscription whose period has ended is renewed on its saved card (an invoice paid, or
   * past due with an open invoice when the card fails), ended when it was canceled at period end, and ended
   * when a past-due invoice stays unpaid past the grace. Answers how many it changed.
   */
  async renewDue(now = new Date()): Promise<number> {
    const due = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          inArray(sandboxSubscriptions.status, ['active', 'trialing', 'past_due']),
          lte(sandboxSubscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(asc(sandboxSubscriptions.currentPeriodEnd));
    let changed = 0;
    for (const row of due) if (await this.renewOne(row.id, now)) changed += 1;
    const lapsed = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.status, 'past_due'),
          lte(sandboxSubscriptions.currentPeriodStart, new Date(now.getTime() - PAST_DUE_GRACE_MS)),
        ),
      );
    for (const row of lapsed) if (await this.end(row.id, 'past_due')) changed += 1;
    return changed;
  }

  /** One period ends; the row is claimed by its period end, so two processes renew it once. */
  private async renewOne(id: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.id, id), lte(sandboxSubscriptions.currentPeriodEnd, now)))
        .for('update');
      if (!row || row.status === 'canceled') return false;
      if (row.cancelAtPeriodEnd) return this.endIn(tx, row);
      // A past-due subscription does not renew again until its open invoice is paid or the grace runs out.
      if (row.status === 'past_due') return false;
      const plan = row.plan as unknown as Plan;
      const start = row.currentPeriodEnd!;
      // A coupon's first use is the subscription's first invoice: with a trial, that was the trial's (as at Stripe).
      const periodIndex = row.periodsPaid + (plan.trialDays > 0 ? 1 : 0);
      const pays = paysLater(row.cardNumber);
      const invoiceId = newId('in');
      const number = invoiceNumber();
      const [renewed] = await tx
        .update(sandboxSubscriptions)
        .set({
          status: pays ? 'active' : 'past_due',
          currentPeriodStart: start,
          currentPeriodEnd: addInterval(start, plan.interval),
          periodsPaid: pays ? row.periodsPaid + 1 : row.periodsPaid,
        })
        .where(eq(sandboxSubscriptions.id, id))
        .returning();
      const invoice = this.periodInvoice(renewed!, invoiceId, number, periodIndex);
      if (pays) {
        await this.emit(tx, row.appId, {
          kind: 'invoice_paid',
          type: 'invoice.paid',
          subscription: snapshotOf(renewed!),
          invoice: { ...invoice, status: 'paid', paidAt: now },
        });
        return true;
      }
      const intentId = newId('pi');
      await tx.insert(sandboxIntents).values({
        id: intentId,
        appId: row.appId,
        kind: 'payment_intent',
        idempotencyKey: `invoice-${invoiceId}`,
        customerId: row.customerId,
        amountCents: invoice.totalCents,
        currency: invoice.currency,
        clientSecret: `secret_${randomBytes(24).toString('hex')}`,
        status: 'requires_payment_method',
        lastError: 'card_declined',
        metadata: {
          purpose: 'invoice',
          subscription_id: id,
          invoice_id: invoiceId,
          invoice_number: number,
          invoice_period: String(periodIndex),
        },
      });
      const [pastDue] = await tx
        .update(sandboxSubscriptions)
        .set({ openIntentId: intentId })
        .where(eq(sandboxSubscriptions.id, id))
        .returning();
      await this.emit(tx, row.appId, {
        kind: 'invoice_failed',
        type: 'invoice.payment_failed',
        subscription: snapshotOf(pastDue!),
        invoice,
      });
      return true;
    });
  }

  private async end(id: string, from: SubscriptionRow['status']): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, from)))
        .for('update');
      return row ? this.endIn(tx, row) : false;
    });
  }

  private async endIn(tx: Transaction, row: SubscriptionRow): Promise<boolean> {
    const [ended] = await tx
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', openIntentId: null })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    if (row.openIntentId) {
      await tx.update(sandboxIntents).set({ status: 'canceled' }).where(eq(sandboxIntents.id, row.openIntentId));
    }
    await this.emit(tx, row.appId, {
      kind: 'subscription_changed',
      type: 'customer.subscription.deleted',
      subscription: snapshotOf(ended!),
    });
    return true;
  }

  /** Kept with the change that caused it, so an event is never lost to a crash between the two. */
  private async emit(tx: Transaction, appId: string, event: DistributiveOmit<ProviderEvent, 'id'>): Promise<void> {
    const id = `evt_sbx_${randomUUID().replaceAll('-', '')}`;
    await tx.insert(sandboxEvents).values({ id, appId, payload: { ...event, id } });
  }

  /**
   * Delivers the events not yet accepted, oldest first, through `send` (the webhook route): each is signed as it
   * leaves. A delivery the webhook refuses or that fails is tried again on the next call. Every API process runs
   * this clock: each claims its batch for DELIVERY_LEASE_MS (rows another is claiming are skipped, not waited
   * for), so an event goes out from one process a tick, and its attempts count once. A process that dies while
   * delivering leaves its claim to run out; the event is then delivered by whoever comes next.
   */
  async deliverPending(send: (body: string, signature: string) => Promise<boolean>): Promise<number> {
    const claimable = (now: Date) =>
      and(
        isNull(sandboxEvents.deliveredAt),
        lte(sandboxEvents.attempts, MAX_DELIVERY_ATTEMPTS),
        or(isNull(sandboxEvents.claimedUntil), lte(sandboxEvents.claimedUntil, now)),
      );
    // A read first: the clock asks every second, and on the embedded database every write is a synced commit.
    const [any] = await this.db
      .select({ id: sandboxEvents.id })
      .from(sandboxEvents)
      .where(claimable(new Date()))
      .limit(1);
    if (!any) return 0;
    const now = new Date();
    const batch = await this.db
      .update(sandboxEvents)
      .set({
        attempts: sql`${sandboxEvents.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
      })
      .where(
        inArray(
          sandboxEvents.id,
          this.db
            .select({ id: sandboxEvents.id })
            .from(sandboxEvents)
            .where(claimable(now))
            .orderBy(asc(sandboxEvents.createdAt))
            .limit(50)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    let delivered = 0;
    for (const event of batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      const body = JSON.stringify(event.payload);
      const accepted = await send(body, signWebhook(body, this.webhookSecret)).catch(() => false);
      // Refused: the claim ends now, so the next tick (of any process) tries again.
      await this.db
        .update(sandboxEvents)
        .set(accepted ? { deliveredAt: new Date(), claimedUntil: null } : { claimedUntil: null })
        .where(eq(sandboxEvents.id, event.id));
      if (accepted) delivered += 1;
    }
    return delivered;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
