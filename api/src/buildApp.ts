import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@stride/shared';
import { activityBeaconRoutes } from './activity/activityBeaconRoutes';
import { activityRoutes } from './activity/activityRoutes';
import { formRoutes } from './forms/formRoutes';
import { workoutRoutes } from './workouts/workoutRoutes';
import { threadRoutes } from './threads/threadRoutes';
import { scheduleRoutes } from './schedule/scheduleRoutes';
import { realtimeRoutes } from './realtime/realtimeRoutes';
import { DEFAULT_REALTIME_SETTINGS, registerRealtime } from './realtime/registerRealtime';
import type { RealtimeSettings } from './realtime/loadRealtimeSettings';
import { authRoutes, createAuthContext } from './auth/authRoutes';
import { createPaymentProvider, type PaymentSettings } from './billing/paymentSettings';
import { registerBilling } from './billing/registerBilling';
import type { AppleSettings } from './billing/iap/appleSettings';
import { iapRoutes } from './billing/iap/iapRoutes';
import { registerMember } from './auth/registerMember';
import { socialAuthRoutes } from './auth/social/socialAuthRoutes';
import type { SocialProviderSettings } from './auth/social/socialProviderSettings';
import { createAppCaches, registerAppCaches } from './cache/AppCaches';
import { registerCachePeers } from './cache/registerCachePeers';
import { devOutboxRoutes } from './email/devOutboxRoutes';
import type { Mailer } from './email/Mailer';
import { pageRoutes } from './content/pageRoutes';
import { progressRoutes } from './progress/progressRoutes';
import { catalogueRoutes } from './catalogue/catalogueRoutes';
import { myContentRoutes } from './myContent/myContentRoutes';
import { overlayRoutes } from './overlays/overlayRoutes';
import { subscriberRoutes } from './subscribers/subscriberRoutes';
import type { LogLevel, TrustProxy } from './config/loadServerConfig';
import type { AppDatabase } from './db/AppDatabase';
import { AppError } from './errors/AppError';
import { handleError } from './errors/errorHandler';
import { registerJobs } from './jobs/registerJobs';
import type { NotificationServerSettings } from './notifications/loadNotificationServerSettings';
import { loadNotificationServerSettings } from './notifications/loadNotificationServerSettings';
import { registerNotifications } from './notifications/registerNotifications';
import type { Notifier } from './notifications/Notifier';
import { registerReminders } from './reminders/registerReminders';
import { globalConfigRoutes } from './globalConfig/globalConfigRoutes';
import { registerApiDocs } from './http/registerApiDocs';
import { handleClientError } from './http/handleClientError';
import { registerCachePolicy } from './http/registerCachePolicy';
import { registerHealthCheck } from './http/registerHealthCheck';
import { registerLoadShedding, type LoadSheddingOptions } from './http/registerLoadShedding';
import { registerPublicAnswers } from './http/registerPublicAnswers';
import { registerRateLimits } from './http/registerRateLimits';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './http/registerSecurityHeaders';
import { rejectNulCharacters } from './http/rejectNulCharacters';
import { serializeRequest } from './http/requestLogSerializers';
import { ensureOperatorToken } from './remotes/operatorToken';
import { remotesPlugin } from './remotes/remotesPlugin';
import { createTenantResolver } from './tenancy/createTenantResolver';
import { registerTenancy } from './tenancy/registerTenancy';
import { uploadRoutes } from './uploads/uploadRoutes';
import { demoImageRoutes } from './content/demo/demoImageRoutes';
import { webRoutes } from './web/webRoutes';

export interface AppLoggerOptions {
  level: LogLevel;
  /** Where log lines go (default stdout); tests capture them. */
  stream?: { write(line: string): void };
}

