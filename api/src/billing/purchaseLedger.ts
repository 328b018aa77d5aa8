import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '@stride/shared';
import { forgetMemberSessions } from '../auth/sessionTokens';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { checkouts, coupons, invoices, purchases, type CheckoutRow } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import { forgetBillingCatalogue } from './billingCatalogue';
import type { CheckoutOutcome, ProviderInvoice, SubscriptionSnapshot } from './PaymentProvider';

/**
 * Where billing writes what the provider reported: purchases granted, renewed, past due or ended, and their
 * invoices. Every write is idempotent, so the webhook, the reconcile on return and the one on restart can all
 * report the same payment: `activated_at` flips once per checkout, purchases are unique per checkout and product,
 * invoices per provider invoice id.
 */
export interface LedgerContext {
  db: AppDatabase;
  caches: AppCaches;
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** A member's access changed: their cached sessions (activeProductIds) and lists are read again. */
export function forgetMember(caches: AppCaches, userId: string): void {
  forgetMemberSessions(caches, userId);
  forgetMemberData(caches, userId);
}

async function recordInvoice(
  tx: Transaction,
  owner: {
    appId: string;
    userId: string;
    purchaseId: string | null;
    provider: PaymentProviderName;
    country: string | null;
  },
  invoice: ProviderInvoice,
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      appId: owner.appId,
      userId: owner.userId,
      purchaseId: owner.purchaseId,
      provider: owner.provider,
      providerInvoiceId: invoice.id,
      hostedUrl: invoice.hostedUrl,
      number: invoice.number,
      status: invoice.status,
      currency: invoice.currency,
      lines: invoice.lines,
      subtotalCents: invoice.subtotalCents,
      discountCents: invoice.discountCents,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      country: owner.country,
      paidAt: invoice.paidAt,
    })
    .onConflictDoUpdate({
      target: [invoices.provider, invoices.providerInvoiceId],
      set: { status: invoice.status, paidAt: invoice.paidAt, hostedUrl: invoice.hostedUrl },
    });
}

/** Our own invoice for a paid checkout the provider made none for (a one-off payment). */
function checkoutInvoice(checkout: CheckoutRow, paidAt: Date): ProviderInvoice {
  const quote = checkout.quote as {
    lines: { title: string; amount_cents: number }[];
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
  };
  return {
    id: `checkout-${checkout.id}`,
    number: `ST-${checkout.id.slice(0, 8).toUpperCase()}`,
    status: 'paid',
    currency: checkout.currency,
    lines: quote.lines.map((line) => ({ title: line.title, amount_cents: line.amount_cents })),
    subtotalCents: quote.subtotal_cents,
    discountCents: quote.discount_cents,
    taxCents: quote.tax_cents,
    totalCents: checkout.totalCents,
    periodStart: null,
    periodEnd: null,
    hostedUrl: null,
    paidAt,
  };
}

/**
 * Grants what a checkout paid for, once: the product (with its subscription's period) and its order bumps.
 * Answers whether this call did it; a checkout already activated changes nothing.
 */
export async function activateCheckout(
  ctx: LedgerContext,
  checkoutId: string,
  outcome: CheckoutOutcome,
): Promise<boolean> {
  const now = new Date();
  const activated = await ctx.db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(checkouts)
      .set({
        status: 'succeeded',
        activatedAt: now,
        failureCode: null,
        updatedAt: now,
        providerSubscriptionId: sql`coalesce(${checkouts.providerSubscriptionId}, ${outcome.subscription?.id ?? null})`,
      })
      .where(and(eq(checkouts.id, checkoutId), isNull(checkouts.activatedAt)))
      .returning();
    if (!checkout) return null;
    const subscription = outcome.subscription;
    const provider = checkout.provider as PaymentProviderName;
    const productIds = [checkout.productId, ...checkout.orderBumpIds];
    const granted = await tx
      .insert(purchases)
      .values(
        productIds.map((productId, index) => ({
          appId: checkout.appId,
          userId: checkout.userId,
          productId,
          provider,
          checkoutId: checkout.id,
          versionId: index === 0 ? checkout.versionId : null,
          referral: checkout.referral,
          // Only the product itself renews; order bumps are one-off.
          ...(index === 0 && subscription
            ? {
                providerSubscriptionId: subscription.id,
                currentPeriodEnd: subscription.currentPeriodEnd,
                trialEndsAt: subscription.trialEnd,
                cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
              }
            : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: purchases.id, productId: purchases.productId });
    if (checkout.couponId) {
      await tx
        .update(coupons)
        .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
        .where(eq(coupons.id, checkout.couponId));
    }
    const invoice = outcome.invoice ?? (checkout.totalCents > 0 ? checkoutInvoice(checkout, now) : null);
    if (invoice) {
      const main = granted.find((row) => row.productId === checkout.productId);
      await recordInvoice(
        tx,
        { ...checkout, provider, purchaseId: main?.id ?? null, country: checkout.address?.country ?? null },
        invoice,
      );
    }
    return checkout;
  });
  if (activated) {
    forgetMember(ctx.caches, activated.userId);
    // Its coupon was redeemed once more: a preview in any API process sees the count.
    if (activated.couponId) forgetBillingCatalogue(ctx.caches, activated.appId);
  }
  return activated !== null;
}

/** A payment attempt failed (the member may try another card): the checkout stays open and says why. */
export async function noteCheckoutFailure(ctx: LedgerContext, checkoutId: string, failure: string): Promise<void> {
  await ctx.db
    .update(checkouts)
    .set({ failureCode: failure, updatedAt: new Date() })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')));
}

const subscriptionPurchase = (provider: PaymentProviderName, subscriptionId: string) =>
  and(eq(purchases.provider, provider), eq(purchases.providerSubscriptionId, subscriptionId));

/**
 * The subscription's state as the provider reports it, onto its purchase: renewed (a new period), past due (a
 * renewal failed: access stays through the grace the provider gives, and the login response lists it), canceled
 * at period end, or ended (access ends). A subscription not yet activated has no purchase: nothing to change.
 */
export async function syncSubscription(
  ctx: LedgerContext,
  provider: PaymentProviderName,
  subscription: SubscriptionSnapshot,
  invoice?: ProviderInvoice,
): Promise<void> {
  const status =
    subscription.status === 'canceled' ? 'canceled' : subscription.status === 'past_due' ? 'past_due' : 'active';
  const changed = await ctx.db.transaction(async (tx) => {
    const [purchase] = await tx
      .update(purchases)
      .set({
        status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        trialEndsAt: subscription.trialEnd,
        endedAt: status === 'canceled' ? sql`coalesce(${purchases.endedAt}, now())` : null,
      })
      .where(subscriptionPurchase(provider, subscription.id))
      .returning();
    if (!purchase) return null;
    const [checkout] = purchase.checkoutId
      ? await tx.select().from(checkouts).where(eq(checkouts.id, purchase.checkoutId))
      : [];
    if (invoice) {
      await recordInvoice(
        tx,
        { ...purchase, provider, purchaseId: purchase.id, country: checkout?.address?.country ?? null },
        invoice,
      );
    }
    return purchase;
  });
  if (changed) forgetMember(ctx.caches, changed.userId);
}
