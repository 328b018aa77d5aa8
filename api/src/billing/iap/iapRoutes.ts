import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEADERS, type IapPurchaseResponse } from '@stride/shared';
import { iapPurchaseRequestSchema, iapRestoreRequestSchema } from '@stride/shared/schemas';
import { findMemberByEmail } from '../../auth/memberAccounts';
import { signedInMember } from '../../auth/registerMember';
import { isUuid } from '../../catalogue/catalogueAccess';
import type { AppDatabase } from '../../db/AppDatabase';
import { products } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import { firstHeaderValue } from '../../http/firstHeaderValue';
import { activeProductIdsOf } from '../../members/memberData';
import { forgetMember } from '../purchaseLedger';
import type { AppleSettings } from './appleSettings';
import {
  createAppleTransactionVerifier,
  isLiveTransaction,
  type AppleTransaction,
  type AppleTransactionVerifier,
} from './appleTransactionVerifier';
import { grantIapPurchase, type IapGrant, type IapGrantOutcome } from './grantIapPurchase';

const iapPurchaseResponseSchema = z.object({
  product_ids: z.array(z.string()).describe("The member's products with a live purchase, this one included"),
});

/**
 * Per client address. Each transaction costs three signature checks (and, online, OCSP requests to Apple): a
 * member buys or restores a few times a minute at most, a loop is cut off.
 */
const IAP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The web shell sends X-Native-App: false; the native shells, which alone can pay the App Store, true. */
function requireNativeApp(request: FastifyRequest): void {
  const flag = firstHeaderValue(request, HEADERS.nativeApp)?.toLowerCase();
  if (flag === undefined || flag === 'false' || flag === '0') {
    throw new AppError('forbidden', 'In-app purchases are made in the app downloaded from the App Store.');
  }
}

/**
 * Spec §7 POST /products/{id}/purchase/iap and POST /products/restore/iap: App Store purchases of the native
 * shells (X-Native-App). The shell sends the StoreKit 2 signed transaction (JWS); Apple's signature, not the
 * body, says what was bought: it must name the product's apple_product_id and the transaction ids the body gives.
 * A live transaction grants its product once per original transaction (grantIapPurchase); a revoked or expired
 * one grants nothing. Without Apple settings (`apple` null) both answer 503 payments_unavailable.
 */
