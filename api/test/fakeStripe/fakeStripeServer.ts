import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm, type FormHash, type FormValue } from './parseStripeForm';

/**
 * A local stand-in for api.stripe.com that answers the REST calls StripeProvider makes, the way Stripe answers
 * them at the SDK's pinned API version (2026-10-28.endive): form-encoded parameters, unknown parameters refused,
 * `Idempotency-Key` honoured (same key and parameters → the same answer; other parameters → idempotency_error),
 * `expand[]` resolved, and includable fields (an invoice's `confirmation_secret` and `payments`) left out unless
 * expanded, as Stripe does. The test plays the member and the clock: it pays or declines an intent, renews a
 * subscription, and receives the webhook events that follow, signed with the webhook secret.
 *
 * Objects are typed with the SDK's own field names (Pick of its types), so the fake cannot drift from the shapes
 * the provider reads. It is not Stripe: amounts are rounded once per invoice, and only what billing needs exists.
 */

type Json = Record<string, unknown>;
type FakeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };
type Interval = 'day' | 'week' | 'month' | 'year';

type FakeCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'metadata' | 'livemode'>;
type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'automatic_payment_methods'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'client_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'status'
>;
type FakeSetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'automatic_payment_methods'
  | 'cancellation_reason'
  | 'client_secret'
  | 'created'
  | 'customer'
  | 'description'
  | 'last_setup_error'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'status'
  | 'usage'
>;
type FakeProduct = Pick<Stripe.Product, 'id' | 'object' | 'active' | 'created' | 'livemode' | 'metadata' | 'name'>;
type FakePrice = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'product'
  | 'type'
  | 'unit_amount'
> & {
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed' } | null;
  unit_amount_decimal: string;
};
type FakeCoupon = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'times_redeemed'
  | 'valid'
>;
type FakeTaxRate = Pick<
  Stripe.TaxRate,
  | 'id'
  | 'object'
  | 'active'
  | 'country'
  | 'created'
  | 'display_name'
  | 'inclusive'
  | 'livemode'
  | 'metadata'
  | 'percentage'
>;
type FakeLine = Pick<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discountable'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'quantity'
  | 'subscription'
  | 'subtotal'
>;
type FakeInvoicePayment = Pick<
  Stripe.InvoicePayment,
  | 'id'
  | 'object'
  | 'amount_paid'
  | 'amount_requested'
  | 'created'
  | 'currency'
  | 'invoice'
  | 'is_default'
  | 'livemode'
  | 'payment'
  | 'status'
  | 'status_transitions'
>;
type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'confirmation_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'discounts'
  | 'hosted_invoice_url'
  | 'livemode'
  | 'metadata'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
  | 'total_discount_amounts'
  | 'total_taxes'
> & { lines: FakeList<FakeLine>; payments: FakeList<FakeInvoicePayment>; default_tax_rates: FakeTaxRate[] };
type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'metadata' | 'quantity' | 'subscription'
> & { price: FakePrice };
type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'default_payment_method'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'pending_setup_intent'
  | 'start_date'
  | 'status'
  | 'trial_end'
  | 'trial_start'
> & {
  items: FakeList<FakeSubscriptionItem>;
  default_tax_rates: FakeTaxRate[];
  payment_settings: NonNullable<Stripe.Subscription['payment_settings']>;
};
type FakeObject =
  | FakeCustomer
  | FakePaymentIntent
  | FakeSetupIntent
  | FakeProduct
  | FakePrice
  | FakeCoupon
  | FakeTaxRate
  | FakeInvoice
  | FakeSubscription;

/** A webhook event as Stripe posts it: `data.object` is a snapshot taken when it happened. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: FormHash;
  idempotencyKey: string | null;
  status: number;
}

/** How a card fails: declined, refused by the bank's authentication (3-D Secure), or expired. */
export type FakeDecline = 'card_declined' | 'authentication_failed' | 'expired_card';

export interface FakeStripeServer {
  /** The host, port and protocol options of the Stripe constructor. */
  readonly apiBase: { host: string; port: number; protocol: 'http' };
  readonly webhookSecret: string;
  /** Every request, oldest first. */
  readonly requests: readonly FakeStripeRequest[];
  /** Every event, oldest first. */
  readonly events: readonly FakeStripeEvent[];
  /** Webhook deliveries to the URL of deliverTo, with the status it answered (0: unreachable). */
  readonly deliveries: readonly { eventId: string; status: number }[];
  /** How many requests were made to `METHOD /v1/path` (ids in the path written as `:id`). */
  count(route: string): number;
  /** A stored object as the API renders it (unexpanded), or undefined. */
  object(id: string): Json | undefined;
  /** Every stored object of a kind (`payment_intent`, `coupon`…), oldest first. */
  all(kind: string): Json[];
  /** The member confirms an intent with a working card (a payment intent, or a setup intent that saves it). */
  succeed(intentId: string): Promise<void>;
  /** The member's card fails on an intent. */
  decline(intentId: string, reason?: FakeDecline): Promise<void>;
  /** A subscription's period ends: Stripe bills the next one with the saved card, which pays or fails. */
  renew(
    subscriptionId: string,
    options?: { fail?: boolean },
  ): Promise<{ invoiceId: string; paymentIntentId: string | null }>;
  /** The event's payload and `Stripe-Signature` header as Stripe would post them (timestamp in seconds). */
  signed(
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; header: string };
  /** Posts every later event, signed, to this URL (null: stop). */
  deliverTo(url: string | null): void;
  /** Resolves when every event so far has been posted. */
  flushed(): Promise<void>;
  stop(): Promise<void>;
}

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; param?: string; message: string },
  ) {
    super(body.message);
  }
}

