import type { FastifyInstance } from 'fastify';
import { createPageIndexCache, type PageIndexCache } from '../access/appPageIndex';
import { createBillingCatalogueCache, type BillingCatalogueCache } from '../billing/billingCatalogue';
import { createOidcClientCache, type OidcClientCache } from '../auth/social/oidcProviderClient';
import { createSessionCache, type CachedSession } from '../auth/sessionTokens';
import { createAccessTreeCache, type AccessTreeCache } from '../content/accessTree';
import { createPageContentCache, type PageContentCache } from '../content/pageContent';
import { createPublicAnswerCache, type PublicAnswerCache } from '../http/registerPublicAnswers';
import { createMemberDataCache, type MemberDataCache } from '../members/memberData';
import { createWorkoutCaches, type WorkoutCaches } from '../workouts/workoutCaches';
import { createScheduleAnswerCache, type ScheduleAnswerCache } from '../schedule/scheduleAnswers';
import { createTenantCache, type TenantCache } from '../tenancy/createTenantResolver';
import { NO_PEERS, type CachePeers } from './CacheInvalidation';
import type { TtlCache } from './TtlCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app instance's in-memory caches (see AppCaches). */
    caches: AppCaches;
  }
}

/**
 * Every in-memory cache of one app instance. Owned by buildApp, never by a module, so two apps in one
 * process (tests, or two databases) never answer from each other's memory, and a write in one app forgets
 * entries of that app only. A forget is applied here and told to the app's peers, the other API processes on
 * the same database (CacheInvalidation), which apply it too.
 */
export interface AppCaches {
  sessions: TtlCache<CachedSession>;
  memberData: MemberDataCache;
  pageIndex: PageIndexCache;
  pageContent: PageContentCache;
  accessTrees: AccessTreeCache;
  oidcClients: OidcClientCache;
  publicAnswers: PublicAnswerCache;
  billingCatalogue: BillingCatalogueCache;
  workouts: WorkoutCaches;
  scheduleAnswers: ScheduleAnswerCache;
  /** Resolved apps by slug ('' for the default app): createTenantResolver. */
  tenants: TenantCache;
  /** Where forgets are told: set once by buildApp (registerCachePeers); NO_PEERS until then, or alone. */
  peers: CachePeers;
}

export function createAppCaches(): AppCaches {
  return {
    sessions: createSessionCache(),
    memberData: createMemberDataCache(),
    pageIndex: createPageIndexCache(),
    pageContent: createPageContentCache(),
    accessTrees: createAccessTreeCache(),
    oidcClients: createOidcClientCache(),
    publicAnswers: createPublicAnswerCache(),
    billingCatalogue: createBillingCatalogueCache(),
    workouts: createWorkoutCaches(),
    scheduleAnswers: createScheduleAnswerCache(),
    tenants: createTenantCache(),
    peers: NO_PEERS,
  };
}

/** Installs `caches` as `app.caches`, reached by every plugin (and `request.server.caches`). */
export function registerAppCaches(app: FastifyInstance, caches: AppCaches): void {
  app.decorate('caches', caches);
}
