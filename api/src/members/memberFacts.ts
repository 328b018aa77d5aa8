import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/AppDatabase';
import { appStoreLapsed } from './appStoreLapsed';
import {
  bookmarks,
  eventSubscriptions,
  pageCompletions,
  pages,
  pageSubscriptions,
  memberBlocks,
  programSubscriptions,
  purchases,
  subscriberPropertyDefinitions,
  subscriberPropertyValues,
  users,
  type PurchaseRow,
} from '../db/schema';

/**
 * Everything a member did that member reads depend on (login lists, My content, listings' progress), each list
 * in the order its readers show it. Read in one query and kept per member (see MemberDataCache).
 */
export interface MemberFacts {
  /** Oldest first. `type` is the page's, published or not. */
  completions: { pageId: string; type: string; at: Date }[];
  /** Newest first. */
  pageSubscriptions: { pageId: string; startedAt: Date | null; createdAt: Date }[];
  /** Oldest first. */
  bookmarks: { pageId: string; createdAt: Date }[];
  /** Newest first. */
  programs: {
    programId: string;
    completedStageIds: Record<string, boolean>;
    completedAt: Date | null;
    createdAt: Date;
  }[];
  eventOccurrenceIds: string[];
  /** Every purchase, oldest first. */
  purchases: { productId: string; status: PurchaseRow['status']; createdAt: Date }[];
  /** Members this member blocked, oldest first. */
  blockedUserIds: string[];
  /** Members who blocked this member, oldest first. */
  blockedByUserIds: string[];
  /** The member's subscriber property values, in the owner's order of the properties. */
  properties: { slug: string; value: string }[];
}

/** The rows of `select` as one JSON array (`[]` when none), in its order. */
function list<T>(select: SQL): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(row_to_json(list)), '[]'::json) from (${select}) list)`;
}

const date = (value: string): Date => new Date(value);
const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

// Timestamps arrive as ISO text inside JSON.
interface ProgramRow {
  program_id: string;
  completed_stage_ids: Record<string, boolean>;
  completed_at: string | null;
  created_at: string;
}

/**
 * The member's facts in one statement: seven queries before, and the embedded database answers one at a time
 * on the event loop (measured on the demo member: 2.97 ms for the seven, 0.85 ms for the one).
 */
export async function readMemberFacts(db: AppDatabase, userId: string): Promise<MemberFacts> {
  const [row] = await db
    .select({
      completions: list<{ page_id: string; type: string; at: string }>(sql`
        select ${pageCompletions.pageId} as page_id, ${pages.type} as type, ${pageCompletions.completedAt} as at
        from ${pageCompletions} join ${pages} on ${pages.id} = ${pageCompletions.pageId}
        where ${eq(pageCompletions.userId, userId)} order by ${pageCompletions.completedAt}`),
      page_subscriptions: list<{ page_id: string; started_at: string | null; created_at: string }>(sql`
        select ${pageSubscriptions.pageId} as page_id, ${pageSubscriptions.startedAt} as started_at,
          ${pageSubscriptions.createdAt} as created_at
        from ${pageSubscriptions} where ${eq(pageSubscriptions.userId, userId)} order by ${pageSubscriptions.createdAt} desc`),
      bookmarks: list<{ page_id: string; created_at: string }>(sql`
        select ${bookmarks.pageId} as page_id, ${bookmarks.createdAt} as created_at
        from ${bookmarks} where ${eq(bookmarks.userId, userId)} order by ${bookmarks.createdAt}`),
      programs: list<ProgramRow>(sql`
        select ${programSubscriptions.programId} as program_id,
          ${programSubscriptions.completedStageIds} as completed_stage_ids,
          ${programSubscriptions.completedAt} as completed_at, ${programSubscriptions.createdAt} as created_at
        from ${programSubscriptions} where ${eq(programSubscriptions.userId, userId)}
        order by ${programSubscriptions.createdAt} desc`),
      events: list<{ occurrence_id: string }>(sql`
        select ${eventSubscriptions.occurrenceId} as occurrence_id
        from ${eventSubscriptions} where ${eq(eventSubscriptions.userId, userId)}`),
      purchases: list<{ product_id: string; status: PurchaseRow['status']; created_at: string }>(sql`
        select ${purchases.productId} as product_id,
          case when ${appStoreLapsed(purchases.provider, purchases.currentPeriodEnd)} then 'canceled' else ${purchases.status} end as status,
          ${purchases.createdAt} as created_at
        from ${purchases} where ${eq(purchases.userId, userId)} order by ${purchases.createdAt}`),
      blocked: list<{ user_id: string }>(sql`
        select ${memberBlocks.blockedId} as user_id from ${memberBlocks}
        where ${eq(memberBlocks.blockerId, userId)} order by ${memberBlocks.createdAt}`),
      blocked_by: list<{ user_id: string }>(sql`
        select ${memberBlocks.blockerId} as user_id from ${memberBlocks}
        where ${eq(memberBlocks.blockedId, userId)} order by ${memberBlocks.createdAt}`),
      properties: list<{ slug: string; value: string }>(sql`
        select ${subscriberPropertyDefinitions.slug} as slug, ${subscriberPropertyValues.value} as value
        from ${subscriberPropertyValues}
        join ${subscriberPropertyDefinitions} on ${subscriberPropertyDefinitions.id} = ${subscriberPropertyValues.propertyId}
        where ${eq(subscriberPropertyValues.userId, userId)}
        order by ${subscriberPropertyDefinitions.position}, ${subscriberPropertyDefinitions.slug}`),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row)
    return {
      completions: [],
      pageSubscriptions: [],
      bookmarks: [],
      programs: [],
      eventOccurrenceIds: [],
      purchases: [],
      blockedUserIds: [],
      blockedByUserIds: [],
      properties: [],
    };
  const rows = row;
  return {
    completions: rows.completions.map((r) => ({ pageId: r.page_id, type: r.type, at: date(r.at) })),
    pageSubscriptions: rows.page_subscriptions.map((r) => ({
      pageId: r.page_id,
      startedAt: dateOrNull(r.started_at),
      createdAt: date(r.created_at),
    })),
    bookmarks: rows.bookmarks.map((r) => ({ pageId: r.page_id, createdAt: date(r.created_at) })),
    programs: rows.programs.map((r) => ({
      programId: r.program_id,
      completedStageIds: r.completed_stage_ids,
      completedAt: dateOrNull(r.completed_at),
      createdAt: date(r.created_at),
    })),
    eventOccurrenceIds: rows.events.map((r) => r.occurrence_id),
    purchases: rows.purchases.map((r) => ({
      productId: r.product_id,
      status: r.status,
      createdAt: date(r.created_at),
    })),
    blockedUserIds: rows.blocked.map((r) => r.user_id),
    blockedByUserIds: rows.blocked_by.map((r) => r.user_id),
    properties: rows.properties,
  };
}