function invalid(message: string, code?: string, param?: string): FakeStripeError {
  return new FakeStripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

function missing(kind: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

function isHash(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function hash(value: FormValue | undefined): FormHash {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

function int(params: FormHash, name: string): number | undefined {
  const text = str(params[name]);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value)) throw invalid(`Invalid integer: ${text}`, 'parameter_invalid_integer', name);
  return value;
}

function metadataOf(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hash(value)).flatMap(([key, entry]) => (typeof entry === 'string' ? [[key, entry]] : [])),
  );
}

/** Stripe refuses any parameter it does not know (`expand` is known everywhere). */
function allow(params: FormHash, names: string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !names.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${param}`, 'parameter_unknown', param);
    }
  }
}

function required<T>(value: T | undefined, param: string): T {
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${param}.`, 'parameter_missing', param);
  }
  return value;
}

function secret(bytes = 12): string {
  return randomBytes(bytes).toString('hex');
}

function addInterval(seconds: number, interval: Interval, count = 1): number {
  if (interval === 'day') return seconds + count * 86_400;
  if (interval === 'week') return seconds + count * 7 * 86_400;
  const date = new Date(seconds * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

/** Fields Stripe leaves out of an object unless a request expands them. */
const INCLUDABLE: Record<string, string[]> = { invoice: ['confirmation_secret', 'payments'] };

/** What the fake remembers of a subscription beyond the object itself. */
interface SubscriptionBook {
  couponId: string | null;
  discountId: string | null;
}

export async function startFakeStripeServer(options: { webhookSecret?: string } = {}): Promise<FakeStripeServer> {
  const webhookSecret = options.webhookSecret ?? `whsec_${secret(16)}`;
  const objects = new Map<string, FakeObject>();
  const requests: FakeStripeRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const deliveries: { eventId: string; status: number }[] = [];
  const idempotent = new Map<string, { fingerprint: string; body: Json }>();
  const invoiceOfIntent = new Map<string, string>();
  const subscriptionOfSetupIntent = new Map<string, string>();
  const books = new Map<string, SubscriptionBook>();
  let invoiceNumber = 0;
  let webhookUrl: string | null = null;
  let delivering: Promise<void> = Promise.resolve();

  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${secret(8)}`;

  function get<T extends FakeObject>(id: string, kind: T['object'], param = 'id'): T {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind.replace('_', ' '), id, param);
    return found as T;
  }

  function put<T extends FakeObject>(object: T): T {
    objects.set(object.id, object);
    return object;
  }

  /** An object as the API answers: a deep copy, includables dropped, ids on `expand` paths replaced by objects. */
  function render(value: unknown, expand: string[]): unknown {
    if (Array.isArray(value)) return value.map((entry) => render(entry, expand));
    if (!isHash(value)) return value;
    const copy: Json = { ...value };
    const kind = typeof copy.object === 'string' ? copy.object : '';
    for (const field of INCLUDABLE[kind] ?? []) {
      if (!expand.some((path) => path === field || path.startsWith(`${field}.`))) delete copy[field];
    }
    for (const key of Object.keys(copy)) {
      const below = expand.filter((path) => path.startsWith(`${key}.`)).map((path) => path.slice(key.length + 1));
      let field = copy[key];
      if (typeof field === 'string' && (expand.includes(key) || below.length > 0)) field = objects.get(field) ?? field;
      copy[key] = render(field, below);
    }
    return copy;
  }

  function snapshot(object: FakeObject): Json {
    return render(object, []) as Json;
  }

  function emit(type: string, object: FakeObject, previous?: Json): void {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: snapshot(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    const url = webhookUrl;
    if (url) delivering = delivering.then(() => deliver(url, event));
  }

  function signed(event: FakeStripeEvent, signing: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? webhookSecret,
      ...(signing.timestamp !== undefined ? { timestamp: signing.timestamp } : {}),
    });
    return { payload, header };
  }

  async function deliver(url: string, event: FakeStripeEvent): Promise<void> {
    const { payload, header } = signed(event);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      await response.arrayBuffer();
      deliveries.push({ eventId: event.id, status: response.status });
    } catch {
      deliveries.push({ eventId: event.id, status: 0 });
    }
  }

  // ---- objects Stripe makes on its own ----

  function createPaymentIntent(
    fields: Pick<FakePaymentIntent, 'amount' | 'currency' | 'customer' | 'description' | 'metadata'>,
  ) {
    const id = newId('pi');
    return put<FakePaymentIntent>({
      id,
      object: 'payment_intent',
      amount_received: 0,
      automatic_payment_methods: { enabled: true },
      canceled_at: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${secret()}`,
      created: now(),
      last_payment_error: null,
      livemode: false,
      payment_method: null,
      status: 'requires_payment_method',
      ...fields,
    });
  }

  function createSetupIntent(fields: Pick<FakeSetupIntent, 'customer' | 'description' | 'metadata'>) {
    const id = newId('seti');
    return put<FakeSetupIntent>({
      id,
      object: 'setup_intent',
      automatic_payment_methods: { enabled: true },
      cancellation_reason: null,
      client_secret: `${id}_secret_${secret()}`,
      created: now(),
      last_setup_error: null,
      livemode: false,
      payment_method: null,
      status: 'requires_payment_method',
      usage: 'off_session',
      ...fields,
    });
  }

  function subscriptionItemLine(
    subscription: FakeSubscription,
    item: FakeSubscriptionItem,
    amount: number,
    description: string,
    invoiceId: string,
  ): FakeLine {
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: subscription.currency,
      description,
      discountable: true,
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      quantity: 1,
      subscription: subscription.id,
      subtotal: amount,
    };
  }

  /** Stripe's wording of a subscription line: `1 × Premium (at $10.00 / month)`. */
  function describePlan(item: FakeSubscriptionItem): string {
    const product = objects.get(String(item.price.product));
    const name = product?.object === 'product' ? product.name : 'Product';
    const amount = ((item.price.unit_amount ?? 0) / 100).toFixed(2);
    return `1 × ${name} (at $${amount} / ${item.price.recurring?.interval ?? 'month'})`;
  }

  function discountApplies(
    subscription: FakeSubscription,
    coupon: FakeCoupon,
    periodStart: number,
    first: boolean,
  ): boolean {
    if (coupon.duration === 'forever') return true;
    if (coupon.duration === 'once') return first;
    return periodStart < addInterval(subscription.start_date, 'month', coupon.duration_in_months ?? 0);
  }

  /** Finalizes an invoice of a subscription: discount, exclusive taxes, and an intent when something is due. */
  function createInvoice(
    subscription: FakeSubscription,
    billingReason: 'subscription_create' | 'subscription_cycle',
    lines: (invoiceId: string) => FakeLine[],
  ): FakeInvoice {
    const id = newId('in');
    const invoiceLines = lines(id);
    const subtotal = invoiceLines.reduce((total, line) => total + line.amount, 0);
    const book = books.get(subscription.id);
    const coupon = book?.couponId ? get<FakeCoupon>(book.couponId, 'coupon') : null;
    const periodStart = subscription.items.data[0]?.current_period_start ?? now();
    const discounted =
      coupon &&
      book?.discountId &&
      discountApplies(subscription, coupon, periodStart, billingReason === 'subscription_create');
    const discount = !discounted
      ? 0
      : coupon.percent_off !== null
        ? Math.round((subtotal * coupon.percent_off) / 100)
        : Math.min(coupon.amount_off ?? 0, subtotal);
    const taxes = subscription.default_tax_rates.map((rate) => ({
      amount: Math.round(((subtotal - discount) * rate.percentage) / 100),
      tax_behavior: 'exclusive' as const,
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated' as const,
      taxable_amount: subtotal - discount,
      type: 'tax_rate_details' as const,
    }));
    const total = subtotal - discount + taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const created = now();
    const intent =
      total > 0
        ? createPaymentIntent({
            amount: total,
            currency: subscription.currency,
            customer: subscription.customer,
            description: null,
            metadata: {},
          })
        : null;
    if (intent) invoiceOfIntent.set(intent.id, id);
    invoiceNumber += 1;
    return put<FakeInvoice>({
      id,
      object: 'invoice',
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      attempted: false,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      confirmation_secret: intent?.client_secret
        ? { type: 'payment_intent', client_secret: intent.client_secret }
        : null,
      created,
      currency: subscription.currency,
      customer: subscription.customer,
      default_tax_rates: subscription.default_tax_rates,
      discounts: discounted && book?.discountId ? [book.discountId] : [],
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      livemode: false,
      metadata: {},
      number: `FAKE-${String(invoiceNumber).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
      payments: {
        object: 'list',
        data: intent
          ? [
              {
                id: newId('inpay'),
                object: 'invoice_payment',
                amount_paid: null,
                amount_requested: total,
                created,
                currency: subscription.currency,
                invoice: id,
                is_default: true,
                livemode: false,
                payment: { type: 'payment_intent', payment_intent: intent.id },
                status: 'open',
                status_transitions: { canceled_at: null, paid_at: null },
              },
            ]
          : [],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${id}`,
      },
      // A subscription invoice's own period is its creation instant; the period billed is on its lines.
      period_end: created,
      period_start: created,
      status: total > 0 ? 'open' : 'paid',
      status_transitions: {
        finalized_at: created,
        marked_uncollectible_at: null,
        paid_at: total > 0 ? null : created,
        voided_at: null,
      },
      subtotal,
      total,
      total_discount_amounts: discounted && book?.discountId ? [{ amount: discount, discount: book.discountId }] : [],
      total_taxes: taxes,
      lines: { object: 'list', data: invoiceLines, has_more: false, url: `/v1/invoices/${id}/lines` },
    });
  }

  function subscriptionOfInvoice(invoice: FakeInvoice): FakeSubscription {
    return get<FakeSubscription>(String(invoice.parent?.subscription_details?.subscription), 'subscription');
  }

  function isTrialing(subscription: FakeSubscription): boolean {
    return subscription.trial_end !== null && subscription.trial_end > now();
  }

  function payInvoice(invoice: FakeInvoice, paymentMethod: string): void {
    const paidAt = now();
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: paidAt };
    for (const payment of invoice.payments.data) {
      payment.status = 'paid';
      payment.amount_paid = payment.amount_requested;
      payment.status_transitions = { ...payment.status_transitions, paid_at: paidAt };
    }
    emit('invoice.paid', invoice);
    emit('invoice.payment_succeeded', invoice);
    const subscription = subscriptionOfInvoice(invoice);
    const previous = { status: subscription.status };
    if (subscription.status === 'incomplete' || subscription.status === 'past_due') {
      subscription.status = isTrialing(subscription) ? 'trialing' : 'active';
    }
    subscription.default_payment_method = paymentMethod;
    if (previous.status !== subscription.status) emit('customer.subscription.updated', subscription, previous);
  }

  function declineError(reason: FakeDecline, kind: 'payment_intent' | 'setup_intent') {
    if (reason === 'authentication_failed') {
      return {
        type: 'invalid_request_error' as const,
        code: `${kind}_authentication_failure` as const,
        message: 'The provided PaymentMethod has failed authentication.',
      };
    }
    if (reason === 'expired_card') {
      return { type: 'card_error' as const, code: 'expired_card' as const, message: 'Your card has expired.' };
    }
    return {
      type: 'card_error' as const,
      code: 'card_declined' as const,
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
  }

  function failIntent(intent: FakePaymentIntent, reason: FakeDecline): void {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = declineError(reason, 'payment_intent');
    emit('payment_intent.payment_failed', intent);
    const invoiceId = invoiceOfIntent.get(intent.id);
    if (!invoiceId) return;
    const invoice = get<FakeInvoice>(invoiceId, 'invoice');
    invoice.attempted = true;
    invoice.attempt_count += 1;
    emit('invoice.payment_failed', invoice);
  }

  // ---- the REST API ----

  type Handler = (params: FormHash, id: string) => FakeObject | FakeList<FakeObject>;

  function listOf<T extends FakeObject>(items: T[], params: FormHash, url: string): FakeList<T> {
    const limit = int(params, 'limit') ?? 10;
    const after = str(params.starting_after);
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    return { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url };
  }

  function ofKind<T extends FakeObject>(kind: T['object']): T[] {
    return [...objects.values()].filter((object): object is T => object.object === kind);
  }

  const routes: Record<string, Handler> = {
    'POST /v1/customers': (params) => {
      allow(params, ['email', 'name', 'metadata']);
      return put<FakeCustomer>({
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: str(params.email) ?? null,
        name: str(params.name) ?? null,
        metadata: metadataOf(params.metadata),
        livemode: false,
      });
    },

    'POST /v1/payment_intents': (params) => {
      allow(params, ['amount', 'currency', 'customer', 'description', 'metadata', 'automatic_payment_methods']);
      const amount = required(int(params, 'amount'), 'amount');
      if (amount < 1) throw invalid('Amount must be at least 1 cent', 'amount_too_small', 'amount');
      const customer = str(params.customer);
      if (customer) get<FakeCustomer>(customer, 'customer', 'customer');
      const intent = createPaymentIntent({
        amount,
        currency: required(str(params.currency), 'currency'),
        customer: customer ?? null,
        description: str(params.description) ?? null,
        metadata: metadataOf(params.metadata),
      });
      intent.automatic_payment_methods = { enabled: str(hash(params.automatic_payment_methods).enabled) === 'true' };
      emit('payment_intent.created', intent);
      return intent;
    },
    'GET /v1/payment_intents/:id': (params, id) => {
      allow(params, []);
      return get<FakePaymentIntent>(id, 'payment_intent');
    },
    'POST /v1/payment_intents/:id/cancel': (params, id) => {
      allow(params, ['cancellation_reason']);
      const intent = get<FakePaymentIntent>(id, 'payment_intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      intent.canceled_at = now();
      intent.cancellation_reason = 'requested_by_customer';
      emit('payment_intent.canceled', intent);
      return intent;
    },

    'POST /v1/setup_intents': (params) => {
      allow(params, ['customer', 'description', 'metadata', 'automatic_payment_methods', 'usage']);
      const customer = str(params.customer);
      if (customer) get<FakeCustomer>(customer, 'customer', 'customer');
      return createSetupIntent({
        customer: customer ?? null,
        description: str(params.description) ?? null,
        metadata: metadataOf(params.metadata),
      });
    },
    'GET /v1/setup_intents/:id': (params, id) => {
      allow(params, []);
      return get<FakeSetupIntent>(id, 'setup_intent');
    },
    'POST /v1/setup_intents/:id': (params, id) => {
      allow(params, ['metadata', 'description']);
      const intent = get<FakeSetupIntent>(id, 'setup_intent');
      // Stripe merges metadata keys into what is there.
      intent.metadata = { ...intent.metadata, ...metadataOf(params.metadata) };
      return intent;
    },
    'POST /v1/setup_intents/:id/cancel': (params, id) => {
      allow(params, ['cancellation_reason']);
      const intent = get<FakeSetupIntent>(id, 'setup_intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw invalid(
          `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
          'setup_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      intent.cancellation_reason = 'requested_by_customer';
      return intent;
    },

    'GET /v1/prices': (params) => {
      allow(params, ['lookup_keys', 'limit', 'active', 'starting_after']);
      const keys = list(params.lookup_keys).map(String);
      return listOf(
        ofKind<FakePrice>('price').filter(
          (price) => keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key)),
        ),
        params,
        '/v1/prices',
      );
    },
    'POST /v1/prices': (params) => {
      allow(params, ['currency', 'unit_amount', 'recurring', 'lookup_key', 'product', 'product_data', 'metadata']);
      const lookupKey = str(params.lookup_key) ?? null;
      const taken = ofKind<FakePrice>('price').find((price) => lookupKey !== null && price.lookup_key === lookupKey);
      if (taken) throw invalid(`A price (\`${taken.id}\`) already uses that lookup key.`, undefined, 'lookup_key');
      const productData = hash(params.product_data);
      allow(productData, ['name', 'metadata', 'id'], 'product_data');
      const product = str(params.product)
        ? get<FakeProduct>(String(params.product), 'product', 'product').id
        : put<FakeProduct>({
            id: str(productData.id) ?? newId('prod'),
            object: 'product',
            active: true,
            created: now(),
            livemode: false,
            metadata: metadataOf(productData.metadata),
            name: required(str(productData.name), 'product_data[name]'),
          }).id;
      const recurring = hash(params.recurring);
      allow(recurring, ['interval', 'interval_count'], 'recurring');
      const interval = str(recurring.interval) as Interval | undefined;
      const unitAmount = required(int(params, 'unit_amount'), 'unit_amount');
      return put<FakePrice>({
        id: newId('price'),
        object: 'price',
        active: true,
        created: now(),
        currency: required(str(params.currency), 'currency'),
        livemode: false,
        lookup_key: lookupKey,
        metadata: metadataOf(params.metadata),
        product,
        type: interval ? 'recurring' : 'one_time',
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
        recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
      });
    },

    'GET /v1/products/:id': (params, id) => {
      allow(params, []);
      return get<FakeProduct>(id, 'product');
    },
    'POST /v1/products': (params) => {
      allow(params, ['id', 'name', 'metadata']);
      const id = str(params.id) ?? newId('prod');
      if (objects.has(id)) throw invalid('Product already exists.', 'resource_already_exists', 'id');
      return put<FakeProduct>({
        id,
        object: 'product',
        active: true,
        created: now(),
        livemode: false,
        metadata: metadataOf(params.metadata),
        name: required(str(params.name), 'name'),
      });
    },

    'GET /v1/coupons/:id': (params, id) => {
      allow(params, []);
      return get<FakeCoupon>(id, 'coupon');
    },
    'POST /v1/coupons': (params) => {
      allow(params, [
        'id',
        'name',
        'percent_off',
        'amount_off',
        'currency',
        'duration',
        'duration_in_months',
        'metadata',
      ]);
      const id = str(params.id) ?? newId('co');
      if (objects.has(id)) throw invalid('Coupon already exists.', 'resource_already_exists', 'id');
      const percentOff = str(params.percent_off);
      const amountOff = int(params, 'amount_off');
      if ((percentOff === undefined) === (amountOff === undefined)) {
        throw invalid('Set exactly one of percent_off and amount_off.');
      }
      if (amountOff !== undefined) required(str(params.currency), 'currency');
      const duration = (str(params.duration) ?? 'once') as FakeCoupon['duration'];
      const months = int(params, 'duration_in_months');
      if ((duration === 'repeating') !== (months !== undefined)) {
        throw invalid('duration_in_months goes with duration=repeating only.');
      }
      return put<FakeCoupon>({
        id,
        object: 'coupon',
        amount_off: amountOff ?? null,
        created: now(),
        currency: amountOff !== undefined ? (str(params.currency) ?? null) : null,
        duration,
        duration_in_months: months ?? null,
        livemode: false,
        metadata: metadataOf(params.metadata),
        name: str(params.name) ?? null,
        percent_off: percentOff !== undefined ? Number(percentOff) : null,
        times_redeemed: 0,
        valid: true,
      });
    },

    'GET /v1/tax_rates': (params) => {
      allow(params, ['active', 'inclusive', 'limit', 'starting_after']);
      const active = str(params.active);
      const inclusive = str(params.inclusive);
      const rates = ofKind<FakeTaxRate>('tax_rate').filter(
        (rate) =>
          (active === undefined || String(rate.active) === active) &&
          (inclusive === undefined || String(rate.inclusive) === inclusive),
      );
      return listOf(rates, params, '/v1/tax_rates');
    },
    'POST /v1/tax_rates': (params) => {
      allow(params, ['display_name', 'inclusive', 'percentage', 'country', 'metadata', 'description']);
      return put<FakeTaxRate>({
        id: newId('txr'),
        object: 'tax_rate',
        active: true,
        country: str(params.country) ?? null,
        created: now(),
        display_name: required(str(params.display_name), 'display_name'),
        inclusive: required(str(params.inclusive), 'inclusive') === 'true',
        livemode: false,
        metadata: metadataOf(params.metadata),
        percentage: Number(required(str(params.percentage), 'percentage')),
      });
    },

    'GET /v1/invoices': (params) => {
      allow(params, ['subscription', 'status', 'limit', 'starting_after', 'customer']);
      const subscription = str(params.subscription);
      const status = str(params.status);
      // Newest first, as Stripe lists.
      const invoices = ofKind<FakeInvoice>('invoice')
        .filter((invoice) => !subscription || invoice.parent?.subscription_details?.subscription === subscription)
        .filter((invoice) => !status || invoice.status === status)
        .reverse();
      return listOf(invoices, params, '/v1/invoices');
    },
    'GET /v1/invoices/:id': (params, id) => {
      allow(params, []);
      return get<FakeInvoice>(id, 'invoice');
    },

    'POST /v1/subscriptions': (params) => {
      allow(params, [
        'customer',
        'description',
        'items',
        'add_invoice_items',
        'discounts',
        'default_tax_rates',
        'trial_period_days',
        'payment_behavior',
        'payment_settings',
        'metadata',
      ]);
      const customer = get<FakeCustomer>(required(str(params.customer), 'customer'), 'customer', 'customer');
      const items = list(params.items);
      if (items.length !== 1) throw invalid('The fake takes exactly one subscription item.', undefined, 'items');
      const itemParams = hash(items[0]);
      allow(itemParams, ['price'], 'items[0]');
      const price = get<FakePrice>(required(str(itemParams.price), 'items[0][price]'), 'price', 'items[0][price]');
      if (!price.recurring) {
        throw invalid(
          'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        );
      }
      const bumps = list(params.add_invoice_items).map((entry, index) => {
        const item = hash(entry);
        allow(item, ['price_data', 'quantity', 'tax_rates'], `add_invoice_items[${index}]`);
        const data = hash(item.price_data);
        allow(data, ['currency', 'product', 'unit_amount', 'tax_behavior'], `add_invoice_items[${index}][price_data]`);
        const product = get<FakeProduct>(
          required(str(data.product), `add_invoice_items[${index}][price_data][product]`),
          'product',
          `add_invoice_items[${index}][price_data][product]`,
        );
        if (str(data.currency) !== price.currency) {
          throw invalid('Currencies of a subscription invoice must match.', undefined, 'currency');
        }
        return {
          product,
          amount: required(int(data, 'unit_amount'), `add_invoice_items[${index}][price_data][unit_amount]`),
        };
      });
      const discounts = list(params.discounts).map((entry) => hash(entry));
      if (discounts.length > 1) throw invalid('The fake takes one discount.', undefined, 'discounts');
      const coupon = discounts[0]
        ? get<FakeCoupon>(required(str(discounts[0].coupon), 'discounts[0][coupon]'), 'coupon', 'discounts[0][coupon]')
        : null;
      const taxRates = list(params.default_tax_rates).map((id) =>
        get<FakeTaxRate>(String(id), 'tax_rate', 'default_tax_rates'),
      );
      const paymentSettings = hash(params.payment_settings);
      allow(paymentSettings, ['save_default_payment_method'], 'payment_settings');
      const behavior = str(params.payment_behavior) ?? 'allow_incomplete';
      if (behavior !== 'default_incomplete') {
        throw invalid('The fake models payment_behavior=default_incomplete only.', undefined, 'payment_behavior');
      }
      const trialDays = int(params, 'trial_period_days') ?? 0;
      const start = now();
      const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null;
      const id = newId('sub');
      const item: FakeSubscriptionItem = {
        id: newId('si'),
        object: 'subscription_item',
        created: start,
        current_period_start: start,
        current_period_end: trialEnd ?? addInterval(start, price.recurring.interval),
        metadata: {},
        quantity: 1,
        subscription: id,
        price,
      };
      const discountId = coupon ? newId('di') : null;
      const subscription = put<FakeSubscription>({
        id,
        object: 'subscription',
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        collection_method: 'charge_automatically',
        created: start,
        currency: price.currency,
        customer: customer.id,
        default_payment_method: null,
        description: str(params.description) ?? null,
        discounts: discountId ? [discountId] : [],
        ended_at: null,
        latest_invoice: null,
        livemode: false,
        metadata: metadataOf(params.metadata),
        pending_setup_intent: null,
        start_date: start,
        status: 'incomplete',
        trial_end: trialEnd,
        trial_start: trialEnd ? start : null,
        items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
        default_tax_rates: taxRates,
        payment_settings: {
          payment_method_options: null,
          payment_method_types: null,
          save_default_payment_method: (str(paymentSettings.save_default_payment_method) ?? 'off') as
            'off' | 'on_subscription',
        },
      });
      books.set(id, { couponId: coupon?.id ?? null, discountId });
      if (coupon) coupon.times_redeemed += 1;
      const product = get<FakeProduct>(String(price.product), 'product');
      const invoice = createInvoice(subscription, 'subscription_create', (invoiceId) => [
        subscriptionItemLine(
          subscription,
          item,
          trialEnd ? 0 : (price.unit_amount ?? 0),
          trialEnd ? `Trial period for ${product.name}` : describePlan(item),
          invoiceId,
        ),
        ...bumps.map((bump): FakeLine => ({
          id: newId('il'),
          object: 'line_item',
          amount: bump.amount,
          currency: price.currency,
          description: bump.product.name,
          discountable: true,
          invoice: invoiceId,
          livemode: false,
          metadata: {},
          parent: {
            type: 'invoice_item_details',
            invoice_item_details: {
              invoice_item: newId('ii'),
              proration: false,
              proration_details: { credited_items: null },
              subscription: id,
            },
            subscription_item_details: null,
          },
          period: { start, end: start },
          quantity: 1,
          subscription: id,
          subtotal: bump.amount,
        })),
      ]);
      subscription.latest_invoice = invoice.id;
      if (invoice.status === 'paid') {
        // Nothing to pay today: the subscription runs, and a setup intent collects the card for later invoices.
        subscription.status = trialEnd ? 'trialing' : 'active';
        const intent = createSetupIntent({ customer: customer.id, description: null, metadata: {} });
        subscription.pending_setup_intent = intent.id;
        subscriptionOfSetupIntent.set(intent.id, id);
      }
      emit('customer.subscription.created', subscription);
      if (invoice.status === 'paid') {
        emit('invoice.paid', invoice);
        emit('invoice.payment_succeeded', invoice);
      }
      return subscription;
    },
    'GET /v1/subscriptions/:id': (params, id) => {
      allow(params, []);
      return get<FakeSubscription>(id, 'subscription');
    },
    'POST /v1/subscriptions/:id': (params, id) => {
      allow(params, ['cancel_at_period_end', 'metadata']);
      const subscription = get<FakeSubscription>(id, 'subscription');
      if (subscription.status === 'canceled') {
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      }
      const previous: Json = {};
      const cancel = str(params.cancel_at_period_end);
      if (cancel !== undefined) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        previous.cancel_at = subscription.cancel_at;
        subscription.cancel_at_period_end = cancel === 'true';
        subscription.cancel_at = cancel === 'true' ? (subscription.items.data[0]?.current_period_end ?? null) : null;
      }
      if (params.metadata !== undefined) {
        subscription.metadata = { ...subscription.metadata, ...metadataOf(params.metadata) };
      }
      emit('customer.subscription.updated', subscription, previous);
      return subscription;
    },
    'DELETE /v1/subscriptions/:id': (params, id) => {
      allow(params, ['invoice_now', 'prorate']);
      const subscription = get<FakeSubscription>(id, 'subscription');
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      }
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      subscription.ended_at = now();
      // Its open invoices are voided, and with them their payment intents.
      for (const invoice of ofKind<FakeInvoice>('invoice')) {
        if (invoice.status !== 'open' || invoice.parent?.subscription_details?.subscription !== id) continue;
        invoice.status = 'void';
        invoice.status_transitions = { ...invoice.status_transitions, voided_at: now() };
        for (const payment of invoice.payments.data) {
          const intent = get<FakePaymentIntent>(String(payment.payment.payment_intent), 'payment_intent');
          intent.status = 'canceled';
          intent.cancellation_reason = 'void_invoice';
          intent.canceled_at = now();
          payment.status = 'canceled';
        }
      }
      emit('customer.subscription.deleted', subscription);
      return subscription;
    },
  };

  function match(method: string, path: string): { handler: Handler; route: string; id: string } | null {
    const parts = path.split('/');
    // Ids sit in the fourth part: /v1/<kind>/<id>[/<action>].
    const id = parts[3] ?? '';
    const route = `${method} ${parts.length > 3 ? [...parts.slice(0, 3), ':id', ...parts.slice(4)].join('/') : path}`;
    const handler = routes[route];
    return handler ? { handler, route, id: decodeURIComponent(id) } : null;
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body, null, 2);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': newId('req'),
      'stripe-version': Stripe.API_VERSION,
      ...headers,
    });
    response.end(text);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake.stripe');
    const body = await readBody(request);
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(body) };
    const idempotencyKey =
      typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const record: FakeStripeRequest = { method, path: url.pathname, params, idempotencyKey, status: 0 };
    requests.push(record);
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      answer(response, status, payload, idempotencyKey ? { 'idempotency-key': idempotencyKey, ...headers } : headers);
    };
    if (request.headers.authorization !== undefined && !/^Bearer sk_test_/.test(request.headers.authorization)) {
      reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    const saved = idempotencyKey && method !== 'GET' ? idempotent.get(idempotencyKey) : undefined;
    if (saved) {
      if (saved.fingerprint !== fingerprint) {
        reply(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      } else {
        reply(200, saved.body, { 'idempotent-replayed': 'true' });
      }
      return;
    }
    const found = match(method, url.pathname);
    if (!found) {
      reply(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      });
      return;
    }
    try {
      const expand = list(params.expand).map(String);
      const { expand: _expand, ...rest } = params;
      const result = render(found.handler(rest, found.id), expand) as Json;
      if (idempotencyKey && method !== 'GET') idempotent.set(idempotencyKey, { fingerprint, body: result });
      reply(200, result);
    } catch (error) {
      if (error instanceof FakeStripeError) reply(error.status, { error: error.body });
      else
        reply(500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    webhookSecret,
    requests,
    events,
    deliveries,

    count(route) {
      return requests.filter((request) => match(request.method, request.path)?.route === route).length;
    },

    object(id) {
      const found = objects.get(id);
      return found ? snapshot(found) : undefined;
    },

    all(kind) {
      return [...objects.values()].filter((object) => object.object === kind).map(snapshot);
    },

    async succeed(intentId) {
      const intent = objects.get(intentId);
      if (intent?.object === 'payment_intent') {
        if (intent.status !== 'requires_payment_method') {
          throw new Error(`${intentId} cannot be paid: it is ${intent.status}`);
        }
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        intent.payment_method = 'pm_card_visa';
        intent.amount_received = intent.amount;
        emit('payment_intent.succeeded', intent);
        const invoiceId = invoiceOfIntent.get(intent.id);
        if (invoiceId) payInvoice(get<FakeInvoice>(invoiceId, 'invoice'), 'pm_card_visa');
      } else if (intent?.object === 'setup_intent') {
        if (intent.status !== 'requires_payment_method') {
          throw new Error(`${intentId} cannot save a card: it is ${intent.status}`);
        }
        intent.status = 'succeeded';
        intent.last_setup_error = null;
        intent.payment_method = 'pm_card_visa';
        emit('setup_intent.succeeded', intent);
        const subscriptionId = subscriptionOfSetupIntent.get(intent.id);
        if (subscriptionId) {
          const subscription = get<FakeSubscription>(subscriptionId, 'subscription');
          const previous = {
            default_payment_method: subscription.default_payment_method,
            pending_setup_intent: subscription.pending_setup_intent,
          };
          subscription.default_payment_method = 'pm_card_visa';
          subscription.pending_setup_intent = null;
          emit('customer.subscription.updated', subscription, previous);
        }
      } else {
        throw new Error(`No intent ${intentId}`);
      }
      await delivering;
    },

    async decline(intentId, reason = 'card_declined') {
      const intent = objects.get(intentId);
      if (intent?.object === 'payment_intent') {
        failIntent(intent, reason);
      } else if (intent?.object === 'setup_intent') {
        intent.status = 'requires_payment_method';
        intent.last_setup_error = declineError(reason, 'setup_intent');
        emit('setup_intent.setup_failed', intent);
      } else {
        throw new Error(`No intent ${intentId}`);
      }
      await delivering;
    },

    async renew(subscriptionId, renewal = {}) {
      const subscription = get<FakeSubscription>(subscriptionId, 'subscription');
      const item = subscription.items.data[0];
      if (!item?.price.recurring) throw new Error(`${subscriptionId} has no recurring item`);
      if (!['active', 'trialing', 'past_due'].includes(subscription.status)) {
        throw new Error(`${subscriptionId} is ${subscription.status}`);
      }
      const previous: Json = { status: subscription.status, items: snapshot(subscription).items };
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval);
      const invoice = createInvoice(subscription, 'subscription_cycle', (invoiceId) => [
        subscriptionItemLine(subscription, item, item.price.unit_amount ?? 0, describePlan(item), invoiceId),
      ]);
      subscription.latest_invoice = invoice.id;
      const intentId = invoice.payments.data[0]?.payment.payment_intent;
      const intent = intentId ? get<FakePaymentIntent>(String(intentId), 'payment_intent') : null;
      if (renewal.fail && intent) {
        failIntent(intent, 'card_declined');
        subscription.status = 'past_due';
      } else if (intent) {
        const card =
          typeof subscription.default_payment_method === 'string'
            ? subscription.default_payment_method
            : 'pm_card_visa';
        subscription.status = 'active';
        intent.status = 'succeeded';
        intent.payment_method = card;
        intent.amount_received = intent.amount;
        emit('payment_intent.succeeded', intent);
        payInvoice(invoice, card);
      } else {
        emit('invoice.paid', invoice);
        subscription.status = 'active';
      }
      emit('customer.subscription.updated', subscription, previous);
      await delivering;
      return { invoiceId: invoice.id, paymentIntentId: intent?.id ?? null };
    },

    signed,

    deliverTo(url) {
      webhookUrl = url;
    },

    flushed() {
      return delivering;
    },

    async stop() {
      await delivering;
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