export interface AppOptions {
  db: AppDatabase;
  /** Released remotes are served from `${dataDir}/remotes`. */
  dataDir: string;
  repoRoot: string;
  /** The shell build served at /shell/ (default `${repoRoot}/shell/dist`). */
  shellDistDir?: string;
  /** Request logging (false: off, as in tests). */
  logger: AppLoggerOptions | false;
  /** Public origin of the app, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Origin released remotes are served from ('' = this API's /remotes/). */
  publicRemotesUrl: string;
  nodeEnv: string;
  /** Sends passwordless, reset and welcome emails (SMTP, or the dev outbox). */
  mailer: Mailer;
  /** OIDC clients for social sign-in; a provider without settings is never offered. */
  socialProviders?: SocialProviderSettings;
  /** SMTP_URL; with one, emails are delivered and the dev outbox does not exist. */
  smtpUrl?: string | null;
  /** TRUST_PROXY: whose X-Forwarded-For sets request.ip (rate limits count by it); default none. Never the outbox's "this machine". */
  trustProxy?: TrustProxy;
  /**
   * REDIS_URL: request rate limits counted in Redis, shared by every instance, and cache invalidations sent through
   * it; default in memory, this process alone.
   */
  redisUrl?: string | null;
  /** DATABASE_URL when `db` is Postgres: without REDIS_URL, cache invalidations go through LISTEN/NOTIFY on it. */
  databaseUrl?: string | null;
  /**
   * The channel of cache invalidations (default `stride:cache-invalidation` on Redis, `stride_cache_invalidation`
   * on Postgres); tests use one each.
   */
  cacheInvalidationChannel?: string;
  /** PAGE_BUILDER_ORIGINS: origins that may frame the app in `?page-builder` mode; default none but its own. */
  pageBuilderOrigins?: readonly string[];
  /** How many requests run at once and how long the others may wait before a 503 (DEFAULT_LOAD_SHEDDING). */
  loadShedding?: LoadSheddingOptions;
  /** Who takes payments (loadPaymentSettings); default: the sandbox outside production, nobody in it. */
  payments?: PaymentSettings;
  /** In-app purchases from the native app (loadAppleSettings); null or omitted: not offered. */
  apple?: AppleSettings | null;
  /** How often the sandbox delivers pending events and renews subscriptions (ms); default null: only when asked. */
  paymentsClockMs?: number | null;
  /** Realtime transport and credentials (loadRealtimeSettings); default: this process only, the data dir's secret. */
  realtime?: RealtimeSettings;
  /** Stands in for `app.notifier` where members are told things (tests of what is notified, not how it is sent). */
  notifier?: Notifier;
  /** VAPID keys and the unsubscribe secret (loadNotificationServerSettings); default: generated in the data dir. */
  notifications?: NotificationServerSettings;
}

/**
 * Enough requests at once to keep the database busy while others parse and serialise; a wait of a second
 * before 503 (far past the 250 ms p99 a member should see, well before a browser gives up).
 */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = { maxConcurrent: 32, maxWaitMs: 1000 };

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5 trusts nothing for a bare number (it cannot tell the
 * nearest proxy from a client that sends extra hops), so a hop count becomes proxy-addr's trust function:
 * the socket's peer and the next `hops - 1` forwarded addresses are proxies, the one after them the client.
 */
function fastifyTrustProxy(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return trustProxy === 0 ? false : (_address, hop) => hop < trustProxy;
}

