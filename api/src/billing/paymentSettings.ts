import type { AppDatabase } from '../db/AppDatabase';
import type { PaymentProvider } from './PaymentProvider';
import { SandboxProvider } from './sandbox/SandboxProvider';
import { createStripeProvider, type StripeSettings } from './stripe/StripeProvider';

/** Who takes payments on this server: Stripe, the sandbox (never in production), or nobody. */
export type PaymentSettings = { kind: 'stripe'; stripe: StripeSettings } | { kind: 'sandbox' } | { kind: 'none' };

export class PaymentSettingsError extends Error {
  override readonly name = 'PaymentSettingsError';
}

function parseApiBase(value: string): StripeSettings['apiBase'] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PaymentSettingsError(`STRIPE_API_BASE must be a URL like http://localhost:12111, got "${value}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null;
  if (!protocol) throw new PaymentSettingsError('STRIPE_API_BASE must be an http:// or https:// URL');
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol };
}

/**
 * STRIPE_SECRET_KEY turns Stripe on (with STRIPE_WEBHOOK_SECRET, which signs its webhooks, and
 * STRIPE_PUBLISHABLE_KEY for Stripe.js). Without it, the sandbox takes payments outside production
 * (PAYMENTS_SANDBOX=off turns it off); in production nothing does: "This app can't accept payments yet".
 */
export function loadPaymentSettings(
  env: Readonly<Record<string, string | undefined>>,
  nodeEnv: string,
): PaymentSettings {
  const value = (name: string) => env[name]?.trim() || null;
  const secretKey = value('STRIPE_SECRET_KEY');
  if (secretKey) {
    const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
    if (!webhookSecret) {
      throw new PaymentSettingsError(
        'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment could ever be confirmed by Stripe',
      );
    }
    const apiBase = value('STRIPE_API_BASE');
    return {
      kind: 'stripe',
      stripe: {
        secretKey,
        webhookSecret,
        publishableKey: value('STRIPE_PUBLISHABLE_KEY'),
        ...(apiBase ? { apiBase: parseApiBase(apiBase) } : {}),
      },
    };
  }
  if (nodeEnv === 'production' || value('PAYMENTS_SANDBOX')?.toLowerCase() === 'off') return { kind: 'none' };
  return { kind: 'sandbox' };
}

/** The provider the settings name, over this database; null when payments are off. */
export function createPaymentProvider(settings: PaymentSettings, db: AppDatabase): PaymentProvider | null {
  switch (settings.kind) {
    case 'sandbox':
      return new SandboxProvider(db);
    case 'stripe':
      return createStripeProvider(settings.stripe);
    case 'none':
      return null;
  }
}
