import Stripe from 'stripe';
import { AppError } from '../../errors/AppError';
import type {
  CheckoutOutcome,
  CheckoutRef,
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  StartCheckoutInput,
  StartedCheckout,
} from '../PaymentProvider';
import { WEBHOOK_TOLERANCE_SECONDS } from '../sandbox/webhookSignature';
import { createStripeCatalogue } from './StripeCatalogue';
import { readStripe } from './readStripe';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** Where the API is: unset, api.stripe.com; tests point it at a local fake. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A member waits on these calls: give up well before Stripe's 80 s default (with two retries on network errors). */
const REQUEST_TIMEOUT_MS = 20_000;
/** What a subscription create and read expand: the first invoice's payment intent secret, or the trial's setup intent. */
const INTENT_EXPANSIONS = ['latest_invoice.confirmation_secret', 'latest_invoice.payments', 'pending_setup_intent'];

type Outcome = Pick<CheckoutOutcome, 'status' | 'failure'>;

const OPEN: Outcome = { status: 'open', failure: null };

function paymentIntentState(intent: Stripe.PaymentIntent): Outcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', failure: null };
  if (intent.status === 'canceled') return { status: 'canceled', failure: null };
  // A failed attempt leaves the intent waiting for another card: to the member, this checkout failed.
  const failure = intent.status === 'requires_payment_method' ? readStripe.failure(intent.last_payment_error) : null;
  return failure ? { status: 'failed', failure } : OPEN;
}

function setupIntentState(intent: Stripe.SetupIntent): Outcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', failure: null };
  if (intent.status === 'canceled') return { status: 'canceled', failure: null };
  const failure = intent.status === 'requires_payment_method' ? readStripe.failure(intent.last_setup_error) : null;
  return failure ? { status: 'failed', failure } : OPEN;
}

function requireSecret(secret: string | null | undefined, of: string): string {
  if (!secret) throw new Error(`Stripe returned no client secret for ${of}`);
  return secret;
}

