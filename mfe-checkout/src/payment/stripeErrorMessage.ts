import type { StripeError } from '@stripe/stripe-js';
import type { CheckoutStringKey } from '../i18n/en';

/** Refusals of the payment itself (a decline, a failed 3-D Secure): the member may simply try again. */
const NOT_SUCCESSFUL = new Set([
  'card_declined',
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
]);

/**
 * What a Stripe.js confirm error is said with, in the words of spec §8; null for a validation error, which the
 * Payment Element shows under its own input.
 */
export function stripeErrorMessage(error: StripeError): CheckoutStringKey | null {
  if (error.type === 'validation_error') return null;
  if (NOT_SUCCESSFUL.has(error.code ?? '')) return 'paymentNotSuccessful';
  return 'paymentMethodFailed';
}

/** The code a Stripe.js error is reported with (checkout_error). */
export function stripeErrorCode(error: StripeError): string {
  return error.decline_code ?? error.code ?? error.type;
}
