import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for this intent's account. The loader is imported here, on the first Stripe checkout, so it is a chunk
 * of its own: a member who never pays (and every sandbox checkout) downloads none of it, and Stripe's script is
 * added to the page only then.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
