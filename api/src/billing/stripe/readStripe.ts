import type Stripe from 'stripe';
import type { CheckoutFailureCode } from '@stride/shared';
import type { ProviderInvoice, ProviderSubscriptionStatus, SubscriptionSnapshot } from '../PaymentProvider';

/**
 * Reads Stripe objects (API version 2026-10-28.endive, the SDK's pin) in billing's terms. Webhook payloads are
 * rendered in the webhook endpoint's API version, not the SDK's: the few fields that moved since 2025-03-31.basil
 * (an invoice's subscription, a subscription's period, a payment intent's invoice) are also read where older
 * versions put them, so an endpoint left on an older version still works.
 */

/** Fields older API versions had and the pinned types no longer list. */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
}
interface LegacySubscriptionFields {
  current_period_start?: number | null;
  current_period_end?: number | null;
}
interface LegacyPaymentIntentFields {
  invoice?: string | { id: string } | null;
}

/**
 * Stripe keeps `incomplete_expired`, `unpaid` and `paused` subscriptions alive (a payment can revive them), but
 * none of them grants access any more: to billing they are over, and a revival arrives as another change.
 */
const STATUSES: Record<string, ProviderSubscriptionStatus> = {
  incomplete: 'incomplete',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  unpaid: 'canceled',
  paused: 'canceled',
};

function dateOf(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function sum(amounts: { amount: number }[] | null | undefined): number {
  return (amounts ?? []).reduce((total, entry) => total + entry.amount, 0);
}

/** What a failed attempt means to the member (spec §8): only Stripe's explicit codes are told apart. */
function failure(error: { code?: string } | null | undefined): CheckoutFailureCode | null {
  if (!error) return null;
  if (error.code === 'payment_intent_authentication_failure' || error.code === 'setup_intent_authentication_failure') {
    return 'authentication_failed';
  }
  // Expired cards, wrong CVCs, processing errors: this card will not do, another one might.
  return error.code === 'card_declined' ? 'card_declined' : 'payment_method_failed';
}

function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data[0];
  const legacy = subscription as Stripe.Subscription & LegacySubscriptionFields;
  return {
    id: subscription.id,
    status: STATUSES[subscription.status] ?? 'incomplete',
    currentPeriodStart: dateOf(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end ?? legacy.current_period_end),
    trialEnd: dateOf(subscription.trial_end),
    // A cancellation set from Stripe's dashboard may set `cancel_at` alone: it too ends the subscription unrenewed.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.status !== 'canceled'),
    checkoutId: subscription.metadata?.checkout_id ?? null,
  };
}

function invoiceStatus(status: Stripe.Invoice['status']): ProviderInvoice['status'] {
  if (status === 'paid') return 'paid';
  // Uncollectible: Stripe gave up on it, nothing more will be collected.
  return status === 'void' || status === 'uncollectible' ? 'void' : 'open';
}

function providerInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const lines = invoice.lines?.data ?? [];
  // A subscription's first invoice has period_start = period_end = its creation: the period paid for is its line's.
  const period = lines.find((line) => line.parent?.type === 'subscription_item_details')?.period;
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    status: invoiceStatus(invoice.status),
    currency: invoice.currency,
    lines: lines.map((line) => ({ title: line.description ?? '', amount_cents: line.amount })),
    subtotalCents: invoice.subtotal,
    discountCents: sum(invoice.total_discount_amounts),
    taxCents: sum(invoice.total_taxes),
    totalCents: invoice.total,
    periodStart: dateOf(period?.start ?? invoice.period_start),
    periodEnd: dateOf(period?.end ?? invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paidAt: dateOf(invoice.status_transitions?.paid_at),
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

/**
 * The payment intent Stripe made to collect an invoice: from `payments` when expanded, else from the
 * confirmation secret (`pi_…_secret_…`), which is the payment intent's own client secret.
 */
function invoicePaymentIntentId(invoice: Stripe.Invoice): string | null {
  const fromPayments = invoice.payments?.data.find((payment) => payment.payment.type === 'payment_intent');
  const id = idOf(fromPayments?.payment.payment_intent);
  if (id) return id;
  const secret = invoice.confirmation_secret?.client_secret;
  return secret?.startsWith('pi_') ? (secret.split('_secret_')[0] ?? null) : null;
}

/** A payment intent Stripe made for an invoice (older API versions name it; newer ones leave our metadata off it). */
function paymentIntentHasInvoice(intent: Stripe.PaymentIntent): boolean {
  return idOf((intent as Stripe.PaymentIntent & LegacyPaymentIntentFields).invoice) !== null;
}

function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null;
}

export const readStripe = {
  dateOf,
  idOf,
  expanded,
  failure,
  subscriptionSnapshot,
  providerInvoice,
  invoiceSubscriptionId,
  invoicePaymentIntentId,
  paymentIntentHasInvoice,
};
