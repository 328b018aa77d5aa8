import { and, eq, inArray } from 'drizzle-orm';
import type { MemberData } from '@stride/shared';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import {
  bookmarks,
  eventSubscriptions,
  pageCompletions,
  pages,
  pageSubscriptions,
  products,
  programSubscriptions,
  purchases,
} from '../db/schema';

/** Purchases that give access: active ones, and past-due ones still in their grace period. */
const LIVE_PURCHASE_STATUSES = ['active', 'past_due'] as const;

/** The user's activeProductIds (spec §3): products with a live purchase, each once. */
export async function activeProductIdsOf(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, [...LIVE_PURCHASE_STATUSES])));
  return rows.map((row) => row.productId).sort();
}

/** Pack pages whose products the member owns: owning a pack's product is subscribing to it. */
async function packSubscriptionsOf(
  db: AppDatabase,
  appId: string,
  userId: string,
): Promise<MemberData['pack_subscriptions']> {
  const owned = await db
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, [...LIVE_PURCHASE_STATUSES])));
  if (owned.length === 0) return [];
  const ownedIds = new Set(owned.map((row) => row.productId));
  const packs = await db
    .select({ id: pages.id, access: pages.access })
    .from(pages)
    .where(and(eq(pages.appId, appId), eq(pages.type, 'pack'), eq(pages.published, true)));
  return packs
    .filter((pack) => pack.access?.products?.some((product) => ownedIds.has(product.id)))
    .map((pack) => ({ pack_id: pack.id }));
}

/**
 * Member lists read recently, by user id: verify runs on every page load, and the lists take seven queries.
 * Every write to a member's lists through this app instance forgets them at once (forgetMemberData); another API
 * instance's write is seen within the TTL.
 */
const MEMBER_DATA_TTL_MS = 5_000;

export interface MemberDataCache {
  lists: TtlCache<MemberData>;
  /** Bumped by every forget, so a read that started before a write cannot cache what it read. */
  generation: number;
}

export function createMemberDataCache(): MemberDataCache {
  return { lists: new TtlCache<MemberData>(MEMBER_DATA_TTL_MS, 10_000), generation: 0 };
}

/** Call after any write to the member's completions, subscriptions, bookmarks, programs, events or purchases. */
export function forgetMemberData(caches: AppCaches, userId: string): void {
  caches.memberData.generation += 1;
  caches.memberData.lists.delete(userId);
}

/** The member's lists of the login response (spec §3). */
export async function loadMemberData(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  userId: string,
): Promise<MemberData> {
  const { memberData } = caches;
  const cached = memberData.lists.get(userId);
  if (cached) return cached;
  const startedAt = memberData.generation;
  const data = await readMemberData(db, appId, userId);
  if (startedAt === memberData.generation) memberData.lists.set(userId, data);
  return data;
}

async function readMemberData(db: AppDatabase, appId: string, userId: string): Promise<MemberData> {
  const [completions, subscriptions, saved, programs, eventSubs, pastDue, packs] = await Promise.all([
    db
      .select({ pageId: pageCompletions.pageId, type: pages.type })
      .from(pageCompletions)
      .innerJoin(pages, eq(pages.id, pageCompletions.pageId))
      .where(eq(pageCompletions.userId, userId)),
    db
      .select({ pageId: pageSubscriptions.pageId, startedAt: pageSubscriptions.startedAt })
      .from(pageSubscriptions)
      .where(eq(pageSubscriptions.userId, userId)),
    db
      .select({ pageId: bookmarks.pageId })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(bookmarks.createdAt),
    db
      .select({ programId: programSubscriptions.programId, completed: programSubscriptions.completedStageIds })
      .from(programSubscriptions)
      .where(eq(programSubscriptions.userId, userId)),
    db
      .select({ occurrenceId: eventSubscriptions.occurrenceId })
      .from(eventSubscriptions)
      .where(eq(eventSubscriptions.userId, userId)),
    db
      .select({ productId: purchases.productId })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(and(eq(purchases.userId, userId), eq(purchases.status, 'past_due'))),
    packSubscriptionsOf(db, appId, userId),
  ]);
  const byUuid: Record<string, boolean> = {};
  const byContentType: Record<string, string[]> = {};
  for (const { pageId, type } of completions) {
    byUuid[pageId] = true;
    (byContentType[type] ??= []).push(pageId);
  }
  return {
    program_subscriptions: programs.map((row) => ({ program_id: row.programId, completed_stage_ids: row.completed })),
    event_subscriptions: eventSubs.map((row) => ({ event_occurrence_id: row.occurrenceId })),
    pack_subscriptions: packs,
    page_completions: { by_uuid: byUuid, by_content_type: byContentType },
    page_subscriptions: subscriptions.map((row) => ({
      page_id: row.pageId,
      started_at: row.startedAt?.toISOString() ?? null,
    })),
    bookmarked_pages: saved.map((row) => row.pageId),
    past_due_subscriptions: pastDue.map((row) => ({ product_id: row.productId })),
    // Subscriber properties, blocks and exercise swaps arrive with their features.
    subscriber_properties: [],
    blocked_user_ids: [],
    exercise_swaps: [],
  };
}
