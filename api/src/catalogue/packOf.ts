import type { Pack, PackSubscription } from '@stride/shared';
import type { IndexedPage } from '../access/appPageIndex';
import type { MemberFacts } from '../members/memberFacts';
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
 * The packs the member owns, each with the product that gives it and when it was bought (the earliest
 * uncanceled purchase of it). Owning is the session's activeProductIds, the same list the access engine reads.
 */
export function ownedPacks(
  access: MemberAccess,
  facts: MemberFacts,
): { pack: IndexedPage; subscription: PackSubscription }[] {
  const owned = new Set(access.member.activeProductIds);
  const boughtAt = new Map<string, Date>();
  // Oldest first: the first uncanceled purchase of a product is when it was bought.
  for (const purchase of facts.purchases) {
    if (owned.has(purchase.productId) && purchase.status !== 'canceled' && !boughtAt.has(purchase.productId))
      boughtAt.set(purchase.productId, purchase.createdAt);
  }
  if (boughtAt.size === 0) return [];
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
