import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CheckoutIntent,
  CheckoutIntentRequest,
  CheckoutPreviewRequest,
  CheckoutState,
  CustomerAddress,
  LoginResponse,
} from '@stride/shared';
import type { AuthContext, AuthRequest } from '../../auth/AuthContext';
import { signUp } from '../../auth/signUp';
import type { SignedInMember } from '../../auth/registerMember';
import { isUuid } from '../../catalogue/catalogueAccess';
import type { AppRow, CheckoutRow, CouponRow, ProductRow, UserRow } from '../../db/schema';
import { billingCustomers, checkouts, coupons, users } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import { activeProductIdsOf } from '../../members/memberData';
import type { PaymentProvider } from '../PaymentProvider';
import { activateCheckout, type LedgerContext } from '../purchaseLedger';
import { checkoutQuote, type CheckoutQuote } from './checkoutQuote';
import { loadBillingCatalogue, readBillingCatalogue, type BillingCatalogue } from '../billingCatalogue';

export interface CheckoutContext extends LedgerContext {
  /** Null: this server takes no payments (payments_unavailable). */
  provider: PaymentProvider | null;
  /** Signs a guest up as they buy; null where no guest buys (seeding the demo). */
  auth: AuthContext | null;
}

/** Who buys: a signed-in member, or a guest who signs up with name, email and password as they buy. */
export type Buyer = { app: AppRow; member: SignedInMember } | { app: AppRow; guest: AuthRequest };

/** One of the app's products by id (hidden ones too: a lock or a link may sell them), or product_not_found. */
export function productIn(catalogue: BillingCatalogue, id: string): ProductRow {
  const product = isUuid(id) ? catalogue.products.get(id.toLowerCase()) : undefined;
  if (!product) throw new AppError('product_not_found');
  return product;
}

/** The product from the app's catalogue in memory (GET /products/{id} and the preview). */
export async function productOf(ctx: LedgerContext, appId: string, id: string): Promise<ProductRow> {
  return productIn(await loadBillingCatalogue(ctx.db, ctx.caches, appId), id);
}

function bumpsIn(catalogue: BillingCatalogue, product: ProductRow, requested: readonly string[] | undefined) {
  const ids = new Set((requested ?? []).map((id) => id.toLowerCase()));
  if ([...ids].some((id) => !product.orderBumpIds.includes(id))) {
    throw new AppError('invalid_input', 'This item is not offered with this product.', { field: 'order_bumps' });
  }
  // In the owner's order, not the buyer's: the same choice is the same order.
  return product.orderBumpIds.filter((id) => ids.has(id)).flatMap((id) => catalogue.products.get(id) ?? []);
}

function couponIn(catalogue: BillingCatalogue, code: string | undefined): CouponRow | null {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  const coupon = catalogue.coupons.get(trimmed.toUpperCase());
  if (!coupon) throw new AppError('invalid_coupon', undefined, { field: 'coupon' });
  return coupon;
}

interface QuoteRequest {
  version_id?: string;
  coupon?: string;
  order_bumps?: string[];
  address?: CustomerAddress;
}

function quoteIn(catalogue: BillingCatalogue, app: AppRow, productId: string, body: QuoteRequest) {
  const product = productIn(catalogue, productId);
  const coupon = couponIn(catalogue, body.coupon);
  const quote = checkoutQuote({
    product,
    versionId: body.version_id?.toLowerCase(),
    bumps: bumpsIn(catalogue, product, body.order_bumps),
    coupon,
    chargesTax: app.billing.charges_tax === true,
    address: body.address,
    now: new Date(),
  });
  return { product, quote, coupon };
}

/** POST /products/{id}/preview: what the buyer would pay, with no side effect, from the catalogue in memory. */
export async function previewCheckout(
  ctx: LedgerContext,
  app: AppRow,
  productId: string,
  body: CheckoutPreviewRequest,
) {
  const catalogue = await loadBillingCatalogue(ctx.db, ctx.caches, app.id);
  return quoteIn(catalogue, app, productId, { ...body, coupon: body.coupon_code }).quote.preview;
}

/** The same order (version, coupon, bumps, address, total) is the same fingerprint: its open intent is reused. */
function fingerprintOf(quote: CheckoutQuote, couponId: string | null, address: CustomerAddress | undefined): string {
  const key = JSON.stringify([
    quote.preview.version_id,
    couponId,
    quote.preview.lines.map((line) => line.product_id),
    address?.country ?? null,
    address?.postcode ?? null,
    quote.preview.total_cents,
  ]);
  return createHash('sha256').update(key).digest('hex');
}

