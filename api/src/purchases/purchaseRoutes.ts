import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Purchase, PurchasesResponse, SubscriptionsResponse } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInMember } from '../auth/registerMember';
import { forgetMemberSessions } from '../auth/sessionTokens';
import type { AppDatabase } from '../db/AppDatabase';
import { products, purchases, type ProductRow, type PurchaseRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { forgetMemberData } from '../members/memberData';
import { isUuid } from '../catalogue/catalogueAccess';
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
export async function purchaseRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
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
   * DELETE /subscriptions/{id} → {subscription}, canceled. Access ends at once: the member's cached sessions
   * (which carry activeProductIds) and login lists are forgotten. Canceling again answers the same.
   */
  scope.delete(
    '/subscriptions/:id',
    {
      config: { member: 'required' },
      schema: { response: { 200: z.object({ subscription: purchaseSchema }) }, params: z.object({ id: z.string() }) },
    },
    async (request): Promise<{ subscription: Purchase }> => {
      const member = signedInMember(request);
      const id = request.params.id.toLowerCase();
      const mine = isUuid(id)
        ? await purchasesOf(db, request.app.id, member.user.id, and(isSubscription, eq(purchases.id, id)))
        : [];
      if (mine.length === 0) throw new AppError('subscription_not_found');
      await db
        .update(purchases)
        .set({ status: 'canceled' })
        .where(and(eq(purchases.id, id), eq(purchases.userId, member.user.id), eq(purchases.appId, request.app.id)));
      forgetMemberSessions(caches, member.user.id);
      forgetMemberData(caches, member.user.id);
      const [subscription] = await purchasesOf(db, request.app.id, member.user.id, eq(purchases.id, id));
      if (!subscription) throw new AppError('subscription_not_found');
      return { subscription };
    },
  );
}
