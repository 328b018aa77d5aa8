import { z } from 'zod';
import type { SandboxIntentResponse } from '@stride/shared';
import { sandboxAuthenticateRequestSchema, sandboxConfirmRequestSchema } from '@stride/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxIntentStateSchema } from '../billingResponseSchemas';
import type { SandboxProvider } from './SandboxProvider';

const params = z.object({ id: z.string().max(64) });

/**
 * What Stripe.js does against Stripe, against the sandbox: confirm an intent with a card, and answer its 3-D
 * Secure step. The intent's client secret is what lets a browser do it (a wrong one is 404). Each change is
 * followed at once by delivering the sandbox's events to the webhook (`onChange`).
 */
export async function sandboxRoutes(
  instance: FastifyInstance,
  { sandbox, onChange }: { sandbox: SandboxProvider; onChange(): void },
): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.object({ intent: sandboxIntentStateSchema }) };

  scope.post(
    '/sandbox/intents/:id/confirm',
    { schema: { params, body: sandboxConfirmRequestSchema, response } },
    async (request): Promise<SandboxIntentResponse> => {
      try {
        return { intent: await sandbox.confirm(request.app.id, request.params.id, request.body) };
      } finally {
        onChange();
      }
    },
  );

  scope.post(
    '/sandbox/intents/:id/authenticate',
    { schema: { params, body: sandboxAuthenticateRequestSchema, response } },
    async (request): Promise<SandboxIntentResponse> => {
      try {
        return { intent: await sandbox.authenticate(request.app.id, request.params.id, request.body) };
      } finally {
        onChange();
      }
    },
  );
}
