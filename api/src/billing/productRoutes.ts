import { z } from 'zod';
import type {
  CheckoutIntentResponse,
  CheckoutPreviewResponse,
  CheckoutStateResponse,
  HasActivePurchaseResponse,
  Product,
  ProductListResponse,
  ProductResponse,
  PurchasedItemsResponse,
} from '@stride/shared';
import {
  checkoutIntentRequestSchema,
  checkoutPreviewRequestSchema,
  productListQuerySchema,
} from '@stride/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAppPages } from '../access/appPageIndex';
import { pagesInTreeOrder } from '../catalogue/pageSummary';
import { isUuid } from '../catalogue/catalogueAccess';
import { productSummary } from '../catalogue/productSummary';
import type { ProductRow } from '../db/schema';
import { loadBillingCatalogue, type BillingCatalogue } from './billingCatalogue';
import { loginResponseSchema } from '../http/responseSchemas';
import { activeProductIdsOf } from '../members/memberData';
import {
  checkoutIntentSchema,
  checkoutPreviewSchema,
  checkoutStateSchema,
  productSchema,
  purchasedItemSchema,
} from './billingResponseSchemas';
import {
  hasActivePurchase,
  previewCheckout,
  productIn,
  productOf,
  reconcileCheckout,
  startCheckout,
  type CheckoutContext,
} from './checkout/checkoutService';

const idParams = z.object({ id: z.string().max(64) });

/** Products as a buyer sees them: price of the current version, order bumps, and whether they own it. */
async function toProducts(
  ctx: CheckoutContext,
  catalogue: BillingCatalogue,
  rows: ProductRow[],
  userId: string | null,
): Promise<Product[]> {
  const owned = userId ? await activeProductIdsOf(ctx.db, userId) : [];
  return rows.map((row) => ({
    ...productSummary(row),
    version_id: row.versionId ?? row.id,
    trial_days: row.trialDays,
    is_hidden: row.isHidden,
    order_bumps: row.orderBumpIds.flatMap((id) => {
      const bump = catalogue.products.get(id);
      return bump
        ? [
            {
              product_id: bump.id,
              version_id: bump.versionId ?? bump.id,
              title: bump.title,
              description: bump.description,
              price_cents: bump.priceCents,
              currency: bump.currency,
            },
          ]
        : [];
    }),
    has_active_purchase: owned.includes(row.id),
  }));
}

/**
 * Spec §7 "Products and billing": the catalogue (GET /products/{id}, /products/list, has_active_purchase,
 * purchased_items), the preview and the intent of a purchase, and GET /checkouts/{id}, where the app asks how a
 * payment went (and activates it when the webhook has not yet).
 */
export async function productRoutes(instance: FastifyInstance, { ctx }: { ctx: CheckoutContext }): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();

  scope.get(
    '/products/list',
    {
      config: { member: 'optional' },
      schema: {
        querystring: productListQuerySchema,
        response: { 200: z.object({ products: z.array(productSchema) }) },
      },
    },
    async (request): Promise<ProductListResponse> => {
      const ids = request.query.ids
        ?.split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(isUuid);
      const catalogue = await loadBillingCatalogue(ctx.db, request.server.caches, request.app.id);
      // Named by id, a hidden product is sold (a lock names it); listed without ids, only when asked for.
      const listed = ids
        ? ids.flatMap((id) => catalogue.products.get(id) ?? [])
        : [...catalogue.products.values()]
            .filter((row) => request.query.include_hidden || !row.isHidden)
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.title.localeCompare(b.title));
      return { products: await toProducts(ctx, catalogue, listed, request.member?.user.id ?? null) };
    },
  );

  scope.get(
    '/products/:id',
    {
      config: { member: 'optional' },
      schema: { params: idParams, response: { 200: z.object({ product: productSchema }) } },
    },
    async (request): Promise<ProductResponse> => {
      const catalogue = await loadBillingCatalogue(ctx.db, request.server.caches, request.app.id);
      const row = productIn(catalogue, request.params.id);
      const [product] = await toProducts(ctx, catalogue, [row], request.member?.user.id ?? null);
      return { product: product! };
    },
  );

  scope.get(
    '/products/:id/has_active_purchase',
    {
      config: { member: 'optional' },
      schema: { params: idParams, response: { 200: z.object({ has_active_purchase: z.boolean() }) } },
    },
    async (request): Promise<HasActivePurchaseResponse> => {
      const product = await productOf(ctx, request.app.id, request.params.id);
      return { has_active_purchase: await hasActivePurchase(ctx, request.member?.user.id ?? null, product.id) };
    },
  );

  scope.get(
    '/products/:id/purchased_items',
    {
      schema: { params: idParams, response: { 200: z.object({ purchased_items: z.array(purchasedItemSchema) }) } },
    },
    async (request): Promise<PurchasedItemsResponse> => {
      const product = await productOf(ctx, request.app.id, request.params.id);
      const index = await loadAppPages(ctx.db, request.server.caches, request.app.id);
      // What the product opens: pages whose own access names it (their children inherit it).
      const items = pagesInTreeOrder(index).filter(
        (page) => page.hasOwnAccess && page.access.products.some((item) => item.id === product.id),
      );
      return {
        purchased_items: items.map((page) => ({ id: page.id, type: page.type, title: page.title, path: page.path })),
      };
    },
  );

  scope.post(
    '/products/:id/preview',
    {
      // No member lookup: a price is the same for everyone who asks.
      schema: {
        params: idParams,
        body: checkoutPreviewRequestSchema,
        response: { 200: z.object({ preview: checkoutPreviewSchema }) },
      },
      // Asked on every change of the order: its answer is built here, typed as CheckoutPreviewResponse with exactly
      // its keys, so it is written as it is instead of parsed through the schema again (measured at 100
      // connections: p99 27-30 -> 21-25 ms, 6.8k -> 8.1k req/s). The schema still documents it at /api/docs.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request): Promise<CheckoutPreviewResponse> => ({
      preview: await previewCheckout(ctx, request.app, request.params.id, request.body),
    }),
  );

  scope.post(
    '/products/:id/intent',
    {
      config: { member: 'optional' },
      schema: {
        params: idParams,
        body: checkoutIntentRequestSchema,
        response: {
          200: z.object({
            intent: checkoutIntentSchema.nullable(),
            checkout: checkoutStateSchema,
            login: loginResponseSchema.optional(),
          }),
        },
      },
    },
    async (request): Promise<CheckoutIntentResponse> => {
      const { app, member } = request;
      return startCheckout(ctx, member ? { app, member } : { app, guest: request }, request.params.id, request.body);
    },
  );

  scope.get(
    '/checkouts/:id',
    {
      config: { member: 'required' },
      schema: { params: idParams, response: { 200: z.object({ checkout: checkoutStateSchema }) } },
    },
    async (request): Promise<CheckoutStateResponse> => ({
      checkout: await reconcileCheckout(ctx, request.member!.user.id, request.params.id),
    }),
  );
}
