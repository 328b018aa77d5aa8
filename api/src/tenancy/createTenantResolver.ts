import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import { TtlCache } from '../cache/TtlCache';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { resolveApp } from './appRepository';

/** The app a slug names, or the default app for null; null when there is no such app. */
export type TenantResolver = (slug: string | null) => Promise<AppRow | null>;

/**
 * How long a resolved app is reused. A change of an app row is forgotten at once in every process
 * (forgetTenantApp); the time bounds only a process cut off from its peers.
 */
export const TENANT_CACHE_TTL_MS = 5_000;

/** Resolved apps by lower-case slug, '' for the default app. */
export type TenantCache = TtlCache<AppRow>;

export function createTenantCache(now: () => number = Date.now): TenantCache {
  return new TtlCache<AppRow>(TENANT_CACHE_TTL_MS, 1_000, now);
}

/**
 * Every API request and every page load names its app: one cache for both keeps the lookup off the
 * database. An unknown slug is not cached, so an app created a moment later is found at once. The app's
 * cache is `caches.tenants`, so a change of an app row forgets it with the app's other caches.
 */
export function createTenantResolver(db: AppDatabase, apps: TenantCache = createTenantCache()): TenantResolver {
  // Slugs match case-insensitively (findAppBySlug), so "Beta" and "beta" share one entry.
  return (slug) => apps.getOrLoad(slug?.toLowerCase() ?? '', () => resolveApp(db, slug));
}

/** Call after any write to an app's row (slug, default, access or other settings), once it is committed. */
export function forgetTenantApp(caches: AppCaches, appId: string): void {
  invalidateCaches(caches, { kind: 'app', appId });
}
