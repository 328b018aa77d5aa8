import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@stride/shared';
import { registerMember } from '../../src/auth/registerMember';
import type { AppleSettings } from '../../src/billing/iap/appleSettings';
import { iapRoutes } from '../../src/billing/iap/iapRoutes';
import { createAppCaches, registerAppCaches } from '../../src/cache/AppCaches';
import { pageRoutes } from '../../src/content/pageRoutes';
import type { AppDatabase } from '../../src/db/AppDatabase';
import { handleError } from '../../src/errors/errorHandler';
import { registerCachePolicy } from '../../src/http/registerCachePolicy';
import { registerPublicAnswers } from '../../src/http/registerPublicAnswers';
import { createTenantResolver } from '../../src/tenancy/createTenantResolver';
import { registerTenancy } from '../../src/tenancy/registerTenancy';

/**
 * The API's tenant scope as buildApp makes it (tenancy, session, error body, caches), holding iapRoutes with
 * `apple` and the page JSON route (to see a bought page open), before buildApp registers iapRoutes itself.
 * One set of caches, as in the app: a grant must reach the page route's session and member data at once.
 */
export async function buildIapTestApp(db: AppDatabase, apple: AppleSettings | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerAppCaches(app, createAppCaches());
  registerPublicAnswers(app);
  registerCachePolicy(app);
  const resolveTenant = createTenantResolver(db);
  await app.register(
    async (tenant) => {
      registerTenancy(tenant, resolveTenant);
      registerMember(tenant, db);
      await tenant.register(pageRoutes, { db });
      await tenant.register(iapRoutes, { db, apple });
    },
    { prefix: API_BASE },
  );
  await app.ready();
  return app;
}
