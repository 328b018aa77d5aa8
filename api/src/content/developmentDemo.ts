import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { apps, users } from '../db/schema';
import { verifyPassword } from '../auth/passwordHash';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seedDemoApp';
import { ServerConfigError } from '../config/loadServerConfig';

export interface DemoApp {
  id: string;
  slug: string;
}

/**
 * The apps in which a published demo account (owner@demo.test, …) still signs in with the published demo
 * password: what `seedDemoApp` leaves in a data dir outside production. An account whose password was
 * changed is the operator's and does not count.
 */
export async function findDevelopmentDemoApps(db: AppDatabase): Promise<DemoApp[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const candidates = await db
    .select({ appId: users.appId, slug: apps.slug, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .where(inArray(sql`lower(${users.email})`, emails));
  const found = new Map<string, DemoApp>();
  for (const { appId, slug, passwordHash } of candidates) {
    if (found.has(appId) || passwordHash === null) continue;
    if (await verifyPassword(DEMO_PASSWORD, passwordHash)) found.set(appId, { id: appId, slug });
  }
  return [...found.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Deletes the demo apps and everything in them (members, sessions, pages, progress): the tables cascade. */
export async function removeDevelopmentDemo(db: AppDatabase): Promise<DemoApp[]> {
  const demoApps = await findDevelopmentDemoApps(db);
  if (demoApps.length > 0)
    await db.delete(apps).where(
      inArray(
        apps.id,
        demoApps.map((app) => app.id),
      ),
    );
  return demoApps;
}

/**
 * Production refuses a database holding the development demo: anyone could sign in as its account owner
 * with the password printed in the README, and the demo would be the default app. The server refuses
 * rather than deleting on its own: those apps may have gathered members or content the operator wants to
 * see first, and deleting data is the operator's decision (`npm run demo:remove`).
 */
export async function refuseDevelopmentDemo(db: AppDatabase): Promise<void> {
  const demoApps = await findDevelopmentDemoApps(db);
  if (demoApps.length === 0) return;
  const slugs = demoApps.map((app) => app.slug).join(', ');
  throw new ServerConfigError(
    `Refusing to start in production: this database holds the development demo (apps: ${slugs}), whose ` +
      `accounts ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} sign in with the published ` +
      `password "${DEMO_PASSWORD}". Stop here, then run \`npm run demo:remove\` with the same DATA_DIR ` +
      '(or DATABASE_URL) to delete those apps with everything in them, or start production on a fresh ' +
      'DATA_DIR or database.',
  );
}
