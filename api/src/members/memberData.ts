import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberData } from '@stride/shared';
import { loadAppPages, type AppPageIndex } from '../access/appPageIndex';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import { pagesInTreeOrder } from '../catalogue/pageSummary';
import type { AppDatabase } from '../db/AppDatabase';
import { purchases, users } from '../db/schema';
import { exerciseSwapsOf } from '../workouts/exerciseSwaps';
import { appStoreLapsed } from './appStoreLapsed';
import { readMemberFacts, type MemberFacts } from './memberFacts';

/** Purchases that give access: active ones, and past-due ones still in their grace period. */
const LIVE_PURCHASE_STATUSES = ['active', 'past_due'] as const;

/**
 * The user's activeProductIds (spec §3), products with a live purchase, each once and sorted, as a column of
 * a query that has the user's id: a session lookup reads the member and their products in one statement.
 */
export function activeProductIdsColumn(userId: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`(select coalesce(json_agg(live.product_id order by live.product_id), '[]'::json)
    from (select distinct ${qualified(purchases.productId)} as product_id from ${purchases}
      where ${qualified(purchases.userId)} = ${qualified(userId)}
        and ${qualified(purchases.status)} in ${[...LIVE_PURCHASE_STATUSES]}
        and not ${appStoreLapsed(qualified(purchases.provider), qualified(purchases.currentPeriodEnd))}) live)`;
}

/**
 * `"table"."column"`. In a query on one table drizzle writes a column unqualified, and inside the subquery above
 * a bare "id" would be the purchase's own id, not the user's: every member read as owning nothing.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The user's activeProductIds (spec §3), on their own. */
export async function activeProductIdsOf(db: AppDatabase, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ ids: activeProductIdsColumn(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.ids ?? [];
}

/** Pack pages (of the app's published tree) whose products the member owns: owning one is subscribing to it. */
function packSubscriptionsOf(index: AppPageIndex, facts: MemberFacts): MemberData['pack_subscriptions'] {
  const owned = new Set(facts.purchases.filter(isLive).map((purchase) => purchase.productId));
  if (owned.size === 0) return [];
  return pagesInTreeOrder(index)
    .filter((page) => page.type === 'pack' && page.access.products.some((product) => owned.has(product.id)))
    .map((pack) => ({ pack_id: pack.id }));
}

function isLive(purchase: MemberFacts['purchases'][number]): boolean {
  return (LIVE_PURCHASE_STATUSES as readonly string[]).includes(purchase.status);
}

/**
 * Member facts read recently, by user id: verify, page JSON, listings and My content all read them on every
 * call. Every write to a member's facts forgets them at once (forgetMemberData), in this process and through
 * the cache peers in every other API process; the TTL bounds only a process cut off from its peers.
 */
const MEMBER_DATA_TTL_MS = 5_000;

export interface MemberDataCache {
  facts: TtlCache<MemberFacts>;
  /** Bumped by every forget, so a read that started before a write cannot cache what it read. */
  generation: number;
}

export function createMemberDataCache(): MemberDataCache {
  return { facts: new TtlCache<MemberFacts>(MEMBER_DATA_TTL_MS, 10_000), generation: 0 };
}

/**
 * Call after any write to the member's completions, subscriptions, bookmarks, programs, events, purchases, blocks
 * or properties, once it is committed: forgets them here and in every other process.
 */
export function forgetMemberData(caches: AppCaches, userId: string): void {
  invalidateCaches(caches, { kind: 'member_data', userId });
}

/** The member's facts (MemberFacts), from memory when read recently. */
export async function loadMemberFacts(db: AppDatabase, caches: AppCaches, userId: string): Promise<MemberFacts> {
  const { memberData } = caches;
  const cached = memberData.facts.get(userId);
  if (cached) return cached;
  const startedAt = memberData.generation;
  const facts = await readMemberFacts(db, userId);
  if (startedAt === memberData.generation) memberData.facts.set(userId, facts);
  return facts;
}

/** The member's lists of the login response (spec §3). */
export async function loadMemberData(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  userId: string,
): Promise<MemberData> {
  const [facts, index, exerciseSwaps] = await Promise.all([
    loadMemberFacts(db, caches, userId),
    loadAppPages(db, caches, appId),
    exerciseSwapsOf(db, caches, userId),
  ]);
  const byUuid: Record<string, boolean> = {};
  const byContentType: Record<string, string[]> = {};
  for (const { pageId, type } of facts.completions) {
    byUuid[pageId] = true;
    (byContentType[type] ??= []).push(pageId);
  }
  return {
    program_subscriptions: facts.programs.map((row) => ({
      program_id: row.programId,
      completed_stage_ids: row.completedStageIds,
    })),
    event_subscriptions: facts.eventOccurrenceIds.map((id) => ({ event_occurrence_id: id })),
    pack_subscriptions: packSubscriptionsOf(index, facts),
    page_completions: { by_uuid: byUuid, by_content_type: byContentType },
    page_subscriptions: facts.pageSubscriptions.map((row) => ({
      page_id: row.pageId,
      started_at: row.startedAt?.toISOString() ?? null,
    })),
    bookmarked_pages: facts.bookmarks.map((row) => row.pageId),
    past_due_subscriptions: facts.purchases
      .filter((purchase) => purchase.status === 'past_due')
      .map((purchase) => ({ product_id: purchase.productId })),
    subscriber_properties: facts.properties,
    blocked_user_ids: facts.blockedUserIds,
    blocked_by_user_ids: facts.blockedByUserIds,
    exercise_swaps: exerciseSwaps,
  };
}
