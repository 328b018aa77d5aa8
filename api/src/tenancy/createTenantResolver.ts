import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { TtlCache } from '../cache/TtlCache';
import { resolveApp } from './appRepository';

/** The app a slug names, or the default app for null; null when there is no such app. */
export type TenantResolver = (slug: string | null) => Promise<AppRow | null>;

/** How long a resolved app is reused: settings an owner changes apply within this time. */
export const TENANT_CACHE_TTL_MS = 5_000;

/**
 * Every API request and every page load names its app: one cache for both keeps the lookup off the
 * database. An unknown slug is not cached, so an app created a moment later is found at once.
 */
export function createTenantResolver(db: AppDatabase, now: () => number = Date.now): TenantResolver {
  const apps = new TtlCache<AppRow>(TENANT_CACHE_TTL_MS, 1_000, now);
  // Slugs match case-insensitively (findAppBySlug), so "Beta" and "beta" share one entry.
  return (slug) => apps.getOrLoad(slug?.toLowerCase() ?? '', () => resolveApp(db, slug));
}
