import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Pack, PackSubscription } from '@stride/shared';
import type { IndexedPage } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import { purchases } from '../db/schema';
import { accessOf, isHidden, type CatalogueAccess, type MemberAccess } from './catalogueAccess';
import { pageSummary, pagesInTreeOrder } from './pageSummary';

/** The products that give a pack: those of its own access node (owning one is subscribing to the pack). */
export function packProductIds(pack: IndexedPage): string[] {
  return pack.access.products.map((product) => product.id);
}

/** A pack with its items (its child pages the asker may know of) and the products that give it. */
export function packOf(access: CatalogueAccess, pack: IndexedPage): Pack {
  const items = (access.index.children.get(pack.id) ?? []).filter((child) => !isHidden(accessOf(access, child.id)));
  return { ...pageSummary(pack), product_ids: packProductIds(pack), items: items.map(pageSummary) };
}

/**
 * The packs the member owns, each with the product that gives it and when it was bought (the earliest live
 * purchase of it). Owning is the session's activeProductIds, the same list the access engine reads.
 */
export async function ownedPacks(
  db: AppDatabase,
  access: MemberAccess,
): Promise<{ pack: IndexedPage; subscription: PackSubscription }[]> {
  const owned = access.member.activeProductIds;
  if (owned.length === 0) return [];
  const rows = await db
    .select({ productId: purchases.productId, createdAt: purchases.createdAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.appId, access.member.user.appId),
        eq(purchases.userId, access.member.user.id),
        inArray(purchases.productId, owned),
        ne(purchases.status, 'canceled'),
      ),
    )
    .orderBy(asc(purchases.createdAt));
  const boughtAt = new Map<string, Date>();
  for (const row of rows) if (!boughtAt.has(row.productId)) boughtAt.set(row.productId, row.createdAt);
  return pagesInTreeOrder(access.index).flatMap((pack) => {
    if (pack.type !== 'pack') return [];
    const productId = packProductIds(pack).find((id) => boughtAt.has(id));
    if (productId === undefined) return [];
    const subscription = {
      pack_id: pack.id,
      product_id: productId,
      created_at: boughtAt.get(productId)!.toISOString(),
    };
    return [{ pack, subscription }];
  });
}
