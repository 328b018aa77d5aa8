import type { LoginResponse } from '../session/LoginResponse';
import type { ProductSummary } from '../content/Catalogue';

/**
 * The billing contract (spec §3 "Product purchase payloads", §7 "Products and billing", §8 purchase errors,
 * §9 pricing intervals). Types only: the runtime pieces (tax table, request schemas, card numbers of the
 * sandbox) are `@stride/shared/billing`, off the main entry that every first page loads.
 */

/** Spec §9. A one-off product has no interval. */
export type PricingInterval = 'day' | 'week' | 'month' | 'year';

/** Spec §8 payment intent kinds: a payment now, or a card saved for later (a trial, a free first period). */
export type PaymentIntentKind = 'payment_intent' | 'setup_intent';

/** Spec §8 purchase error codes, as the API answers them in `error.code`. */
export type PurchaseErrorCode =
  | 'existing_subscription'
  | 'existing_subscriber'
  | 'user_not_found'
  | 'invalid_coupon'
  | 'product_not_found'
  | 'unknown_error'
  | 'order_preview_mismatch'
  | 'invalid_customer_location'
  | 'invalid_version';

/** Who takes the money: Stripe (STRIPE_SECRET_KEY), the sandbox (outside production), or nobody yet. */
export type PaymentProviderName = 'stripe' | 'sandbox';

/** A product with what a buyer sees before paying. Prices are in minor units of `currency`. */
export interface Product extends ProductSummary {
  /** The current version: a price change is a new version, and buying an older one is invalid_version. */
  version_id: string;
  /** Subscriptions: days free before the first charge (0: none). */
  trial_days: number;
  /** Listed only when asked with include_hidden (or by id). */
  is_hidden: boolean;
  /** Products offered beside this one at checkout (one-off, same currency). */
  order_bumps: OrderBump[];
  /** Whether the asking member already owns it (false for a guest). */
  has_active_purchase: boolean;
}

export interface OrderBump {
  product_id: string;
  version_id: string;
  title: string;
  description: string | null;
  price_cents: number;
  currency: string;
}

/** GET /products/{id} */
export interface ProductResponse {
  product: Product;
}

/** GET /products/list?ids,include_hidden */
export interface ProductListResponse {
  products: Product[];
}

/** GET /products/{id}/has_active_purchase */
export interface HasActivePurchaseResponse {
  has_active_purchase: boolean;
}

/** What a product unlocks: the pages whose access names it (programs, packs, pages). */
export interface PurchasedItem {
  id: string;
  type: string;
  title: string;
  path: string;
}

/** GET /products/{id}/purchased_items */
export interface PurchasedItemsResponse {
  purchased_items: PurchasedItem[];
}

/** Where the buyer is, for tax: an ISO 3166-1 alpha-2 country and, where it needs one, a postcode. */
export interface CustomerAddress {
  country: string;
  postcode?: string;
}

/** POST /products/{id}/preview */
export interface CheckoutPreviewRequest {
  version_id?: string;
  coupon_code?: string;
  /** Product ids of order bumps the buyer ticked. */
  order_bumps?: string[];
  address?: CustomerAddress;
}

export interface CheckoutLine {
  product_id: string;
  title: string;
  role: 'product' | 'order_bump';
  amount_cents: number;
}

export interface AppliedCoupon {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  /** once: the first payment; forever: every payment; repeating: the first `duration_in_periods` ones. */
  duration: 'once' | 'forever' | 'repeating';
  duration_in_periods: number | null;
}

export interface CheckoutPreview {
  product_id: string;
  version_id: string;
  currency: string;
  lines: CheckoutLine[];
  subtotal_cents: number;
  discount_cents: number;
  coupon: AppliedCoupon | null;
  /** Tax rate in basis points (2000 = 20 %) for the address given; 0 without tax. */
  tax_rate_bp: number;
  tax_cents: number;
  /** Due today: what `final_amount` of the intent must equal. */
  total_cents: number;
  /** Subscriptions: what each later period costs and when the first charge falls; null for a one-off. */
  recurring: {
    interval: PricingInterval;
    amount_cents: number;
    trial_days: number;
    first_charge_at: string;
  } | null;
  /** The app charges tax: an address is needed before an intent. */
  requires_address: boolean;
  intent_kind: PaymentIntentKind;
}