async function ownsProduct(ctx: LedgerContext, userId: string, productId: string): Promise<boolean> {
  return (await activeProductIdsOf(ctx.db, userId)).includes(productId);
}

/** The member's customer at the provider, kept so every checkout of theirs uses the one customer. */
async function customerIdOf(ctx: CheckoutContext, provider: PaymentProvider, user: UserRow): Promise<string> {
  const [known] = await ctx.db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.name)));
  if (known) return known.customerId;
  const customerId = await provider.ensureCustomer({
    appId: user.appId,
    userId: user.id,
    email: user.email,
    name: user.name,
  });
  await ctx.db
    .insert(billingCustomers)
    .values({ appId: user.appId, userId: user.id, provider: provider.name, customerId })
    .onConflictDoNothing();
  return customerId;
}

function toIntent(provider: PaymentProvider, checkout: CheckoutRow): CheckoutIntent {
  return {
    checkout_id: checkout.id,
    provider: provider.name,
    kind: checkout.intentKind ?? 'payment_intent',
    intent_id: checkout.providerIntentId ?? '',
    client_secret: checkout.clientSecret ?? '',
    amount_cents: checkout.totalCents,
    currency: checkout.currency,
    publishable_key: provider.publishableKey,
  };
}

async function buyerOf(
  ctx: CheckoutContext,
  buyer: Buyer,
  body: CheckoutIntentRequest,
): Promise<{ user: UserRow; login?: LoginResponse }> {
  if ('member' in buyer) return { user: buyer.member.user };
  const missing = (['name', 'email', 'password'] as const).find((field) => !body[field]);
  if (missing) throw new AppError('invalid_input', 'Field is required.', { field: missing });
  if (!ctx.auth) throw new AppError('not_signed_in');
  let login: LoginResponse;
  try {
    login = await signUp(ctx.auth, buyer.guest, { name: body.name!, email: body.email!, password: body.password! });
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken')
      throw new AppError('existing_subscriber', undefined, { field: 'email' });
    throw error;
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, login.user.id));
  if (!user) throw new AppError('user_not_found');
  return { user, login };
}

/**
 * POST /products/{id}/intent: the payment for the order the preview showed. `final_amount` must be the preview's
 * total (order_preview_mismatch otherwise: a price, coupon or tax changed under the buyer). One open checkout per
 * member and product: the same order again (a double click, a second tab, another API process) answers the same
 * intent; a changed order replaces it. Nothing due and nothing recurring (a free product, a 100 % coupon on a
 * one-off) is granted at once, with no intent.
 */
export async function startCheckout(
  ctx: CheckoutContext,
  buyer: Buyer,
  productId: string,
  body: CheckoutIntentRequest,
): Promise<{ intent: CheckoutIntent | null; checkout: CheckoutState; login?: LoginResponse }> {
  const app = buyer.app;
  // Read now, not from memory: the price, the coupon's redemptions and expiry are what the member pays by.
  const { product, quote, coupon } = quoteIn(await readBillingCatalogue(ctx.db, app.id), app, productId, body);
  if (quote.preview.requires_address && !body.address) {
    throw new AppError('invalid_input', 'Field is required.', { field: 'address.country' });
  }
  if (body.final_amount !== quote.preview.total_cents)
    throw new AppError('order_preview_mismatch', undefined, { field: 'final_amount' });
  const provider = ctx.provider;
  const free = quote.preview.total_cents === 0 && quote.preview.recurring === null;
  if (!provider && !free) throw new AppError('payments_unavailable');
  if ('member' in buyer && (await ownsProduct(ctx, buyer.member.user.id, product.id))) {
    throw new AppError('existing_subscription');
  }
  const { user, login } = await buyerOf(ctx, buyer, body);
  const fingerprint = fingerprintOf(quote, coupon?.id ?? null, body.address);

  const checkout = await openCheckout(ctx, {
    user,
    product,
    quote,
    coupon,
    fingerprint,
    body,
    providerName: provider?.name ?? 'sandbox',
  });
  if (free) {
    await activateCheckout(ctx, checkout.id, { status: 'succeeded', failure: null, subscription: null, invoice: null });
    return { intent: null, checkout: await checkoutState(ctx, user.id, checkout.id), ...(login ? { login } : {}) };
  }
  const ready = checkout.providerIntentId
    ? checkout
    : await startAtProvider(ctx, provider!, user, product, quote, checkout);
  return { intent: toIntent(provider!, ready), checkout: stateOf(ready), ...(login ? { login } : {}) };
}

