import {
  fetchAccountRequestSchema,
  loginRequestSchema,
  providerQuerySchema,
  signUpRequestSchema,
} from '@stride/shared/schemas';
import { loginResponseSchema } from '../http/responseSchemas';
import { fetchAccountResponseSchema, providerResponseSchema } from './authResponseSchemas';
import { fetchAccount, providerOfAccount } from './accountLookup';
import type { AuthContext, ZodScope } from './AuthContext';
import { logIn } from './logIn';
import { signUp } from './signUp';

/** Signing in with a password or a provider ID token, signing up, and looking up how an email signs in. */
export function signInRoutes(scope: ZodScope, ctx: AuthContext): void {
  /** POST /auth/login {email, password | provider, provider_id} → the login response. */
  scope.post(
    '/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => logIn(ctx, request, request.body),
  );

  /** POST /auth/fetch {email} → {exists, current_provider, has_password}. */
  scope.post(
    '/auth/fetch',
    { schema: { body: fetchAccountRequestSchema, response: { 200: fetchAccountResponseSchema } } },
    (request) => fetchAccount(ctx, request, request.body.email),
  );

  /** POST /auth/sign_up {email, name, password | provider, provider_id, timezone} → the login response. */
  scope.post(
    '/auth/sign_up',
    { schema: { body: signUpRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => signUp(ctx, request, request.body),
  );

  /** GET /auth/provider ?email, provider, provider_id → {current_provider}. */
  scope.get(
    '/auth/provider',
    { schema: { querystring: providerQuerySchema, response: { 200: providerResponseSchema } } },
    (request) => providerOfAccount(ctx, request, request.query),
  );
}