function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError;
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'Stride' },
    ...(settings.apiBase ?? {}),
  });
  const catalogue = createStripeCatalogue(stripe);

  /** The invoice that opened a subscription: its latest until it renews, then found among its invoices. */
  async function firstInvoice(subscription: Stripe.Subscription): Promise<Stripe.Invoice | null> {
    const latest = readStripe.expanded(subscription.latest_invoice);
    if (latest?.billing_reason === 'subscription_create') return latest;
    for await (const invoice of stripe.invoices.list({ subscription: subscription.id, limit: 100 })) {
      if (invoice.billing_reason === 'subscription_create') return invoice;
    }
    return null;
  }

  async function subscriptionOutcome(checkout: CheckoutRef, subscriptionId: string): Promise<CheckoutOutcome> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    const snapshot = readStripe.subscriptionSnapshot(subscription);
    const invoice = await firstInvoice(subscription);
    const withFigures = (outcome: Outcome): CheckoutOutcome => ({
      ...outcome,
      subscription: snapshot,
      invoice: invoice ? readStripe.providerInvoice(invoice) : null,
    });
    if (checkout.intentKind === 'setup_intent' && checkout.intentId) {
      // A trial (or a free first period): nothing is charged today, so a canceled subscription leaves nothing
      // bought; otherwise the checkout is done once the card is saved and the subscription runs.
      if (snapshot.status === 'canceled') return withFigures({ status: 'canceled', failure: null });
      const state = setupIntentState(await stripe.setupIntents.retrieve(checkout.intentId));
      const running = ['trialing', 'active', 'past_due'].includes(snapshot.status);
      return withFigures(state.status === 'succeeded' && !running ? OPEN : state);
    }
    // Money was taken once the first invoice is paid, whatever became of the subscription since.
    if (invoice?.status === 'paid' && invoice.amount_paid > 0) {
      return withFigures({ status: 'succeeded', failure: null });
    }
    const intentId = checkout.intentId ?? (invoice && readStripe.invoicePaymentIntentId(invoice));
    const state = intentId ? paymentIntentState(await stripe.paymentIntents.retrieve(intentId)) : OPEN;
    if (state.status !== 'succeeded' && snapshot.status === 'canceled') {
      return withFigures({ status: 'canceled', failure: null });
    }
    return withFigures(state);
  }

  async function checkoutOutcome(checkout: CheckoutRef): Promise<CheckoutOutcome> {
    if (checkout.subscriptionId) return subscriptionOutcome(checkout, checkout.subscriptionId);
    if (!checkout.intentId) throw new Error(`Checkout ${checkout.checkoutId} has no Stripe intent`);
    const state =
      checkout.intentKind === 'setup_intent'
        ? setupIntentState(await stripe.setupIntents.retrieve(checkout.intentId))
        : paymentIntentState(await stripe.paymentIntents.retrieve(checkout.intentId));
    return { ...state, subscription: null, invoice: null };
  }

  /** Cancels unless already canceled; any other refusal is Stripe's to explain. */
  async function cancelTolerantly(cancel: () => Promise<unknown>, isCanceled: () => Promise<boolean>): Promise<void> {
    try {
      await cancel();
    } catch (error) {
      if (isStripeError(error) && (await isCanceled())) return;
      throw error;
    }
  }

  async function startSubscription(
    input: StartCheckoutInput,
    plan: NonNullable<StartCheckoutInput['subscription']>,
  ): Promise<StartedCheckout> {
    // `lines` are today's charges with the product's own first: the subscription item bills that one, the rest
    // are order bumps, charged once on the first invoice.
    const bumps = input.lines[0]?.title === plan.title ? input.lines.slice(1) : input.lines;
    const [price, coupon, taxRate, bumpItems] = await Promise.all([
      catalogue.price(plan, input.currency),
      plan.coupon ? catalogue.coupon(plan.coupon, plan.interval, input.currency) : null,
      input.taxRateBp > 0 ? catalogue.taxRate(input.taxRateBp, input.country) : null,
      Promise.all(
        bumps.map(async (line) => ({
          price_data: {
            product: await catalogue.lineProduct(input.appId, line.title),
            currency: input.currency,
            unit_amount: line.amountCents,
          },
        })),
      ),
    ]);
    const subscription = await stripe.subscriptions.create(
      {
        customer: input.customerId,
        description: input.description,
        items: [{ price }],
        ...(bumpItems.length > 0 ? { add_invoice_items: bumpItems } : {}),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        // Tax rates of the subscription apply to every line of its invoices, order bumps included.
        ...(taxRate ? { default_tax_rates: [taxRate] } : {}),
        ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
        // The first invoice waits for the member's card (Stripe.js confirms its intent) instead of failing.
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: input.metadata,
        expand: INTENT_EXPANSIONS,
      },
      { idempotencyKey: `checkout-${input.checkoutId}-sub` },
    );
    const invoice = readStripe.expanded(subscription.latest_invoice);
    const secret = invoice?.confirmation_secret?.client_secret;
    if (invoice && invoice.amount_due > 0 && secret) {
      const id = readStripe.invoicePaymentIntentId(invoice);
      if (!id) throw new Error(`Stripe invoice ${invoice.id} has no payment intent`);
      return { intent: { id, kind: 'payment_intent', clientSecret: secret }, subscriptionId: subscription.id };
    }
    const setupIntent = readStripe.expanded(subscription.pending_setup_intent);
    if (!setupIntent) throw new Error(`Stripe subscription ${subscription.id} asks for neither a payment nor a card`);
    // Stripe leaves this setup intent without metadata: ours lets its webhook event name the checkout.
    await stripe.setupIntents.update(setupIntent.id, {
      metadata: { ...input.metadata, subscription_id: subscription.id },
    });
    return {
      intent: {
        id: setupIntent.id,
        kind: 'setup_intent',
        clientSecret: requireSecret(setupIntent.client_secret, setupIntent.id),
      },
      subscriptionId: subscription.id,
    };
  }

  /** Events about a subscription's invoice: its first one is the checkout's payment, later ones renewals. */
  async function invoiceEvent(
    base: { id: string; type: string },
    invoice: Stripe.Invoice,
    paid: boolean,
  ): Promise<ProviderEvent> {
    const subscriptionId = readStripe.invoiceSubscriptionId(invoice);
    if (!subscriptionId) return { ...base, kind: 'ignored' };
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const snapshot = readStripe.subscriptionSnapshot(subscription);
    if (invoice.billing_reason !== 'subscription_create') {
      return {
        ...base,
        kind: paid ? 'invoice_paid' : 'invoice_failed',
        subscription: snapshot,
        invoice: readStripe.providerInvoice(invoice),
      };
    }
    const checkoutId = snapshot.checkoutId ?? invoice.parent?.subscription_details?.metadata?.checkout_id;
    if (!checkoutId) return { ...base, kind: 'ignored' };
    if (paid) {
      // A first invoice with nothing to pay (a trial) is paid before any card is saved: that checkout completes
      // with its setup intent (setup_intent.succeeded).
      if (invoice.amount_paid === 0) return { ...base, kind: 'ignored' };
      const outcome: CheckoutOutcome = {
        status: 'succeeded',
        failure: null,
        subscription: snapshot,
        invoice: readStripe.providerInvoice(invoice),
      };
      return { ...base, kind: 'checkout_paid', checkoutId, outcome };
    }
    // The first payment failing fails the checkout (no renewal is owed yet); its intent says why.
    const withPayments = await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    const intentId = readStripe.invoicePaymentIntentId(withPayments);
    const state = intentId ? paymentIntentState(await stripe.paymentIntents.retrieve(intentId)) : OPEN;
    return { ...base, kind: 'checkout_failed', checkoutId, failure: state.failure ?? 'payment_method_failed' };
  }

  async function setupIntentEvent(
    base: { id: string; type: string },
    intent: Stripe.SetupIntent,
  ): Promise<ProviderEvent> {
    const checkoutId = intent.metadata?.checkout_id;
    if (!checkoutId) return { ...base, kind: 'ignored' };
    const subscriptionId = intent.metadata?.subscription_id ?? null;
    if (intent.status !== 'succeeded') {
      return {
        ...base,
        kind: 'checkout_failed',
        checkoutId,
        failure: setupIntentState(intent).failure ?? 'payment_method_failed',
      };
    }
    const outcome = await checkoutOutcome({
      checkoutId,
      intentId: intent.id,
      intentKind: 'setup_intent',
      subscriptionId,
    });
    return outcome.status === 'succeeded'
      ? { ...base, kind: 'checkout_paid', checkoutId, outcome }
      : { ...base, kind: 'ignored' };
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async ensureCustomer(customer) {
      const created = await stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { app_id: customer.appId, user_id: customer.userId } },
        { idempotencyKey: `customer-${customer.userId}` },
      );
      return created.id;
    },

    async startCheckout(input): Promise<StartedCheckout> {
      if (input.subscription) return startSubscription(input, input.subscription);
      if (input.dueTodayCents === 0) {
        // Nothing to charge (a 100 % coupon): Stripe refuses a payment intent of 0, so the card is only saved.
        const intent = await stripe.setupIntents.create(
          {
            customer: input.customerId,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `checkout-${input.checkoutId}-si` },
        );
        return {
          intent: { id: intent.id, kind: 'setup_intent', clientSecret: requireSecret(intent.client_secret, intent.id) },
          subscriptionId: null,
        };
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.dueTodayCents,
          currency: input.currency,
          customer: input.customerId,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `checkout-${input.checkoutId}-pi` },
      );
      return {
        intent: { id: intent.id, kind: 'payment_intent', clientSecret: requireSecret(intent.client_secret, intent.id) },
        subscriptionId: null,
      };
    },

    async abandonCheckout(checkout) {
      const outcome = await checkoutOutcome(checkout);
      if (outcome.status === 'canceled') return;
      // Paid meanwhile (the member confirmed in another tab): it is no longer ours to drop; billing reconciles it.
      if (outcome.status === 'succeeded') {
        throw new AppError('conflict', 'This checkout was paid before it could be abandoned.');
      }
      const { subscriptionId, intentId } = checkout;
      if (subscriptionId) {
        // Canceling an incomplete subscription voids its first invoice and that invoice's payment intent.
        await cancelTolerantly(
          () => stripe.subscriptions.cancel(subscriptionId),
          async () =>
            ['canceled', 'incomplete_expired'].includes((await stripe.subscriptions.retrieve(subscriptionId)).status),
        );
      } else if (intentId && checkout.intentKind === 'setup_intent') {
        await cancelTolerantly(
          () => stripe.setupIntents.cancel(intentId),
          async () => (await stripe.setupIntents.retrieve(intentId)).status === 'canceled',
        );
      } else if (intentId) {
        await cancelTolerantly(
          () => stripe.paymentIntents.cancel(intentId),
          async () => (await stripe.paymentIntents.retrieve(intentId)).status === 'canceled',
        );
      }
    },

    checkoutOutcome,

    async cancelAtPeriodEnd(subscriptionId) {
      return readStripe.subscriptionSnapshot(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },

    async payOpenInvoice(subscriptionId): Promise<ProviderIntent> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      });
      let invoice = readStripe.expanded(subscription.latest_invoice);
      if (invoice?.status !== 'open') {
        const open = await stripe.invoices.list({
          subscription: subscriptionId,
          status: 'open',
          limit: 1,
          expand: ['data.confirmation_secret', 'data.payments'],
        });
        invoice = open.data[0] ?? null;
      }
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      const id = invoice && readStripe.invoicePaymentIntentId(invoice);
      if (!clientSecret || !id) throw new AppError('subscription_not_past_due');
      return { id, kind: 'payment_intent', clientSecret };
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('invalid_signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new AppError('invalid_signature', undefined, { cause: error });
      }
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          const checkoutId = intent.metadata?.checkout_id;
          // Intents of subscription invoices carry no checkout of ours: their invoice events tell instead.
          if (!checkoutId || readStripe.paymentIntentHasInvoice(intent)) return { ...base, kind: 'ignored' };
          if (event.type === 'payment_intent.succeeded') {
            return {
              ...base,
              kind: 'checkout_paid',
              checkoutId,
              outcome: { ...paymentIntentState(intent), subscription: null, invoice: null },
            };
          }
          return {
            ...base,
            kind: 'checkout_failed',
            checkoutId,
            failure: paymentIntentState(intent).failure ?? 'payment_method_failed',
          };
        }
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
          return invoiceEvent(base, event.data.object, true);
        case 'invoice.payment_failed':
          return invoiceEvent(base, event.data.object, false);
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          // Events may arrive late and out of order (a retried update after the deletion): the subscription as it
          // is now is applied, never the event's older picture of it.
          const current = await stripe.subscriptions.retrieve(event.data.object.id);
          return { ...base, kind: 'subscription_changed', subscription: readStripe.subscriptionSnapshot(current) };
        }
        case 'setup_intent.succeeded':
        case 'setup_intent.setup_failed':
          return setupIntentEvent(base, event.data.object);
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}
