import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { apps, type AppRow } from '../db/schema';

export async function findAppBySlug(db: AppDatabase, slug: string): Promise<AppRow | null> {
  const [app] = await db.select().from(apps).where(eq(apps.slug, slug.toLowerCase())).limit(1);
  return app ?? null;
}

export async function findDefaultApp(db: AppDatabase): Promise<AppRow | null> {
  const [app] = await db.select().from(apps).where(eq(apps.isDefault, true)).limit(1);
  return app ?? null;
}

/** A named app, or the default app when no slug is given. */
export async function resolveApp(db: AppDatabase, slug: string | null): Promise<AppRow | null> {
  return slug ? findAppBySlug(db, slug) : findDefaultApp(db);
}