/**
 * Fastify types these factories for Ajv and fast-json-stringify only; at run time it calls the compilers they
 * return exactly as it calls those given to setValidatorCompiler and setSerializerCompiler.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The whole HTTP application, without listening: server.ts listens, tests use inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // With the logger on, Fastify logs every request (at info) and its response time.
  const app = Fastify({
    logger: options.logger && {
      level: options.logger.level,
      ...(options.logger.stream ? { stream: options.logger.stream } : {}),
      // A sign-in link carries the session in its query: the default serializer would log it.
      serializers: { req: serializeRequest },
    },
    // Errors raised before routing (a malformed URL) get the same body as every other error.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // Every route validates and serialises with zod. Naming the compilers here, not with setValidatorCompiler,
    // keeps Fastify from loading its default Ajv and fast-json-stringify (~180 modules, a third of a cold
    // buildApp: measured 228 of 714 ms), which no route uses.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Requests the HTTP parser refuses (they never reach Fastify's routing) get that body too.
    clientErrorHandler: handleClientError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A request that reaches a closing server (on a connection the proxy opened before the drain) is served, with
    // Connection: close, rather than refused: closing waits for it anyway, and a refusal is a retry at best.
    return503OnClosing: false,
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => handleError(new AppError('not_found'), request, reply));
  app.addHook('preValidation', rejectNulCharacters);
  registerAppCaches(app, createAppCaches());
  // Before anything is cached: every forget of a security or money decision reaches the other API processes.
  await registerCachePeers(app, {
    redisUrl: options.redisUrl ?? null,
    databaseUrl: options.databaseUrl ?? null,
    channel: options.cacheInvalidationChannel,
  });
  await registerRealtime(app, options.realtime ?? DEFAULT_REALTIME_SETTINGS, options.dataDir);
  // `app.jobs` (pg-boss on the app's database, working once the app is ready) and `app.reminders`, which plans on it.
  registerJobs(app, { db: options.db });
  registerReminders(app, { db: options.db });
  // First of the onRequest hooks: a replayed answer needs none of the others.
  registerPublicAnswers(app);
  registerCachePolicy(app);
  registerLoadShedding(app, options.loadShedding ?? DEFAULT_LOAD_SHEDDING);
  const securityHeaders: SecurityHeaderOptions = {
    publicUrl: options.publicUrl,
    publicRemotesUrl: options.publicRemotesUrl,
    pageBuilderOrigins: options.pageBuilderOrigins ?? [],
  };
  registerSecurityHeaders(app, securityHeaders);
  // request.cookies and reply.setCookie() for every route (the device id, social sign-in).
  await app.register(cookie);
  await registerRateLimits(app, { redisUrl: options.redisUrl ?? null });
  await registerApiDocs(app);

  registerHealthCheck(app);

  // One tenant cache for the API and the HTML entry: a page load and its API calls resolve the app once.
  const resolveTenant = createTenantResolver(options.db, app.caches.tenants);
  const socialProviders = options.socialProviders ?? {};
  const operatorToken = await ensureOperatorToken(options.dataDir);
  const authOptions = {
    db: options.db,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    dataDir: options.dataDir,
    socialProviders,
  };
  // `app.notifier` and the delivery jobs (after `app.jobs`); its routes go in the tenant scope and at the API root.
  const notifications = await registerNotifications(app, {
    db: options.db,
    mailer: options.mailer,
    dataDir: options.dataDir,
    publicUrl: options.publicUrl,
    nodeEnv: options.nodeEnv,
    settings: options.notifications ?? loadNotificationServerSettings({}, options.publicUrl),
    notifier: options.notifier,
  });
  const billing = registerBilling(app, {
    db: options.db,
    provider: createPaymentProvider(
      options.payments ?? { kind: options.nodeEnv === 'production' ? 'none' : 'sandbox' },
      options.db,
    ),
    auth: createAuthContext(authOptions, app.caches),
    publicUrl: options.publicUrl,
    clockMs: options.paymentsClockMs ?? null,
  });

  await app.register(
    async (api) => {
      // Remotes and shells on other origins (a CDN) call the API with the custom headers of spec §7.
      await api.register(cors, { origin: '*', maxAge: 600 });
      await api.register(remotesPlugin, {
        db: options.db,
        dataDir: options.dataDir,
        publicRemotesUrl: options.publicRemotesUrl,
        operatorToken,
      });
      await api.register(async (tenant) => {
        registerTenancy(tenant, resolveTenant);
        registerMember(tenant, options.db);
        await tenant.register(globalConfigRoutes, { socialProviders });
        await tenant.register(pageRoutes, { db: options.db });
        await tenant.register(progressRoutes, { db: options.db });
        await tenant.register(catalogueRoutes, { db: options.db });
        await tenant.register(myContentRoutes, { db: options.db, prefix: '/my-content' });
        await tenant.register(overlayRoutes, { db: options.db, prefix: '/overlays' });
        // Products, checkouts, /purchases, /subscriptions and /invoices share no path prefix.
        await tenant.register(billing.tenantRoutes);
        await tenant.register(iapRoutes, { db: options.db, apple: options.apple ?? null });
        // /subscribers and /subscriber (spec §7 "Subscriber data") share no path prefix either.
        await tenant.register(subscriberRoutes, { db: options.db });
        await tenant.register(activityRoutes, { db: options.db });
        await tenant.register(formRoutes, { db: options.db, dataDir: options.dataDir });
        await tenant.register(workoutRoutes, { db: options.db });
        await tenant.register(threadRoutes, { db: options.db, dataDir: options.dataDir });
        await tenant.register(scheduleRoutes, { db: options.db, prefix: '/schedule' });
        await tenant.register(notifications.tenantRoutes);
        await tenant.register(realtimeRoutes, { db: options.db });
        await tenant.register(authRoutes, authOptions);
      });
      await api.register(billing.rootRoutes);
      // Unsubscribe links name their member: a mail client's one-click POST carries no app header.
      await api.register(notifications.rootRoutes);
      // Browser navigations, not API calls: these resolve their app by host themselves (no X-App-Slug).
      await api.register(socialAuthRoutes, {
        db: options.db,
        publicUrl: options.publicUrl,
        providers: socialProviders,
        mailer: options.mailer,
        resolveTenant,
      });
      // Beacons carry no headers: their form names the app, the session cookie the member.
      await api.register(activityBeaconRoutes, { db: options.db, publicUrl: options.publicUrl, resolveTenant });
    },
    { prefix: API_BASE },
  );

  await app.register(devOutboxRoutes, {
    db: options.db,
    nodeEnv: options.nodeEnv,
    smtpConfigured: Boolean(options.smtpUrl),
    operatorToken,
  });
  await app.register(uploadRoutes, { dataDir: options.dataDir });
  await app.register(demoImageRoutes, { repoRoot: options.repoRoot });

  await app.register(webRoutes, {
    db: options.db,
    resolveTenant,
    dataDir: options.dataDir,
    shellDistDir: options.shellDistDir,
    repoRoot: options.repoRoot,
    publicUrl: options.publicUrl,
    publicRemotesUrl: options.publicRemotesUrl,
    socialProviders,
    securityHeaders,
  });
  return app;
}
