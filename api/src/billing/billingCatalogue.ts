import { eq } from 'drizzle-orm';
import { readThrough } from '../cache/readThrough';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { coupons, products, type CouponRow, type ProductRow } from '../db/schema';

/** An app's products by id and coupons by code: what a price preview reads. */
export interface BillingCatalogue {
  products: ReadonlyMap<string, ProductRow>;
  coupons: ReadonlyMap<string, CouponRow>;
}

/**
 * A preview is asked for on every change of the order (a coupon typed, a bump ticked): read from memory it costs
 * no query (measured: 3 queries a preview held p99 at 373 ms at 100 connections on the embedded database). Kept a
 * minute, like the page index, and forgotten in every API process when a coupon is redeemed. The intent reads
 * the database: what the member pays never rests on a cached copy.
 */
const CATALOGUE_TTL_MS = 60_000;

export interface BillingCatalogueCache {
  catalogues: TtlCache<BillingCatalogue>;
  /** Reads under way, by app id: concurrent misses share one. */
  loading: Map<string, Promise<BillingCatalogue>>;
}

export function createBillingCatalogueCache(): BillingCatalogueCache {
  return { catalogues: new TtlCache<BillingCatalogue>(CATALOGUE_TTL_MS, 1_000), loading: new Map() };
}

/** Call after a committed write to the app's products or coupons: forgets them here and in every other process. */
export function forgetBillingCatalogue(caches: AppCaches, appId: string): void {
  invalidateCaches(caches, { kind: 'billing_catalogue', appId });
}

export async function readBillingCatalogue(db: AppDatabase, appId: string): Promise<BillingCatalogue> {
  const [productRows, couponRows] = await Promise.all([
    db.select().from(products).where(eq(products.appId, appId)),
    db.select().from(coupons).where(eq(coupons.appId, appId)),
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    coupons: new Map(couponRows.map((row) => [row.code, row])),
  };
}

export function loadBillingCatalogue(db: AppDatabase, caches: AppCaches, appId: string): Promise<BillingCatalogue> {
  const { catalogues, loading } = caches.billingCatalogue;
  return readThrough(catalogues, loading, appId, () => readBillingCatalogue(db, appId));
}
