import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/AppError';
import type { PaymentProvider } from '../PaymentProvider';
import type { LedgerContext } from '../purchaseLedger';
import { applyProviderEvent } from './applyProviderEvent';

/** Stripe's signed events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * A delivered event: its signature checked over the raw bytes (400 invalid_signature otherwise), then applied
 * once. The route below and the sandbox's in-process delivery both come through here.
 */
export async function receiveWebhook(
  ctx: LedgerContext,
  provider: PaymentProvider,
  raw: Buffer,
  signature: string | undefined,
): Promise<boolean> {
  const event = await provider.parseWebhook(raw, signature);
  return applyProviderEvent(ctx, provider.name, event);
}

/**
 * POST /api/webhooks/stripe: the provider's signed events (Stripe's, or the sandbox's signed the same way). The
 * signature is checked over the raw bytes, so this scope reads JSON bodies as a Buffer; a bad or stale signature
 * is 400 and nothing is applied. Each event is applied once, however often it is delivered.
 */
export async function webhookRoutes(
  instance: FastifyInstance,
  { ctx, provider }: { ctx: LedgerContext; provider: PaymentProvider | null },
): Promise<void> {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  scope.post(
    '/webhooks/stripe',
    { schema: { response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }) } } },
    async (request) => {
      if (!provider) throw new AppError('not_found');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const applied = await receiveWebhook(ctx, provider, raw, Array.isArray(signature) ? signature[0] : signature);
      return { received: true as const, applied };
    },
  );
}
