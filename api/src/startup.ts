import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './buildApp';
import { createMailer } from './email/createMailer';
import { checkServerCanStart, type ServerConfig } from './config/loadServerConfig';
import { refuseDevelopmentDemo } from './content/developmentDemo';
import { DEMO_APP_SLUG, seedDemoApp } from './content/seedDemoApp';
import { seedDemoSchedule } from './content/seedDemoSchedule';
import { findAppBySlug } from './tenancy/appRepository';
import { openDatabase, type OpenedDatabase } from './db/openDatabase';
import { acquireStartupLock } from './db/startupLock';
import { releaseBuiltRemotes, type BuiltRemoteRelease } from './remotes/releaseBuiltRemotes';

export interface StartedServer {
  app: FastifyInstance;
  database: OpenedDatabase;
  /** The demo app exists (seeded now or earlier), so its accounts can be printed. */
  demoAvailable: boolean;
  released: BuiltRemoteRelease[];
  /** Closes the server, then the database (which releases the data-dir lock). */
  close(): Promise<void>;
  /**
   * The stop of a rolling restart: GET /healthz answers 503 at once, so the proxy takes this process out of
   * rotation, while every request (in flight or arriving) is still served for `drainMs` (SHUTDOWN_DRAIN_MS); then
   * close(), which waits for the requests in flight and closes realtime sockets with "reconnect now".
   */
  shutdown(options?: ShutdownOptions): Promise<void>;
}

export interface ShutdownOptions {
  /** How long the process keeps serving with its health check failed (default: the config's shutdownDrainMs). */
  drainMs?: number;
  /** Waits out the drain (tests hold it open and let it end when they are done). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Opens and migrates the database, refuses the development demo in production (or seeds it outside),
 * releases built remotes, builds and listens. Any number of processes may start at once on one Postgres: each
 * waits for the start-up lock, so one at a time migrates, seeds, releases and creates the data dir's secrets, and
 * the next finds all of it done (PGlite needs no such lock: one process owns its data dir).
 */
export async function startServer(config: ServerConfig, options: { logger: boolean }): Promise<StartedServer> {
  checkServerCanStart(config);
  const startupLock = config.databaseUrl ? await acquireStartupLock(config.databaseUrl) : null;
  let database: OpenedDatabase;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      unsafeSkipFsync: config.unsafeSkipFsync,
    });
  } catch (error) {
    await startupLock?.release();
    throw error;
  }
  let built: FastifyInstance | null = null;
  try {
    if (config.nodeEnv === 'production') await refuseDevelopmentDemo(database.db);
    const seededDemo = await seedDemoApp(database.db, config.nodeEnv);
    const released = await releaseBuiltRemotes({ db: database.db, dataDir: config.dataDir, repoRoot: config.repoRoot });
    const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
    const app = await buildApp({
      db: database.db,
      dataDir: config.dataDir,
      repoRoot: config.repoRoot,
      shellDistDir: config.shellDistDir,
      logger: options.logger && { level: config.logLevel },
      publicUrl: config.publicUrl,
      publicRemotesUrl: config.publicRemotesUrl,
      nodeEnv: config.nodeEnv,
      mailer,
      socialProviders: config.socialProviders,
      smtpUrl: config.smtpUrl,
      trustProxy: config.trustProxy,
      redisUrl: config.redisUrl,
      databaseUrl: config.databaseUrl,
      pageBuilderOrigins: config.pageBuilderOrigins,
      payments: config.payments,
      apple: config.apple,
      realtime: config.realtime,
      notifications: config.notifications,
      // The sandbox delivers its events again every second until the webhook takes them (a crash between the
      // two is retried), and renews due subscriptions every minute.
      paymentsClockMs: 1_000,
    });
    built = app;
    app.addHook('onClose', () => mailer.close());
    if (seededDemo) await seedDemoSchedule(app, database.db);
    // Still under the lock: what the app does once ready (the job queue's schema, its workers) is ready for the next.
    await app.ready();
    await startupLock?.release();
    await app.listen({ port: config.port, host: config.host });
    const demoAvailable = config.nodeEnv !== 'production' && (await findAppBySlug(database.db, DEMO_APP_SLUG)) !== null;
    const close = async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    };
    return {
      app,
      database,
      demoAvailable,
      released,
      close,
      async shutdown({ drainMs = config.shutdownDrainMs, wait = (ms) => delay(ms) }: ShutdownOptions = {}) {
        app.drain();
        if (drainMs > 0) await wait(drainMs);
        await close();
      },
    };
  } catch (error) {
    try {
      await startupLock?.release();
      await built?.close();
    } finally {
      await database.close();
    }
    throw error;
  }
}