interface NewCheckout {
  user: UserRow;
  product: ProductRow;
  quote: CheckoutQuote;
  coupon: CouponRow | null;
  fingerprint: string;
  body: CheckoutIntentRequest;
  providerName: 'sandbox' | 'stripe';
}

/** The member's open checkout for this order, or a new one; the unique index settles two at once. */
async function openCheckout(ctx: CheckoutContext, order: NewCheckout): Promise<CheckoutRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [open] = await ctx.db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, order.user.id),
          eq(checkouts.productId, order.product.id),
          eq(checkouts.status, 'open'),
        ),
      );
    if (open && (await settleOpen(ctx, open)) === 'pending') {
      if (open.fingerprint === order.fingerprint) return open;
      await abandon(ctx, open);
    }
    const [created] = await ctx.db
      .insert(checkouts)
      .values({
        appId: order.user.appId,
        userId: order.user.id,
        productId: order.product.id,
        versionId: order.quote.preview.version_id,
        couponId: order.coupon?.id ?? null,
        orderBumpIds: order.quote.preview.lines
          .filter((line) => line.role === 'order_bump')
          .map((line) => line.product_id),
        quote: { ...order.quote.preview },
        fingerprint: order.fingerprint,
        currency: order.quote.preview.currency,
        totalCents: order.quote.preview.total_cents,
        referral: order.body.referral ?? null,
        address: order.body.address ?? null,
        provider: order.providerName,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new AppError('unknown_error');
}

/**
 * An open checkout with an intent, as its provider has it now: paid (another tab paid it, the webhook is not in
 * yet: it is activated here, and buying again is existing_subscription), ended there (a Stripe intent expires:
 * closed here, a new one is made), or still waiting for a card.
 */
async function settleOpen(ctx: CheckoutContext, open: CheckoutRow): Promise<'pending' | 'closed'> {
  if (!open.providerIntentId || !ctx.provider || open.provider !== ctx.provider.name) return 'pending';
  const outcome = await ctx.provider.checkoutOutcome(refOf(open)).catch(() => null);
  if (outcome?.status === 'succeeded') {
    await activateCheckout(ctx, open.id, outcome);
    throw new AppError('existing_subscription');
  }
  if (outcome?.status !== 'canceled') return 'pending';
  await ctx.db
    .update(checkouts)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(checkouts.id, open.id), eq(checkouts.status, 'open')));
  return 'closed';
}

/**
 * A replaced order: its intent is stopped at the provider first, and only then is the checkout closed, so a
 * checkout closed here can never be paid. Paid in the meantime, it is activated and buying again refused.
 */
async function abandon(ctx: CheckoutContext, checkout: CheckoutRow): Promise<void> {
  if (checkout.providerIntentId && ctx.provider && checkout.provider === ctx.provider.name) {
    try {
      await ctx.provider.abandonCheckout(refOf(checkout));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'conflict'))
        throw new AppError('unknown_error', undefined, { cause: error });
      await settleOpen(ctx, checkout);
      throw new AppError('existing_subscription');
    }
  }
  await ctx.db
    .update(checkouts)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));
}

export function refOf(checkout: CheckoutRow) {
  return {
    checkoutId: checkout.id,
    intentId: checkout.providerIntentId,
    intentKind: checkout.intentKind,
    subscriptionId: checkout.providerSubscriptionId,
  };
}

