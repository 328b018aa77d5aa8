/**
 * Stripe's test card numbers, which the sandbox provider answers as Stripe's test mode does. The README and
 * the checkout's sandbox notice name the first three.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
  /** Attaches as a saved card, then every later charge on it fails (a renewal goes past due). */
  failsLater: '4000000000000341',
} as const;

/** Digits only: a member types spaces and dashes. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}
