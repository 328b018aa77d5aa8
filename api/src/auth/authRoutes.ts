import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from '../email/Mailer';
import type { AppCaches } from '../cache/AppCaches';
import type { AuthContext } from './AuthContext';
import { accountRoutes } from './accountRoutes';
import { BruteForceGuard } from './bruteForce/BruteForceGuard';
import { handleRateLimitedError } from './bruteForce/RateLimitedError';
import { emailSignInRoutes } from './emailSignInRoutes';
import { sessionRoutes } from './sessionRoutes';
import type { SocialProviderSettings } from './social/socialProviderSettings';
import { signInRoutes } from './signInRoutes';

export interface AuthRoutesOptions {
  db: AppDatabase;
  mailer: Mailer;
  /** For links in emails (see appPublicUrl). */
  publicUrl: string;
  /** Avatars are stored under `${dataDir}/uploads` (served by uploadRoutes). */
  dataDir: string;
  /** OIDC clients: a provider's ID token is accepted only when the server has a client for it. */
  socialProviders?: SocialProviderSettings;
}

/** What the auth services share; checkout signs a guest up through the same services. */
export function createAuthContext(options: AuthRoutesOptions, caches: AppCaches): AuthContext {
  return {
    db: options.db,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    dataDir: options.dataDir,
    socialProviders: options.socialProviders ?? {},
    guard: new BruteForceGuard(options.db),
    caches,
  };
}

/** Spec §7 "Authentication", tenant-scoped: every member, session and emailed grant belongs to request.app. */
export async function authRoutes(scope: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const ctx = createAuthContext(options, scope.caches);
  // The API's error handler, plus the Retry-After header of a 429.
  scope.setErrorHandler(handleRateLimitedError);
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  sessionRoutes(routes, ctx);
  signInRoutes(routes, ctx);
  accountRoutes(routes, ctx);
  emailSignInRoutes(routes, ctx);
}