export interface CheckoutPreviewResponse {
  preview: CheckoutPreview;
}

/** POST /products/{id}/intent. A guest adds name, email and password and becomes a member. */
export interface CheckoutIntentRequest {
  version_id: string;
  coupon?: string;
  referral?: string;
  order_bumps?: string[];
  address?: CustomerAddress;
  name?: string;
  email?: string;
  password?: string;
  final_amount: number;
}

export type CheckoutStatus = 'open' | 'succeeded' | 'failed' | 'canceled';

export interface CheckoutIntent {
  checkout_id: string;
  provider: PaymentProviderName;
  kind: PaymentIntentKind;
  intent_id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  /** Stripe only: the key Stripe.js is loaded with. */
  publishable_key: string | null;
}

export interface CheckoutIntentResponse {
  /** Null when nothing is to be paid (a free product, a one-off fully discounted): `checkout` is activated already. */
  intent: CheckoutIntent | null;
  checkout: CheckoutState;
  /** A guest who bought is a member now: the shell adopts this session. */
  login?: LoginResponse;
}

/** GET /checkouts/{id}: asks the provider when still open (reconcile on return) and activates what was paid. */
export interface CheckoutState {
  checkout_id: string;
  product_id: string;
  status: CheckoutStatus;
  /** The purchase was granted: the product's pages open. */
  activated: boolean;
  /** A card was declined or failed: the message code of spec §8 to show. */
  error_code: CheckoutFailureCode | null;
}

export interface CheckoutStateResponse {
  checkout: CheckoutState;
}

/** Why a payment did not go through, as the modal words it (spec §8). */
export type CheckoutFailureCode = 'card_declined' | 'payment_method_failed' | 'authentication_failed';

/** The sandbox's confirm step, standing in for Stripe.js: the card reaches only the sandbox. */
export interface SandboxConfirmRequest {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface SandboxIntentState {
  id: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  /** requires_payment_method after a failed attempt: why. */
  last_error: CheckoutFailureCode | null;
}

/** POST /sandbox/intents/{id}/confirm and /authenticate */
export interface SandboxIntentResponse {
  intent: SandboxIntentState;
}

/** POST /sandbox/intents/{id}/authenticate: the 3-D Secure step the sandbox asks for 4000 0025 0000 3155. */
export interface SandboxAuthenticateRequest {
  client_secret: string;
  approve: boolean;
}

/** POST /subscriptions/{id}/pay: a new card for a past-due subscription pays its open invoice. */
export interface SubscriptionPayResponse {
  intent: CheckoutIntent;
}

export interface InvoiceLine {
  title: string;
  amount_cents: number;
}

export interface Invoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  currency: string;
  lines: InvoiceLine[];
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  period_start: string | null;
  period_end: string | null;
  created_at: string;
  paid_at: string | null;
  product_title: string;
  customer: { name: string; email: string; country: string | null };
  seller: { name: string };
}

/** GET /invoices: the member's invoices, newest first. */
export interface InvoicesResponse {
  invoices: Invoice[];
}

/** GET /invoices/{id} */
export interface InvoiceResponse {
  invoice: Invoice;
}

/** GET /invoices/{id}/url: our printable page (sandbox), or Stripe's hosted invoice. */
export interface InvoiceUrlResponse {
  url: string;
}

/** POST /products/{id}/purchase/iap (X-Native-App): an App Store transaction, signed by Apple (JWS). */
export interface IapPurchaseRequest {
  transaction_id: string;
  original_transaction_id: string;
  email?: string;
  signed_transaction: string;
}

/** POST /products/restore/iap: every signed transaction the device holds. */
export interface IapRestoreRequest {
  signed_transactions: string[];
}

export interface IapPurchaseResponse {
  product_ids: string[];
}

/** `checkout:completed` on the bus: the purchase is active, so the shell re-reads the member's products. */
export interface CheckoutCompletedEvent {
  productId: string;
  checkoutId: string;
}
