import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Purchase, PurchasesResponse, SubscriptionPayResponse, SubscriptionsResponse } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { invoices, products, purchases, type ProductRow, type PurchaseRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { isUuid } from '../catalogue/catalogueAccess';
import { checkoutIntentSchema } from './billingResponseSchemas';
import type { CheckoutContext } from './checkout/checkoutService';
import { forgetMember, syncSubscription } from './purchaseLedger';
import { productSummary } from '../catalogue/productSummary';
import { purchaseSchema } from '../http/responseSchemas';

function toPurchase(purchase: PurchaseRow, product: ProductRow): Purchase {
  return {
    id: purchase.id,
    product_id: product.id,
    product: productSummary(product),
    status: purchase.status,
    created_at: purchase.createdAt.toISOString(),
    current_period_end: purchase.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: purchase.cancelAtPeriodEnd,
    trial_ends_at: purchase.trialEndsAt?.toISOString() ?? null,
  };
}

/** The member's purchases in this app (narrowed by `where`), newest first. */
async function purchasesOf(db: AppDatabase, appId: string, userId: string, where?: SQL): Promise<Purchase[]> {
  const rows = await db
    .select({ purchase: purchases, product: products })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(and(eq(purchases.appId, appId), eq(products.appId, appId), eq(purchases.userId, userId), where))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map((row) => toPurchase(row.purchase, row.product));
}

const isSubscription = eq(products.kind, 'subscription');

/** Spec §7 GET /purchases, GET /subscriptions, DELETE /subscriptions/{id}: the member's own purchases. */
export async function purchaseRoutes(
  instance: FastifyInstance,
  { db, ctx }: { db: AppDatabase; ctx: CheckoutContext },
): Promise<void> {
  const { caches } = instance;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  /** GET /purchases → {purchases}: every purchase, whatever its status, with its product. */
  scope.get(
    '/purchases',
    { config: { member: 'required' }, schema: { response: { 200: z.object({ purchases: z.array(purchaseSchema) }) } } },
    async (request): Promise<PurchasesResponse> => {
      const member = signedInMember(request);
      return { purchases: await purchasesOf(db, request.app.id, member.user.id) };
    },
  );

  /** GET /subscriptions → {subscriptions}: purchases of subscription products, canceled ones too (history). */
  scope.get(
    '/subscriptions',
    {
      config: { member: 'required' },
      schema: { response: { 200: z.object({ subscriptions: z.array(purchaseSchema) }) } },
    },
    async (request): Promise<SubscriptionsResponse> => {
      const member = signedInMember(request);
      return { subscriptions: await purchasesOf(db, request.app.id, member.user.id, isSubscription) };
    },
  );

  /**
   * DELETE /subscriptions/{id} → {subscription}. A paid subscription is canceled at the end of its period: nothing
   * more is charged and access lasts until then (the provider's end event closes it). One the owner gave (imported,
   * no provider) ends at once. Canceling again answers the same.
   */
  scope.delete(
    '/subscriptions/:id',
    {
      config: { member: 'required' },
      schema: { response: { 200: z.object({ subscription: purchaseSchema }) }, params: z.object({ id: z.string() }) },
    },
    async (request): Promise<{ subscription: Purchase }> => {
      const member = signedInMember(request);
      const row = await ownSubscription(db, request.app.id, member.user.id, request.params.id);
      // Apple charges it, not us: ending access here would leave the member paying the App Store.
      if (row.provider === 'apple' && row.status !== 'canceled') throw new AppError('managed_by_app_store');
      // Charged by a provider this server does not run now: ending access here would leave it charging.
      if (row.providerSubscriptionId && row.provider !== 'import' && row.provider !== ctx.provider?.name) {
        throw new AppError('payments_unavailable');
      }
      if (row.providerSubscriptionId && row.provider === ctx.provider?.name) {
        if (row.status !== 'canceled' && !row.cancelAtPeriodEnd) {
          const snapshot = await ctx.provider.cancelAtPeriodEnd(row.providerSubscriptionId).catch((error: unknown) => {
            throw error instanceof AppError ? error : new AppError('unknown_error', undefined, { cause: error });
          });
          await syncSubscription(ctx, row.provider, snapshot);
        }
      } else if (row.status !== 'canceled') {
        await db
          .update(purchases)
          .set({ status: 'canceled', endedAt: new Date() })
          .where(and(eq(purchases.id, row.id), eq(purchases.userId, member.user.id)));
        forgetMember(caches, member.user.id);
      }
      const [subscription] = await purchasesOf(db, request.app.id, member.user.id, eq(purchases.id, row.id));
      if (!subscription) throw new AppError('subscription_not_found');
      return { subscription };
    },
  );

  /**
   * POST /subscriptions/{id}/pay → {intent}: a past-due subscription's open invoice, for a new card to pay (the
   * checkout's card step confirms it; the provider's invoice.paid makes it active again).
   */
  scope.post(
    '/subscriptions/:id/pay',
    {
      config: { member: 'required' },
      schema: { response: { 200: z.object({ intent: checkoutIntentSchema }) }, params: z.object({ id: z.string() }) },
    },
    async (request): Promise<SubscriptionPayResponse> => {
      const member = signedInMember(request);
      const row = await ownSubscription(db, request.app.id, member.user.id, request.params.id);
      const provider = ctx.provider;
      if (row.status !== 'past_due' || !row.providerSubscriptionId || !provider || row.provider !== provider.name) {
        throw new AppError('subscription_not_past_due');
      }
      const intent = await provider.payOpenInvoice(row.providerSubscriptionId).catch((error: unknown) => {
        throw error instanceof AppError ? error : new AppError('payment_update_failed', undefined, { cause: error });
      });
      // What the member pays: the open invoice's total (its discount and tax included).
      const [open] = await db
        .select({ totalCents: invoices.totalCents, currency: invoices.currency })
        .from(invoices)
        .where(and(eq(invoices.purchaseId, row.id), eq(invoices.status, 'open')))
        .orderBy(desc(invoices.createdAt))
        .limit(1);
      const [product] = open ? [] : await db.select().from(products).where(eq(products.id, row.productId));
      return {
        intent: {
          checkout_id: row.checkoutId ?? row.id,
          provider: provider.name,
          kind: intent.kind,
          intent_id: intent.id,
          client_secret: intent.clientSecret,
          amount_cents: open?.totalCents ?? product?.priceCents ?? 0,
          currency: open?.currency ?? product?.currency ?? 'usd',
          publishable_key: provider.publishableKey,
        },
      };
    },
  );
}

/** The member's own subscription purchase by id; another member's is as absent as a missing one. */
async function ownSubscription(db: AppDatabase, appId: string, userId: string, rawId: string): Promise<PurchaseRow> {
  const id = rawId.toLowerCase();
  const [row] = isUuid(id)
    ? await db
        .select({ purchase: purchases })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(and(eq(purchases.id, id), eq(purchases.userId, userId), eq(purchases.appId, appId), isSubscription))
    : [];
  if (!row) throw new AppError('subscription_not_found');
  return row.purchase;
}
