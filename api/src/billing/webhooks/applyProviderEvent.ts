import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentProviderName } from '@stride/shared';
import { paymentEvents } from '../../db/schema';
import type { ProviderEvent } from '../PaymentProvider';
import { activateCheckout, noteCheckoutFailure, syncSubscription, type LedgerContext } from '../purchaseLedger';

/**
 * Applies a verified webhook event once. The event's id is noted first; one already applied (a replay, a
 * duplicate delivery) changes nothing. Each change below is idempotent too, so an event whose application
 * failed half-way is applied again, whole, on its next delivery. Answers whether this call applied it.
 */
export async function applyProviderEvent(
  ctx: LedgerContext,
  provider: PaymentProviderName,
  event: ProviderEvent,
): Promise<boolean> {
  await ctx.db.insert(paymentEvents).values({ id: event.id, provider, type: event.type }).onConflictDoNothing();
  const [pending] = await ctx.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, event.id), isNull(paymentEvents.processedAt)));
  if (!pending) return false;
  switch (event.kind) {
    case 'checkout_paid':
      await activateCheckout(ctx, event.checkoutId, event.outcome);
      break;
    case 'checkout_failed':
      await noteCheckoutFailure(ctx, event.checkoutId, event.failure);
      break;
    case 'invoice_paid':
    case 'invoice_failed':
      await syncSubscription(ctx, provider, event.subscription, event.invoice);
      break;
    case 'subscription_changed':
      await syncSubscription(ctx, provider, event.subscription);
      break;
    case 'ignored':
      break;
  }
  const [applied] = await ctx.db
    .update(paymentEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(paymentEvents.id, event.id), isNull(paymentEvents.processedAt)))
    .returning({ id: paymentEvents.id });
  return applied !== undefined;
}
