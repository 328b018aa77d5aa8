import type { CheckoutFailureCode, PaymentIntentKind, PaymentProviderName, PricingInterval } from '@stride/shared';

/**
 * Who takes the money. Two implementations with one state machine: Stripe (the official SDK, STRIPE_SECRET_KEY)
 * and the sandbox (Stripe's test cards, outside production). The billing service owns purchases, invoices and
 * activation; a provider owns the payment objects and tells what happened to them, through `checkoutOutcome`
 * (asked on return and on restart) and through signed webhook events (`parseWebhook`), whichever comes first.
 *
 * Every create is idempotent on the checkout's id: the same checkout started twice (a double click, two API
 * processes) makes one intent and one subscription, so the member is charged once.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser loads Stripe.js with; null for the sandbox. */
  readonly publishableKey: string | null;
  /** The member's customer at the provider, made on first use (idempotent on the user id). */
  ensureCustomer(customer: CustomerInput): Promise<string>;
  /** Starts paying for a checkout: the intent for what is due today, and the subscription of a recurring product. */
  startCheckout(input: StartCheckoutInput): Promise<StartedCheckout>;
  /** Stops an open checkout's intent (the member changed the order: a new checkout replaces it). */
  abandonCheckout(checkout: CheckoutRef): Promise<void>;
  /** Where a checkout's payment stands at the provider (reconcile on return and on restart). */
  checkoutOutcome(checkout: CheckoutRef): Promise<CheckoutOutcome>;
  /** The member cancels: nothing more is charged, access lasts to the end of the period paid for. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Past due: an intent for the subscription's open invoice, which a new card pays. */
  payOpenInvoice(subscriptionId: string): Promise<ProviderIntent>;
  /** Checks the signature (400 invalid_signature otherwise) and reads the event in billing's terms. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

export interface CustomerInput {
  appId: string;
  userId: string;
  email: string;
  name: string;
}

export interface CheckoutRef {
  checkoutId: string;
  intentId: string | null;
  intentKind: PaymentIntentKind | null;
  subscriptionId: string | null;
}

/** A coupon as the provider applies it to a subscription's periods. */
export interface ProviderCoupon {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  duration: 'once' | 'forever' | 'repeating';
  durationInPeriods: number | null;
}

export interface ChargeLine {
  title: string;
  /** Before discount and tax. */
  amountCents: number;
}

export interface StartCheckoutInput {
  checkoutId: string;
  appId: string;
  customerId: string;
  currency: string;
  /** Shown on the card statement and the provider's dashboard. */
  description: string;
  /** What the preview said is due today, tax included: the intent's amount (0: a setup intent saves the card). */
  dueTodayCents: number;
  /** Lines of today's payment (the one-off product, order bumps), before discount and tax. */
  lines: ChargeLine[];
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  country: string | null;
  /** A recurring product: the provider renews it every interval and reports each invoice. */
  subscription: {
    title: string;
    versionId: string;
    unitAmountCents: number;
    interval: PricingInterval;
    trialDays: number;
    coupon: ProviderCoupon | null;
  } | null;
  /** Copied onto every provider object, so events name the checkout, app and member. */
  metadata: { checkout_id: string; app_id: string; user_id: string; product_id: string };
}

export interface ProviderIntent {
  id: string;
  kind: PaymentIntentKind;
  clientSecret: string;
}

export interface StartedCheckout {
  intent: ProviderIntent;
  subscriptionId: string | null;
}

export type ProviderSubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionSnapshot {
  id: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The checkout that started it (from its metadata). */
  checkoutId: string | null;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  currency: string;
  lines: { title: string; amount_cents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Stripe's hosted invoice page; null where we draw our own. */
  hostedUrl: string | null;
  paidAt: Date | null;
}

export interface CheckoutOutcome {
  status: 'open' | 'succeeded' | 'failed' | 'canceled';
  failure: CheckoutFailureCode | null;
  subscription: SubscriptionSnapshot | null;
  /** The first payment's invoice, when the provider made one. */
  invoice: ProviderInvoice | null;
}

/** A webhook event in billing's terms. `id` is the provider's event id: each is applied once. */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: 'checkout_paid'; checkoutId: string; outcome: CheckoutOutcome }
  | { kind: 'checkout_failed'; checkoutId: string; failure: CheckoutFailureCode }
  | { kind: 'invoice_paid'; subscription: SubscriptionSnapshot; invoice: ProviderInvoice }
  | { kind: 'invoice_failed'; subscription: SubscriptionSnapshot; invoice: ProviderInvoice }
  | { kind: 'subscription_changed'; subscription: SubscriptionSnapshot }
  | { kind: 'ignored' }
);
