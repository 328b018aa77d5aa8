import { ApiError, type CheckoutFailureCode, type PurchaseErrorCode } from '@stride/shared';
import type { CheckoutStringKey } from '../i18n/en';

/** The codes of this flow that the API answers besides spec §8's purchase codes. */
type OtherCode = 'payments_unavailable' | 'invalid_input' | CheckoutFailureCode;

/**
 * The message each code is said with (spec §8 where it words one). Codes left out (unknown_error, user_not_found,
 * a lost connection…) are the general problem, offered with Sign In, Retry and Get help.
 */
const MESSAGES: Partial<Record<PurchaseErrorCode | OtherCode, CheckoutStringKey>> = {
  existing_subscriber: 'existingSubscriber',
  existing_subscription: 'existingSubscription',
  invalid_coupon: 'invalidCoupon',
  invalid_customer_location: 'invalidLocation',
  // The order was priced again meanwhile (a new version, a changed coupon): the member checks the new total.
  order_preview_mismatch: 'priceChanged',
  invalid_version: 'priceChanged',
  product_not_found: 'couldNotFindProduct',
  payments_unavailable: 'paymentsUnavailable',
  card_declined: 'paymentNotSuccessful',
  authentication_failed: 'paymentNotSuccessful',
  payment_method_failed: 'paymentMethodFailed',
};

export function purchaseMessageKey(code: string): CheckoutStringKey | null {
  return MESSAGES[code as keyof typeof MESSAGES] ?? null;
}

/** What a failed call's code is, for the checkout_error report: the API's, else what kind of failure it was. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  return 'network_error';
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
