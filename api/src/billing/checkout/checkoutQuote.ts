import type { CheckoutLine, CheckoutPreview, CustomerAddress, PricingInterval } from '@stride/shared';
import { taxRegionOf } from '@stride/shared/billing';
import type { CouponRow, ProductRow } from '../../db/schema';
import { AppError } from '../../errors/AppError';

const DAY_MS = 86_400_000;

/** What a quote is made of, read by the checkout service (a pure function of these, so it is tested alone). */
export interface QuoteInput {
  product: ProductRow;
  /** The version the buyer saw; omitted: the current one. */
  versionId: string | undefined;
  /** The order bumps ticked, each one of product.orderBumpIds. */
  bumps: ProductRow[];
  coupon: CouponRow | null;
  /** The app charges tax: an intent needs an address, and the preview's tax follows it. */
  chargesTax: boolean;
  address: CustomerAddress | undefined;
  now: Date;
}

export interface CheckoutQuote {
  preview: CheckoutPreview;
  /** The part of the first payment each line pays, before tax (a trial's product line is 0). */
  discountCents: number;
  /** What the recurring product costs a period before discount and tax (0 for a one-off). */
  periodPriceCents: number;
  taxRateBp: number;
  country: string | null;
}

/** The coupon can be used now on this product, or invalid_coupon. */
export function checkCoupon(coupon: CouponRow, product: ProductRow, now: Date): void {
  const expired = coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime();
  const usedUp = coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
  const notForThis = coupon.productIds.length > 0 && !coupon.productIds.includes(product.id);
  const otherCurrency = coupon.amountOffCents !== null && coupon.currency !== product.currency;
  if (expired || usedUp || notForThis || otherCurrency)
    throw new AppError('invalid_coupon', undefined, { field: 'coupon' });
}

/** The tax rate for an address, or the errors a buyer can fix: an unsupported country, a missing postcode. */
function taxFor(chargesTax: boolean, address: CustomerAddress | undefined): { rateBp: number; country: string | null } {
  if (!address) return { rateBp: 0, country: null };
  const region = taxRegionOf(address.country);
  if (!chargesTax) return { rateBp: 0, country: address.country.toUpperCase() };
  if (!region) throw new AppError('invalid_customer_location', undefined, { field: 'address.country' });
  if (region.postcode && !region.postcode.test(address.postcode ?? '')) {
    throw new AppError('invalid_input', 'Enter the postcode of your billing address.', { field: 'address.postcode' });
  }
  return { rateBp: region.rate_bp, country: region.country };
}

type CouponTerms = Pick<CouponRow, 'duration' | 'durationInPeriods' | 'percentOff' | 'amountOffCents'>;

function discountOf(coupon: CouponTerms | null, eligibleCents: number): number {
  if (!coupon || eligibleCents <= 0) return 0;
  if (coupon.percentOff !== null) return Math.round((eligibleCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOffCents ?? 0, eligibleCents);
}

const taxOf = (cents: number, rateBp: number) => Math.round((cents * rateBp) / 10_000);

/**
 * The preview of spec §7 POST /products/{id}/preview: lines, discount, tax and what is due today. A recurring
 * product in a trial costs nothing today (its card is saved: a setup intent when nothing else is due); a coupon
 * discounts the first paid period, and later ones while its duration lasts; tax is added on top.
 */
export function checkoutQuote(input: QuoteInput): CheckoutQuote {
  const { product, bumps, coupon, now } = input;
  if (input.versionId !== undefined && input.versionId !== product.versionId) {
    throw new AppError('invalid_version', undefined, { field: 'version_id' });
  }
  if (coupon) checkCoupon(coupon, product, now);
  const { rateBp, country } = taxFor(input.chargesTax, input.address);
  const recurring = product.kind === 'subscription' && product.interval !== null;
  const inTrial = recurring && product.trialDays > 0;
  const lines: CheckoutLine[] = [
    { product_id: product.id, title: product.title, role: 'product', amount_cents: inTrial ? 0 : product.priceCents },
    ...bumps.map((bump): CheckoutLine => ({
      product_id: bump.id,
      title: bump.title,
      role: 'order_bump',
      amount_cents: bump.priceCents,
    })),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const appliesTo = (productId: string) =>
    !coupon || coupon.productIds.length === 0 || coupon.productIds.includes(productId);
  const eligible = lines.filter((line) => appliesTo(line.product_id)).reduce((sum, line) => sum + line.amount_cents, 0);
  const discount = discountOf(coupon, eligible);
  const tax = taxOf(subtotal - discount, rateBp);
  const total = subtotal - discount + tax;
  return {
    preview: {
      product_id: product.id,
      version_id: product.versionId ?? product.id,
      currency: product.currency,
      lines,
      subtotal_cents: subtotal,
      discount_cents: discount,
      coupon: coupon && {
        code: coupon.code,
        percent_off: coupon.percentOff,
        amount_off_cents: coupon.amountOffCents,
        duration: coupon.duration,
        duration_in_periods: coupon.durationInPeriods,
      },
      tax_rate_bp: rateBp,
      tax_cents: tax,
      total_cents: total,
      recurring: recurring
        ? {
            interval: product.interval as PricingInterval,
            amount_cents: laterPeriodCents(product, coupon, rateBp),
            trial_days: product.trialDays,
            first_charge_at: new Date(now.getTime() + product.trialDays * DAY_MS).toISOString(),
          }
        : null,
      requires_address: input.chargesTax,
      intent_kind: total > 0 ? 'payment_intent' : 'setup_intent',
    },
    discountCents: discount,
    periodPriceCents: recurring ? product.priceCents : 0,
    taxRateBp: rateBp,
    country,
  };
}

/**
 * What the next charge after today's costs, tax included. A coupon's first use is today's invoice (a trial's too,
 * as at Stripe), so the next charge is its second: discounted while the coupon's duration lasts.
 */
function laterPeriodCents(product: ProductRow, coupon: CouponRow | null, rateBp: number): number {
  const forThis = coupon && (coupon.productIds.length === 0 || coupon.productIds.includes(product.id)) ? coupon : null;
  return periodCharge(product.priceCents, forThis, 1, rateBp).totalCents;
}

/** Whether the coupon discounts the paid period with this index (0: the first paid period). */
export function couponCoversPeriod(
  coupon: Pick<CouponRow, 'duration' | 'durationInPeriods'>,
  periodIndex: number,
): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return periodIndex === 0;
  return periodIndex < (coupon.durationInPeriods ?? 1);
}

/** The amount a period of a subscription costs, after its coupon (when it covers that period) and with tax. */
export function periodCharge(
  priceCents: number,
  coupon: CouponTerms | null,
  periodIndex: number,
  rateBp: number,
): { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number } {
  const discount = coupon && couponCoversPeriod(coupon, periodIndex) ? discountOf(coupon, priceCents) : 0;
  const tax = taxOf(priceCents - discount, rateBp);
  return { subtotalCents: priceCents, discountCents: discount, taxCents: tax, totalCents: priceCents - discount + tax };
}