export async function iapRoutes(
  instance: FastifyInstance,
  { db, apple }: { db: AppDatabase; apple: AppleSettings | null },
): Promise<void> {
  const { caches } = instance;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const verifier = apple === null ? null : createAppleTransactionVerifier(apple);

  function verifierFor(request: FastifyRequest): AppleTransactionVerifier {
    if (verifier === null) throw new AppError('payments_unavailable');
    requireNativeApp(request);
    return verifier;
  }

  /** A product of this app sold in the App Store, by our id; product_not_found for anything else. */
  async function appleProduct(appId: string, id: string): Promise<{ id: string; appleProductId: string }> {
    const [row] = isUuid(id)
      ? await db
          .select({ id: products.id, appleProductId: products.appleProductId })
          .from(products)
          .where(and(eq(products.appId, appId), eq(products.id, id.toLowerCase())))
      : [];
    if (!row?.appleProductId) throw new AppError('product_not_found');
    return { id: row.id, appleProductId: row.appleProductId };
  }

  /** grantIapPurchase, leaving support a trail of every purchase not activated: the member paid Apple. */
  async function grant(request: FastifyRequest, purchase: IapGrant): Promise<IapGrantOutcome> {
    const trail = { appId: purchase.appId, originalTransactionId: purchase.transaction.originalTransactionId };
    try {
      const outcome = await grantIapPurchase(db, purchase);
      if (outcome === 'taken') request.log.warn(trail, 'in-app purchase not activated: another member holds it');
      return outcome;
    } catch (error) {
      request.log.error({ ...trail, err: error instanceof AppError ? error.cause : error }, 'in-app purchase failed');
      throw error;
    }
  }

  /**
   * POST /products/{id}/purchase/iap {transaction_id, original_transaction_id, email?, signed_transaction} →
   * {product_ids}. The buyer is the signed-in member or, from a shell not signed in, the member `email` names.
   * The member is looked up only once the transaction is Apple's, so the call cannot probe who is a member.
   */
  scope.post(
    '/products/:id/purchase/iap',
    {
      config: { member: 'optional', rateLimit: IAP_RATE_LIMIT },
      schema: {
        params: z.object({ id: z.string() }),
        body: iapPurchaseRequestSchema,
        response: { 200: iapPurchaseResponseSchema },
      },
    },
    async (request): Promise<IapPurchaseResponse> => {
      const appleVerifier = verifierFor(request);
      const { body } = request;
      const product = await appleProduct(request.app.id, request.params.id);
      if (request.member === null && body.email === undefined) throw new AppError('not_signed_in');

      const transaction = await appleVerifier.verify(body.signed_transaction);
      if (
        transaction.transactionId !== body.transaction_id ||
        transaction.originalTransactionId !== body.original_transaction_id
      ) {
        throw new AppError('invalid_transaction', 'This App Store transaction is not the one the request names.');
      }
      // The signed transaction says what was paid for: another product's purchase does not open this one.
      if (transaction.productId !== product.appleProductId) throw new AppError('product_not_found');
      if (!isLiveTransaction(transaction, new Date())) {
        throw new AppError('invalid_transaction', 'This App Store purchase has expired or was refunded.');
      }

      const buyer =
        request.member?.user ??
        (body.email === undefined ? null : await findMemberByEmail(db, request.app.id, body.email));
      if (buyer === null) throw new AppError('user_not_found');
      const outcome = await grant(request, {
        appId: request.app.id,
        userId: buyer.id,
        productId: product.id,
        transaction,
      });
      if (outcome === 'taken') throw new AppError('iap_activation_failed');
      if (outcome === 'granted') forgetMember(caches, buyer.id);
      return { product_ids: await activeProductIdsOf(db, buyer.id) };
    },
  );

  /**
   * POST /products/restore/iap {signed_transactions} → {product_ids}: the signed-in member gets back every live
   * purchase the device holds for a product of this app. Transactions that fail verification, name no product
   * of this app or are no longer live are skipped; none left is 404 no_purchases_to_restore, and only ones
   * another member holds is iap_activation_failed.
   */
  scope.post(
    '/products/restore/iap',
    {
      config: { member: 'required', rateLimit: IAP_RATE_LIMIT },
      schema: { body: iapRestoreRequestSchema, response: { 200: iapPurchaseResponseSchema } },
    },
    async (request): Promise<IapPurchaseResponse> => {
      const appleVerifier = verifierFor(request);
      const member = signedInMember(request);
      const now = new Date();

      // One grant per original transaction: the device holds each renewal, and the newest one counts.
      const newest = new Map<string, AppleTransaction>();
      for (const signed of request.body.signed_transactions) {
        const transaction = await appleVerifier.verify(signed).catch((error: unknown) => {
          // Another environment's, another app's, or a forgery: not this member's purchase to restore. An App
          // Store that could not be reached is not "nothing to restore": that error goes on.
          if (error instanceof AppError && error.code === 'invalid_transaction') return null;
          throw error;
        });
        if (transaction === null || !isLiveTransaction(transaction, now)) continue;
        const seen = newest.get(transaction.originalTransactionId);
        if (seen && (seen.expiresAt?.getTime() ?? 0) >= (transaction.expiresAt?.getTime() ?? 0)) continue;
        newest.set(transaction.originalTransactionId, transaction);
      }
      const appleIds = [...new Set([...newest.values()].map((transaction) => transaction.productId))];
      const rows =
        appleIds.length === 0
          ? []
          : await db
              .select({ id: products.id, appleProductId: products.appleProductId })
              .from(products)
              .where(
                and(
                  eq(products.appId, request.app.id),
                  isNotNull(products.appleProductId),
                  inArray(products.appleProductId, appleIds),
                ),
              );
      const productByAppleId = new Map(rows.map((row) => [row.appleProductId, row.id]));

      const outcomes: IapGrantOutcome[] = [];
      try {
        for (const transaction of newest.values()) {
          const productId = productByAppleId.get(transaction.productId);
          if (productId === undefined) continue;
          outcomes.push(
            await grant(request, { appId: request.app.id, userId: member.user.id, productId, transaction }),
          );
        }
      } finally {
        // Those granted before one failed hold: the member's products are read anew either way.
        forgetMember(caches, member.user.id);
      }
      if (!outcomes.some((outcome) => outcome !== 'taken')) {
        throw new AppError(outcomes.length > 0 ? 'iap_activation_failed' : 'no_purchases_to_restore');
      }
      return { product_ids: await activeProductIdsOf(db, member.user.id) };
    },
  );
}
