import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/AppDatabase';
import { iapTransactions, purchases } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import type { AppleTransaction } from './appleTransactionVerifier';

export interface IapGrant {
  appId: string;
  userId: string;
  /** Our product the transaction's App Store product id names in this app. */
  productId: string;
  /** Verified, and live: a revoked or expired one is never granted. */
  transaction: AppleTransaction;
}

/**
 * `granted`: the member's purchase was made, or moved on to a newer transaction of the same original one (a
 * renewal, an upgrade); `unchanged`: this very transaction was granted to this member before (a retry, a
 * restore), and nothing is written; `taken`: the original transaction is another member's (of this app, or of
 * another app served from the same App Store app), and nothing is written either.
 */
export type IapGrantOutcome = 'granted' | 'unchanged' | 'taken';

/** Thrown inside the transaction so that the claim it inserted is rolled back; answered as `taken`. */
class TakenError extends Error {}

/**
 * Grants the purchase an App Store transaction paid for, once per original transaction: one iap_transactions
 * row per app and original transaction binds it to the first member who claims it, and one `purchases` row
 * (provider apple, provider_subscription_id = the original transaction id) gives the product, both in one
 * transaction. A failed write is 502 iap_activation_failed: the member paid Apple, so support has to look.
 */
export async function grantIapPurchase(db: AppDatabase, grant: IapGrant): Promise<IapGrantOutcome> {
  const { appId, userId, productId, transaction } = grant;
  const { originalTransactionId, transactionId, expiresAt } = transaction;
  const claim = and(eq(iapTransactions.appId, appId), eq(iapTransactions.originalTransactionId, originalTransactionId));
  try {
    return await db.transaction(async (tx) => {
      // Insert first, so two requests for a new transaction (a double tap, two API processes) cannot both
      // claim it: the second waits for the first's row, then reads it below like any later request.
      const claimed = await tx
        .insert(iapTransactions)
        .values({
          appId,
          userId,
          originalTransactionId,
          transactionId,
          productId,
          expiresAt,
          environment: transaction.environment,
        })
        .onConflictDoNothing()
        .returning({ userId: iapTransactions.userId });
      if (claimed.length === 0) {
        const [existing] = await tx.select().from(iapTransactions).where(claim).for('update');
        if (!existing || existing.userId !== userId) return 'taken';
        if (existing.transactionId === transactionId && existing.purchaseId !== null) return 'unchanged';
      }
      // A renewal or an upgrade keeps the original transaction id: it moves the same purchase on (a later
      // period end, the new product) and never adds a second one.
      const [purchase] = await tx
        .insert(purchases)
        .values({
          appId,
          userId,
          productId,
          status: 'active',
          provider: 'apple',
          providerSubscriptionId: originalTransactionId,
          currentPeriodEnd: expiresAt,
        })
        .onConflictDoUpdate({
          target: [purchases.provider, purchases.providerSubscriptionId],
          targetWhere: sql`${purchases.providerSubscriptionId} is not null`,
          set: {
            productId,
            status: 'active',
            currentPeriodEnd: sql`greatest(${purchases.currentPeriodEnd}, excluded.current_period_end)`,
            endedAt: null,
          },
          // The index is across apps: another app's purchase of the same original transaction stays its own.
          setWhere: and(eq(purchases.appId, appId), eq(purchases.userId, userId)),
        })
        .returning({ id: purchases.id });
      if (!purchase) throw new TakenError();
      await tx
        .update(iapTransactions)
        .set({
          transactionId,
          productId,
          purchaseId: purchase.id,
          expiresAt: sql`greatest(${iapTransactions.expiresAt}, ${expiresAt?.toISOString() ?? null}::timestamptz)`,
        })
        .where(claim);
      return 'granted';
    });
  } catch (error) {
    if (error instanceof TakenError) return 'taken';
    throw new AppError('iap_activation_failed', undefined, { cause: error });
  }
}
