import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/AuthContext';
import { handleRateLimitedError } from '../auth/bruteForce/RateLimitedError';
import type { AppDatabase } from '../db/AppDatabase';
import { reconcileOpenCheckouts, type CheckoutContext } from './checkout/checkoutService';
import { invoiceRoutes } from './invoiceRoutes';
import type { PaymentProvider } from './PaymentProvider';
import { productRoutes } from './productRoutes';
import { purchaseRoutes } from './purchaseRoutes';
import { SandboxProvider } from './sandbox/SandboxProvider';
import { sandboxRoutes } from './sandbox/sandboxRoutes';
import { receiveWebhook, webhookRoutes } from './webhooks/webhookRoutes';

/** How often the sandbox's clock renews subscriptions whose period ended (Stripe keeps its own clock). */
const RENEWAL_EVERY_MS = 60_000;

export interface Billing {
  provider: PaymentProvider | null;
  /** Delivers the sandbox's pending events to the webhook now (resolves when they are applied). */
  deliverEvents(): Promise<number>;
  /** The sandbox's clock: renews what is due at `now`, then delivers what that reported. */
  renewDue(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments of this app instance: its provider and the sandbox's clock (see registerBilling). */
    billing: Billing;
  }
}

export interface BillingOptions {
  db: AppDatabase;
  provider: PaymentProvider | null;
  /** Signs a guest up as they buy (the auth routes' context). */
  auth: AuthContext;
  publicUrl: string;
  /** How often pending sandbox events are delivered again and renewals run (ms); null: only when asked (tests). */
  clockMs: number | null;
}

/**
 * Payments, wired into the API: `tenantRoutes` goes in the tenant scope (products, checkouts, purchases,
 * invoices, the sandbox's confirm step); the webhook sits at the API root (Stripe sends no app header: events
 * name their checkout). On ready, open checkouts are reconciled once (a payment made while the server was down
 * is activated); the sandbox's events are delivered as they happen and on the clock, until the app closes.
 */
export function registerBilling(app: FastifyInstance, options: BillingOptions) {
  const ctx: CheckoutContext = { db: options.db, caches: app.caches, provider: options.provider, auth: options.auth };
  const sandbox = options.provider instanceof SandboxProvider ? options.provider : null;
  let delivering: Promise<number> = Promise.resolve(0);

  // The sandbox delivers in-process, through the webhook's own checks (signature, once per event): the same
  // path as an HTTP delivery, and it works while the server is closing.
  const send = (body: string, signature: string) =>
    receiveWebhook(ctx, sandbox!, Buffer.from(body), signature).then(
      () => true,
      (error: unknown) => {
        app.log.warn({ err: error }, 'the webhook refused a sandbox event');
        return false;
      },
    );
  // One delivery at a time in this process, so events leave in the order they happened.
  const deliverEvents = () => {
    const next = delivering.then(() => (sandbox ? sandbox.deliverPending(send) : 0));
    delivering = next.catch(() => 0);
    return next;
  };
  const billing: Billing = {
    provider: options.provider,
    deliverEvents,
    async renewDue(now = new Date()) {
      const changed = sandbox ? await sandbox.renewDue(now) : 0;
      await deliverEvents();
      return changed;
    },
  };
  app.decorate('billing', billing);

  let timer: NodeJS.Timeout | null = null;
  let reconciling: Promise<number> = Promise.resolve(0);
  app.addHook('onReady', async () => {
    // In the background: a provider that is slow or down at start must not hold the server back.
    reconciling = reconcileOpenCheckouts(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, 'reconciling open checkouts failed');
      return 0;
    });
    if (!sandbox || options.clockMs === null) return;
    let sinceRenewal = 0;
    const clockMs = options.clockMs;
    timer = setInterval(() => {
      sinceRenewal += clockMs;
      const renew = sinceRenewal >= RENEWAL_EVERY_MS;
      if (renew) sinceRenewal = 0;
      void (renew ? billing.renewDue() : deliverEvents()).catch((error: unknown) =>
        app.log.error({ err: error }, 'sandbox payments clock failed'),
      );
    }, clockMs);
    timer.unref();
  });
  // Before the server stops taking requests, what the sandbox recorded is reported (a restart would, but later).
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    if (options.clockMs !== null) await deliverEvents().catch(() => 0);
  });
  app.addHook('onClose', async () => {
    await Promise.all([delivering, reconciling]);
  });

  return {
    async tenantRoutes(scope: FastifyInstance) {
      scope.setErrorHandler(handleRateLimitedError);
      await scope.register(productRoutes, { ctx });
      await scope.register(purchaseRoutes, { db: options.db, ctx });
      await scope.register(invoiceRoutes, { db: options.db, publicUrl: options.publicUrl });
      if (sandbox) {
        await scope.register(sandboxRoutes, {
          sandbox,
          onChange: () =>
            void deliverEvents().catch((error: unknown) => app.log.error({ err: error }, 'sandbox delivery failed')),
        });
      }
    },
    async rootRoutes(scope: FastifyInstance) {
      await scope.register(webhookRoutes, { ctx, provider: options.provider });
    },
  };
}
