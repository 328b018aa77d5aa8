import {
  fetchAccountRequestSchema,
  loginRequestSchema,
  providerQuerySchema,
  signUpRequestSchema,
} from '@stride/shared/schemas';
import { fetchAccount, providerOfAccount } from './accountLookup';
import type { AuthContext, ZodScope } from './AuthContext';
import { logIn } from './logIn';
import { signUp } from './signUp';

/** Signing in with a password or a provider ID token, signing up, and looking up how an email signs in. */
export function signInRoutes(scope: ZodScope, ctx: AuthContext): void {
  /** POST /auth/login {email, password | provider, provider_id} → the login response. */
  scope.post('/auth/login', { schema: { body: loginRequestSchema } }, (request) => logIn(ctx, request, request.body));

  /** POST /auth/fetch {email} → {exists, current_provider, has_password}. */
  scope.post('/auth/fetch', { schema: { body: fetchAccountRequestSchema } }, (request) =>
    fetchAccount(ctx, request, request.body.email),
  );

  /** POST /auth/sign_up {email, name, password | provider, provider_id, timezone} → the login response. */
  scope.post('/auth/sign_up', { schema: { body: signUpRequestSchema } }, (request) =>
    signUp(ctx, request, request.body),
  );

  /** GET /auth/provider ?email, provider, provider_id → {current_provider}. */
  scope.get('/auth/provider', { schema: { querystring: providerQuerySchema } }, (request) =>
    providerOfAccount(ctx, request, request.query),
  );
}
