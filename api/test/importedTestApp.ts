import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { call as callApi, sessionFor, type Session } from './authTestSupport';
import { createTestApp, type TestApp } from './testDatabase';
import { createMember } from '../src/auth/memberAccounts';
import { importContent } from '../src/content/importContent';
import { pages, users } from '../src/db/schema';

/** A member of an imported app, signed in: their calls carry their app's slug. */
export interface AppSession extends Session {
  app: string;
  userId: string;
}

export interface AppCallOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface ImportedTestApp extends TestApp {
  appId(slug: string): string;
  pageId(path: string, app?: string): Promise<string>;
  userId(email: string, app?: string): Promise<string>;
  signIn(email: string, app?: string): Promise<AppSession>;
  /** A new member of `app` (the main app by default), signed in: a test that counts or pages starts from none of its own. */
  newMember(email: string, name?: string, app?: string): Promise<AppSession>;
  /** A call as `as` makes it (X-App-Slug of their app); a guest of the main app without `as`. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    as: AppSession | null,
    options?: AppCallOptions,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The real app on a fresh database with these content files imported, the first being the main app (the default
 * of every lookup); every imported member has finished setup.
 */
export async function createImportedTestApp(
  contents: readonly [{ app: { slug: string } }, ...{ app: { slug: string } }[]],
): Promise<ImportedTestApp> {
  const testApp = await createTestApp();
  const { db } = testApp;
  const main = contents[0].app.slug;
  const appIds: Record<string, string> = {};
  for (const content of contents) appIds[content.app.slug] = (await importContent(db, content)).appId;
  // Imported members have no password: they count as unfinished sign-ups until they have one.
  await db
    .update(users)
    .set({ passwordHash: 'scrypt$not-checked-here' })
    .where(inArray(users.appId, Object.values(appIds)));
  const appId = (slug: string) => {
    const id = appIds[slug];
    if (!id) throw new Error(`No app ${slug}`);
    return id;
  };
  const userRow = async (email: string, app: string) => {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.appId, appId(app)), eq(users.email, email)));
    if (!user) throw new Error(`No member ${email} in ${app}`);
    return user;
  };
  return {
    ...testApp,
    appId,
    async pageId(path, app = main) {
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.appId, appId(app)), eq(pages.path, path)));
      if (!row) throw new Error(`No page ${path} in ${app}`);
      return row.id;
    },
    async userId(email, app = main) {
      return (await userRow(email, app)).id;
    },
    async signIn(email, app = main) {
      const user = await userRow(email, app);
      return { app, userId: user.id, ...(await sessionFor(db, user)) };
    },
    async newMember(email, name = 'New Member', app = main) {
      const user = await createMember(db, { appId: appId(app), email, name, passwordHash: 'scrypt$test' });
      if (!user) throw new Error(`${email} exists`);
      return { app, userId: user.id, ...(await sessionFor(db, user)) };
    },
    call(method, url, as, options = {}) {
      return callApi(testApp, method, url, {
        app: as?.app ?? main,
        session: as ?? undefined,
        body: options.body,
        query: options.query,
        headers: options.headers,
      });
    },
  };
}