/** Creates the provider's intent (and subscription) for the checkout; its id is the idempotency key. */
async function startAtProvider(
  ctx: CheckoutContext,
  provider: PaymentProvider,
  user: UserRow,
  product: ProductRow,
  quote: CheckoutQuote,
  checkout: CheckoutRow,
): Promise<CheckoutRow> {
  const [couponRow] = checkout.couponId
    ? await ctx.db.select().from(coupons).where(eq(coupons.id, checkout.couponId))
    : [];
  // The subscription's discount: only a coupon for this product (one for the order bumps only is in today's total).
  const coupon =
    couponRow && (couponRow.productIds.length === 0 || couponRow.productIds.includes(product.id)) ? couponRow : null;
  try {
    const customerId = await customerIdOf(ctx, provider, user);
    const preview = quote.preview;
    const started = await provider.startCheckout({
      checkoutId: checkout.id,
      appId: checkout.appId,
      customerId,
      currency: preview.currency,
      description: product.title,
      dueTodayCents: preview.total_cents,
      lines: preview.lines.map((line) => ({ title: line.title, amountCents: line.amount_cents })),
      discountCents: preview.discount_cents,
      taxRateBp: preview.tax_rate_bp,
      taxCents: preview.tax_cents,
      country: quote.country,
      subscription: preview.recurring && {
        title: product.title,
        versionId: preview.version_id,
        unitAmountCents: quote.periodPriceCents,
        interval: preview.recurring.interval,
        trialDays: preview.recurring.trial_days,
        coupon: coupon && {
          id: coupon.id,
          code: coupon.code,
          percentOff: coupon.percentOff,
          amountOffCents: coupon.amountOffCents,
          duration: coupon.duration,
          durationInPeriods: coupon.durationInPeriods,
        },
      },
      metadata: { checkout_id: checkout.id, app_id: checkout.appId, user_id: user.id, product_id: product.id },
    });
    const [saved] = await ctx.db
      .update(checkouts)
      .set({
        intentKind: started.intent.kind,
        providerIntentId: started.intent.id,
        clientSecret: started.intent.clientSecret,
        providerCustomerId: customerId,
        providerSubscriptionId: started.subscriptionId,
        updatedAt: new Date(),
      })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')))
      .returning();
    if (saved) return saved;
    // Another request replaced this order while its intent was made: that intent must never be paid.
    await provider
      .abandonCheckout({
        ...refOf(checkout),
        intentId: started.intent.id,
        intentKind: started.intent.kind,
        subscriptionId: started.subscriptionId,
      })
      .catch(() => undefined);
    throw new AppError('order_preview_mismatch');
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The checkout stays open: the next try starts the same intent again (idempotent), never a second one.
    throw new AppError('unknown_error', undefined, { cause: error });
  }
}

function stateOf(checkout: CheckoutRow): CheckoutState {
  return {
    checkout_id: checkout.id,
    product_id: checkout.productId,
    status: checkout.status,
    activated: checkout.activatedAt !== null,
    error_code: (checkout.failureCode as CheckoutState['error_code']) ?? null,
  };
}

async function ownCheckout(ctx: LedgerContext, userId: string, id: string): Promise<CheckoutRow> {
  const [checkout] = isUuid(id)
    ? await ctx.db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, id.toLowerCase()), eq(checkouts.userId, userId)))
    : [];
  // Another member's checkout is as absent as a missing one.
  if (!checkout) throw new AppError('checkout_not_found');
  return checkout;
}

async function checkoutState(ctx: LedgerContext, userId: string, id: string): Promise<CheckoutState> {
  return stateOf(await ownCheckout(ctx, userId, id));
}

/**
 * GET /checkouts/{id}: the reconcile on return. While the checkout is open the provider is asked where its payment
 * stands, and a payment that went through is activated here if the webhook has not done it yet.
 */
export async function reconcileCheckout(ctx: CheckoutContext, userId: string, id: string): Promise<CheckoutState> {
  const checkout = await ownCheckout(ctx, userId, id);
  if (checkout.status !== 'open' || !checkout.providerIntentId || !ctx.provider) return stateOf(checkout);
  if (checkout.provider !== ctx.provider.name) return stateOf(checkout);
  const outcome = await ctx.provider.checkoutOutcome(refOf(checkout)).catch(() => null);
  if (outcome?.status === 'succeeded') await activateCheckout(ctx, checkout.id, outcome);
  else if (outcome?.failure && outcome.failure !== checkout.failureCode) {
    await ctx.db.update(checkouts).set({ failureCode: outcome.failure }).where(eq(checkouts.id, checkout.id));
  }
  return checkoutState(ctx, userId, id);
}

/**
 * On start: checkouts left open with an intent are asked about once, so a payment that went through while the
 * server was down (or was killed between payment and activation) is activated without waiting for its member.
 */
export async function reconcileOpenCheckouts(ctx: CheckoutContext, maxAgeDays = 7): Promise<number> {
  if (!ctx.provider) return 0;
  const open = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'open'),
        eq(checkouts.provider, ctx.provider.name),
        sql`${checkouts.providerIntentId} is not null`,
        sql`${checkouts.createdAt} > now() - make_interval(days => ${maxAgeDays})`,
      ),
    );
  let activated = 0;
  for (const checkout of open) {
    const outcome = await ctx.provider.checkoutOutcome(refOf(checkout)).catch(() => null);
    if (outcome?.status === 'succeeded' && (await activateCheckout(ctx, checkout.id, outcome))) activated += 1;
  }
  return activated;
}

/** Whether the member holds this product now: it is among their active products. */
export async function hasActivePurchase(
  ctx: LedgerContext,
  userId: string | null,
  productId: string,
): Promise<boolean> {
  return userId !== null && (await ownsProduct(ctx, userId, productId));
}
