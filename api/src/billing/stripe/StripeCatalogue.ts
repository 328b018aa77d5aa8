import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { PricingInterval } from '@stride/shared';
import type { ProviderCoupon } from '../PaymentProvider';

/**
 * The account-wide Stripe objects a subscription is made of: its price, coupon, tax rate and the products of
 * order-bump lines. Each is found by a key of ours or made, and a make carries an idempotency key too, so two
 * API processes starting checkouts at once still make one of each.
 */
export interface StripeCatalogue {
  /** The recurring price of a product version (its `lookup_key` is the version id). */
  price(
    version: { versionId: string; title: string; unitAmountCents: number; interval: PricingInterval },
    currency: string,
  ): Promise<string>;
  /** The Stripe coupon applying our coupon to a subscription billed every `interval`. */
  coupon(coupon: ProviderCoupon, interval: PricingInterval, currency: string): Promise<string>;
  /** An exclusive tax rate of `bp` basis points for a country. */
  taxRate(bp: number, country: string | null): Promise<string>;
  /** The product an order-bump line is charged as (`add_invoice_items` prices need one). */
  lineProduct(appId: string, title: string): Promise<string>;
}

type CouponTerms = Pick<
  Stripe.CouponCreateParams,
  'percent_off' | 'amount_off' | 'currency' | 'duration' | 'duration_in_months'
>;

const DAYS_PER_PERIOD: Record<PricingInterval, number> = { day: 1, week: 7, month: 30, year: 365 };
/** The shortest month, so that N months always last at least N × 28 days. */
const MIN_DAYS_PER_MONTH = 28;

/**
 * How our coupon reads in Stripe's terms, and the id of the Stripe coupon with exactly those terms.
 *
 * Our `repeating` coupons last a number of billing periods; Stripe's last a number of months from when they are
 * applied, and discount every invoice made in that window. A monthly plan maps one to one and a yearly one to
 * 12 months a period. A weekly or daily plan cannot be matched exactly, so it gets the fewest months still
 * covering every promised period: the member may get an extra discounted renewal, never a charge above what the
 * preview promised. One period is Stripe's `once`, exact for every interval. Since the months depend on the
 * interval, a coupon mapped this way gets its own Stripe id (our id, then the terms).
 */
export function stripeCouponTerms(
  coupon: ProviderCoupon,
  interval: PricingInterval,
  currency: string,
): { id: string; terms: CouponTerms } {
  const amount: CouponTerms =
    coupon.percentOff !== null
      ? { percent_off: coupon.percentOff }
      : { amount_off: coupon.amountOffCents ?? 0, currency };
  if (coupon.duration !== 'repeating') return { id: coupon.id, terms: { ...amount, duration: coupon.duration } };
  const periods = Math.max(1, coupon.durationInPeriods ?? 1);
  if (periods === 1) return { id: `${coupon.id}-once`, terms: { ...amount, duration: 'once' } };
  const months =
    interval === 'month'
      ? periods
      : interval === 'year'
        ? periods * 12
        : // The last promised invoice falls (periods − 1) periods after the first: the window must outlast it.
          Math.floor(((periods - 1) * DAYS_PER_PERIOD[interval]) / MIN_DAYS_PER_MONTH) + 1;
  const id = interval === 'month' ? coupon.id : `${coupon.id}-${months}m`;
  return { id, terms: { ...amount, duration: 'repeating', duration_in_months: months } };
}

function sameTerms(coupon: Stripe.Coupon, terms: CouponTerms): boolean {
  return (
    (coupon.percent_off ?? undefined) === terms.percent_off &&
    (coupon.amount_off ?? undefined) === terms.amount_off &&
    (coupon.amount_off === null || coupon.currency?.toLowerCase() === terms.currency?.toLowerCase()) &&
    coupon.duration === terms.duration &&
    (coupon.duration_in_months ?? undefined) === terms.duration_in_months
  );
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function isStripeError(error: unknown, code: string): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === code;
}

/** A retrieve by our id, or null when Stripe has no such object. */
async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if (isStripeError(error, 'resource_missing')) return null;
    throw error;
  }
}

/**
 * Makes an object with an id of ours. Another process may have made it first (`resource_already_exists`,
 * beyond the idempotency key's 24 hours): then it is read back.
 */
async function createWithId<T>(create: () => Promise<T>, retrieve: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (isStripeError(error, 'resource_already_exists')) return retrieve();
    throw error;
  }
}

export function createStripeCatalogue(stripe: Stripe): StripeCatalogue {
  async function couponWithId(id: string, name: string, terms: CouponTerms): Promise<Stripe.Coupon> {
    const found = await retrieveOrNull(() => stripe.coupons.retrieve(id));
    if (found) return found;
    return createWithId(
      () => stripe.coupons.create({ id, name, ...terms }, { idempotencyKey: `coupon-${id}` }),
      () => stripe.coupons.retrieve(id),
    );
  }

  return {
    async price(version, currency) {
      const existing = await stripe.prices.list({ lookup_keys: [version.versionId], limit: 1 });
      if (existing.data[0]) return existing.data[0].id;
      const price = await stripe.prices.create(
        {
          currency,
          unit_amount: version.unitAmountCents,
          recurring: { interval: version.interval },
          lookup_key: version.versionId,
          product_data: { name: version.title },
          metadata: { version_id: version.versionId },
        },
        { idempotencyKey: `price-${version.versionId}` },
      );
      return price.id;
    },

    async coupon(coupon, interval, currency) {
      const { id, terms } = stripeCouponTerms(coupon, interval, currency);
      const found = await couponWithId(id, coupon.code, terms);
      if (sameTerms(found, terms)) return found.id;
      // Stripe coupons cannot be edited: a coupon whose terms changed since gets a coupon of its own.
      const changed = await couponWithId(`${id}-${shortHash(JSON.stringify(terms))}`, coupon.code, terms);
      if (!sameTerms(changed, terms)) {
        throw new Error(`Stripe coupon ${changed.id} does not have the terms of ${coupon.id}`);
      }
      return changed.id;
    },

    async taxRate(bp, country) {
      const key = `${country ?? 'any'}-${bp}`;
      const percentage = bp / 100;
      // Tax rates have no id or lookup key of ours: they are listed and told apart by our metadata.
      for await (const rate of stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
        if (rate.metadata?.stride_tax_key === key && rate.percentage === percentage) return rate.id;
      }
      const rate = await stripe.taxRates.create(
        {
          display_name: 'Tax',
          inclusive: false,
          percentage,
          ...(country ? { country } : {}),
          metadata: { stride_tax_key: key },
        },
        { idempotencyKey: `tax-rate-${key}` },
      );
      return rate.id;
    },

    async lineProduct(appId, title) {
      // One product per app and title, named by a hash of both: the same bump reuses it on every checkout.
      const id = `stride-line-${shortHash(`${appId}\n${title}`)}`;
      const found = await retrieveOrNull(() => stripe.products.retrieve(id));
      if (found) return found.id;
      const product = await createWithId(
        () =>
          stripe.products.create({ id, name: title, metadata: { app_id: appId } }, { idempotencyKey: `product-${id}` }),
        () => stripe.products.retrieve(id),
      );
      return product.id;
    },
  };
}
