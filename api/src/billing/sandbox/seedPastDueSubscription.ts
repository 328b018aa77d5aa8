import { and, eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { createAppCaches } from '../../cache/AppCaches';
import type { AppDatabase } from '../../db/AppDatabase';
import { apps, products, users } from '../../db/schema';
import { startCheckout, type CheckoutContext } from '../checkout/checkoutService';
import { receiveWebhook } from '../webhooks/webhookRoutes';
import { SandboxProvider } from './SandboxProvider';

const DAY_MS = 86_400_000;

/**
 * The demo's lapsed member: a subscription bought `daysAgo` days ago through the sandbox, as a member would, on a
 * card that pays once and fails later, so its renewal went past due. Replaying the real flow (intent, card,
 * renewal, webhook) leaves exactly what a real lapse leaves: the member can pay it with a new card.
 */
export async function seedPastDueSubscription(
  db: AppDatabase,
  { appSlug, email, productSlug, daysAgo }: { appSlug: string; email: string; productSlug: string; daysAgo: number },
): Promise<void> {
  const [row] = await db
    .select({ app: apps, user: users, product: products })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .innerJoin(products, and(eq(products.appId, apps.id), eq(products.slug, productSlug)))
    .where(and(eq(apps.slug, appSlug), eq(users.email, email)));
  if (!row) throw new Error(`No ${email} or ${productSlug} in ${appSlug} to seed a past-due subscription for`);
  const sandbox = new SandboxProvider(db);
  // Caches of its own: no app instance runs yet, and nothing read here is kept.
  const ctx: CheckoutContext = { db, caches: createAppCaches(), provider: sandbox, auth: null };
  const member = { user: row.user, sessionId: '', activeProductIds: [], token: '' };
  const { intent } = await startCheckout(ctx, { app: row.app, member }, row.product.id, {
    version_id: row.product.versionId!,
    final_amount: row.product.trialDays > 0 ? 0 : row.product.priceCents,
  });
  const then = new Date(Date.now() - daysAgo * DAY_MS);
  await sandbox.confirm(
    row.app.id,
    intent!.intent_id,
    {
      client_secret: intent!.client_secret,
      card_number: SANDBOX_CARDS.failsLater,
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    },
    then,
  );
  await sandbox.renewDue(new Date());
  await sandbox.deliverPending((body, signature) =>
    receiveWebhook(ctx, sandbox, Buffer.from(body), signature).then(() => true),
  );
}
