// Test data of the billing contract, with what most tests need; override what a test is about.
import type {
  CheckoutIntent,
  CheckoutPreview,
  CheckoutState,
  Invoice,
  OrderBump,
  Overlay,
  Product,
  Purchase,
  SandboxIntentState,
} from '@stride/shared';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'prod-1',
    title: 'Strength Mastery',
    description: 'Twelve weeks of coached strength training.',
    kind: 'one_off',
    price_cents: 4900,
    currency: 'GBP',
    interval: null,
    version_id: 'ver-1',
    trial_days: 0,
    is_hidden: false,
    order_bumps: [],
    has_active_purchase: false,
    ...overrides,
  };
}

export function makeBump(overrides: Partial<OrderBump> = {}): OrderBump {
  return {
    product_id: 'bump-1',
    version_id: 'bump-ver-1',
    title: 'Meal plan',
    description: 'Recipes for every training day.',
    price_cents: 1500,
    currency: 'GBP',
    ...overrides,
  };
}

/** The preview of a £49 one-off product with no bumps, coupon or tax, unless told otherwise. */
export function makePreview(overrides: Partial<CheckoutPreview> = {}): CheckoutPreview {
  const lines = overrides.lines ?? [
    { product_id: 'prod-1', title: 'Strength Mastery', role: 'product' as const, amount_cents: 4900 },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const discount = overrides.discount_cents ?? 0;
  const tax = overrides.tax_cents ?? 0;
  return {
    product_id: 'prod-1',
    version_id: 'ver-1',
    currency: 'GBP',
    lines,
    subtotal_cents: subtotal,
    discount_cents: discount,
    coupon: null,
    tax_rate_bp: 0,
    tax_cents: tax,
    total_cents: subtotal - discount + tax,
    recurring: null,
    requires_address: false,
    intent_kind: 'payment_intent',
    ...overrides,
  };
}

export function makeIntent(overrides: Partial<CheckoutIntent> = {}): CheckoutIntent {
  return {
    checkout_id: 'chk-1',
    provider: 'sandbox',
    kind: 'payment_intent',
    intent_id: 'pi_1',
    client_secret: 'pi_1_secret',
    amount_cents: 4900,
    currency: 'GBP',
    publishable_key: null,
    ...overrides,
  };
}

export function makeCheckoutState(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    checkout_id: 'chk-1',
    product_id: 'prod-1',
    status: 'open',
    activated: false,
    error_code: null,
    ...overrides,
  };
}

export function sandboxIntent(
  status: SandboxIntentState['status'],
  last_error: SandboxIntentState['last_error'] = null,
) {
  return { intent: { id: 'pi_1', status, last_error } };
}

export function makeOverlay(overrides: Partial<Overlay> = {}): Overlay {
  return {
    id: 'ovl-1',
    title: 'Unlock every program',
    blocks: [
      {
        id: 'text-1',
        type: 'text',
        text: 'Train with a coach.\n\nCancel **any time**.',
        attribute: null,
        align: 'left',
        background_color: null,
        text_color: null,
      } as Overlay['blocks'][number],
    ],
    ...overrides,
  };
}

/** Premium at £9.99 a month whose renewal failed: past due, unless told otherwise. */
export function makeSubscription(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 'sub-1',
    product_id: 'prod-premium',
    product: {
      id: 'prod-premium',
      title: 'Premium',
      description: 'Every program, every week.',
      kind: 'subscription',
      price_cents: 999,
      currency: 'GBP',
      interval: 'month',
    },
    status: 'past_due',
    created_at: '2026-04-08T10:00:00Z',
    current_period_end: '2026-05-08T10:00:00Z',
    cancel_at_period_end: false,
    trial_ends_at: null,
    ...overrides,
  };
}

export const INVOICE_ID = '0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';

/** A paid invoice of Premium with an order line, a coupon and 20 % tax, in pounds, unless told otherwise. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    number: 'INV-0042',
    status: 'paid',
    currency: 'GBP',
    lines: [
      { title: 'Premium', amount_cents: 999 },
      { title: 'Meal plan', amount_cents: 1500 },
    ],
    subtotal_cents: 2499,
    discount_cents: 500,
    tax_cents: 400,
    total_cents: 2399,
    period_start: '2026-05-08T10:00:00Z',
    period_end: '2026-06-08T10:00:00Z',
    created_at: '2026-05-08T10:00:00Z',
    paid_at: '2026-05-08T10:01:00Z',
    product_title: 'Premium',
    customer: { name: 'Mia Member', email: 'member@demo.test', country: 'GB' },
    seller: { name: 'Demo Fitness' },
    ...overrides,
  };
}
