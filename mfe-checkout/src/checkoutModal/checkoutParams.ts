import { CHECKOUT_PARAMS } from '@stride/shared';

/**
 * Set on Stripe's return_url: a payment method that leaves the page (a bank's page) comes back to #checkout with
 * this checkout's id, and the modal goes on checking it. Stripe adds its own parameters beside it.
 */
export const CHECKOUT_RETURN_PARAM = 'checkout_return';
/**
 * The same for a past-due subscription's payment: the modal comes back to #checkout with `past_due` and this
 * subscription's id, and goes on waiting for it to be active again.
 */
export const PAST_DUE_RETURN_PARAM = 'past_due_return';
/** Where the member came from (an affiliate link): passed on to the intent as `referral`. */
export const REFERRAL_PARAM = 'referral';
const STRIPE_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
];

export interface CheckoutParams {
  /** Product ids of the `products` parameter (comma-separated), in order, without blanks or repeats. */
  productIds: string[];
  overlayId: string | null;
  referral: string | null;
  /** A checkout to go on checking: the member is back from a payment page. */
  returnCheckoutId: string | null;
  /** `past_due`: the product of a past-due subscription to pay (when no `products` are asked for). */
  pastDueProductId: string | null;
  /** A past-due subscription paid on a payment page: the member is back, and the modal waits for it. */
  returnSubscriptionId: string | null;
}

export function readCheckoutParams(search: string): CheckoutParams {
  const query = new URLSearchParams(search);
  const raw = query.get(CHECKOUT_PARAMS.products) ?? '';
  const productIds = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const text = (name: string) => query.get(name)?.trim() || null;
  return {
    productIds,
    overlayId: text(CHECKOUT_PARAMS.purchaseOverlay),
    referral: text(REFERRAL_PARAM),
    returnCheckoutId: text(CHECKOUT_RETURN_PARAM),
    pastDueProductId: text(CHECKOUT_PARAMS.pastDue),
    returnSubscriptionId: text(PAST_DUE_RETURN_PARAM),
  };
}

/**
 * The query without what a payment page's return added (our checkout id, Stripe's intent and client secret), or
 * null when there is nothing to remove: a reload or a shared link must not replay the return, nor show the secret.
 */
export function withoutReturnParams(search: string): string | null {
  const query = new URLSearchParams(search);
  const names = [CHECKOUT_RETURN_PARAM, PAST_DUE_RETURN_PARAM, ...STRIPE_RETURN_PARAMS].filter((name) =>
    query.has(name),
  );
  if (names.length === 0) return null;
  for (const name of names) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Where Stripe sends a member back after a payment page: this page, the same query, this checkout, #checkout. */
export function stripeReturnUrl(href: string, checkoutId: string): string {
  return returnUrl(href, CHECKOUT_RETURN_PARAM, checkoutId);
}

/** The same for a past-due subscription's payment: this page, the same query (`past_due`), the subscription. */
export function pastDueReturnUrl(href: string, subscriptionId: string): string {
  return returnUrl(href, PAST_DUE_RETURN_PARAM, subscriptionId);
}

function returnUrl(href: string, param: string, id: string): string {
  const url = new URL(href);
  url.searchParams.set(param, id);
  url.hash = '#checkout';
  return url.toString();
}
