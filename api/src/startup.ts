import type { FastifyInstance } from 'fastify';
import { buildApp } from './buildApp';
import { createMailer } from './email/createMailer';
import { checkServerCanStart, type ServerConfig } from './config/loadServerConfig';
import { refuseDevelopmentDemo } from './content/developmentDemo';
import { DEMO_APP_SLUG, seedDemoApp } from './content/seedDemoApp';
import { seedDemoSchedule } from './content/seedDemoSchedule';
import { findAppBySlug } from './tenancy/appRepository';
import { openDatabase, type OpenedDatabase } from './db/openDatabase';
import { releaseBuiltRemotes, type BuiltRemoteRelease } from './remotes/releaseBuiltRemotes';

export interface StartedServer {
  app: FastifyInstance;
  database: OpenedDatabase;
  /** The demo app exists (seeded now or earlier), so its accounts can be printed. */
  demoAvailable: boolean;
  released: BuiltRemoteRelease[];
  /** Closes the server, then the database (which releases the data-dir lock). */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, refuses the development demo in production (or seeds it outside),
 * releases built remotes, builds and listens.
 */
export async function startServer(config: ServerConfig, options: { logger: boolean }): Promise<StartedServer> {
  checkServerCanStart(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    unsafeSkipFsync: config.unsafeSkipFsync,
  });
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
      pageBuilderOrigins: config.pageBuilderOrigins,
      payments: config.payments,
      apple: config.apple,
      realtime: config.realtime,
      notifications: config.notifications,
      // The sandbox delivers its events again every second until the webhook takes them (a crash between the
      // two is retried), and renews due subscriptions every minute.
      paymentsClockMs: 1_000,
    });
    app.addHook('onClose', () => mailer.close());
    if (seededDemo) await seedDemoSchedule(app, database.db);
    await app.listen({ port: config.port, host: config.host });
    const demoAvailable = config.nodeEnv !== 'production' && (await findAppBySlug(database.db, DEMO_APP_SLUG)) !== null;
    return {
      app,
      database,
      demoAvailable,
      released,
      async close() {
        try {
          await app.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
