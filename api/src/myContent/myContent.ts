import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  activeStageId,
  sequenceProgressOf,
  type MyContent,
  type MyContentEvent,
  type MyContentProgram,
  type PageSummary,
  type UpcomingPage,
} from '@stride/shared';
import { descendantsOf, type IndexedPage } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppCaches } from '../cache/AppCaches';
import { activities, eventOccurrences, formSubmissions, products, type ProductRow } from '../db/schema';
import { loadMemberFacts } from '../members/memberData';
import type { MemberFacts } from '../members/memberFacts';
import { accessOf, isHidden, type MemberAccess } from '../catalogue/catalogueAccess';
import { eventOccurrenceOf, occurrencesOf } from '../catalogue/eventOccurrences';
import { ownedPacks, packOf } from '../catalogue/packOf';
import { pageSummary } from '../catalogue/pageSummary';
import { productSummary } from '../catalogue/productSummary';
import { programOf, stagesOf } from '../catalogue/programOf';
import { parentIn } from '../progress/pageSequence';

/** How many recent and upcoming pages My content shows. */
const RECENT_LIMIT = 10;
/** Page views read for it: enough that repeat views of a few pages still leave RECENT_LIMIT different ones. */
const RECENT_VIEWS_READ = 100;

/**
 * The member's latest page_viewed reports, newest first, as page ids: the page the report names, else the page at
 * its path (the shell reports the path at once and the id when the page was loaded by then).
 */
async function recentPageViews(db: AppDatabase, access: MemberAccess): Promise<{ pageId: string; at: Date }[]> {
  const { user } = access.member;
  const rows = await db
    .select({ data: activities.data, at: activities.createdAt })
    .from(activities)
    .where(
      and(eq(activities.userId, user.id), eq(activities.appId, user.appId), eq(activities.activityType, 'page_viewed')),
    )
    // A batch is stored at one server time: the client's times order the views inside it.
    .orderBy(desc(activities.createdAt), desc(activities.ts))
    .limit(RECENT_VIEWS_READ);
  return rows.flatMap(({ data, at }) => {
    const byId = typeof data.page_id === 'string' ? access.index.byId.get(data.page_id) : undefined;
    const page = byId ?? (typeof data.path === 'string' ? access.index.byPath.get(data.path) : undefined);
    return page ? [{ pageId: page.id, at }] : [];
  });
}

/** Summaries of the pages (by id, in the given order) that are published and that the member may know of. */
function visibleSummaries(access: MemberAccess, pageIds: readonly string[]): PageSummary[] {
  const seen = new Set<string>();
  return pageIds.flatMap((id) => {
    const page = access.index.byId.get(id);
    if (!page || seen.has(id) || isHidden(accessOf(access, id))) return [];
    seen.add(id);
    return [pageSummary(page)];
  });
}

/**
 * Drip pages still ahead of the member: under the pages they subscribed to, those locked IS_SCHEDULED by their
 * own node with a known date. Pages inside a locked week share its date and are not repeated.
 */
function upcomingPages(access: MemberAccess): UpcomingPage[] {
  const found = new Map<string, UpcomingPage>();
  for (const rootId of Object.keys(access.context.member.subscriptions)) {
    if (!access.index.byId.has(rootId)) continue;
    for (const page of descendantsOf(access.index, rootId)) {
      const result = accessOf(access, page.id);
      if (result.granted || result.reason !== 'IS_SCHEDULED' || result.node_id !== page.id) continue;
      if (result.available_after === null) continue;
      found.set(page.id, { ...pageSummary(page), available_after: result.available_after });
    }
  }
  return [...found.values()]
    .sort((a, b) => Date.parse(a.available_after) - Date.parse(b.available_after))
    .slice(0, RECENT_LIMIT);
}

/**
 * A followed program with the progress its page shows (`sequenceProgressOf` over its completable pages: those
 * marked complete, and those inside stages completed).
 */
function myProgram(
  access: MemberAccess,
  program: IndexedPage,
  completedStageIds: Record<string, boolean>,
  pageCompletions: Record<string, boolean>,
): MyContentProgram {
  const stages = stagesOf(access.index, program.id);
  // Its completable pages: its leaves, the sequence its page shows when it is a progress root.
  const items = descendantsOf(access.index, program.id)
    .filter((page) => !access.index.children.has(page.id))
    .map((page) => ({ page_id: page.id }));
  const { progress } = sequenceProgressOf(items, {
    pageCompletions,
    completedStageIds,
    parentOf: parentIn(access.index),
  });
  return {
    ...programOf(access.index, program),
    progress,
    active_stage_id: activeStageId(stages, completedStageIds),
  };
}

/** The products of the member's uncanceled purchases, newest purchase first, each once. */
async function purchasedProducts(db: AppDatabase, appId: string, facts: MemberFacts): Promise<ProductRow[]> {
  const newestFirst = [...facts.purchases].reverse().filter((purchase) => purchase.status !== 'canceled');
  const ids = [...new Set(newestFirst.map((purchase) => purchase.productId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.appId, appId), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The member's events still ahead (or under way), from the occurrences they joined. */
async function joinedEvents(db: AppDatabase, access: MemberAccess, facts: MemberFacts): Promise<MyContentEvent[]> {
  if (facts.eventOccurrenceIds.length === 0) return [];
  const rows = await occurrencesOf(
    db,
    access.member.user.appId,
    and(gt(eventOccurrences.endsAt, new Date()), inArray(eventOccurrences.id, facts.eventOccurrenceIds)),
  );
  return rows.flatMap((row): MyContentEvent[] => {
    const occurrence = eventOccurrenceOf(access.index, row);
    return occurrence ? [{ ...occurrence, is_subscribed: true }] : [];
  });
}

/**
 * GET /my-content (spec §3 "My content") for the signed-in member: from their facts (one query, usually
 * remembered), plus their products and events when they have any.
 */
export async function loadMyContent(db: AppDatabase, caches: AppCaches, access: MemberAccess): Promise<MyContent> {
  const facts = await loadMemberFacts(db, caches, access.member.user.id);
  const [bought, events, views, [submission]] = await Promise.all([
    purchasedProducts(db, access.member.user.appId, facts),
    joinedEvents(db, access, facts),
    recentPageViews(db, access),
    db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(
        and(eq(formSubmissions.appId, access.member.user.appId), eq(formSubmissions.userId, access.member.user.id)),
      )
      .limit(1),
  ]);
  // My content → Activity: pages viewed, completed or started, most recent first; each page once, at its latest.
  const recent = [
    ...views,
    ...facts.completions.map((row) => ({ pageId: row.pageId, at: row.at })),
    ...facts.pageSubscriptions.map((row) => ({ pageId: row.pageId, at: row.createdAt })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());

  const pageCompletions = Object.fromEntries(facts.completions.map((row) => [row.pageId, true]));
  return {
    purchased_products: bought.map(productSummary),
    programs: facts.programs.flatMap((row) => {
      const program = access.index.byId.get(row.programId);
      return program?.type === 'program' ? [myProgram(access, program, row.completedStageIds, pageCompletions)] : [];
    }),
    events,
    recentPages: visibleSummaries(
      access,
      recent.map((row) => row.pageId),
    ).slice(0, RECENT_LIMIT),
    packs: ownedPacks(access, facts).map(({ pack }) => packOf(access, pack)),
    pages: visibleSummaries(
      access,
      facts.pageSubscriptions.map((row) => row.pageId),
    ),
    // Nothing shares content with a member yet.
    shared_items: [],
    upcoming_pages: upcomingPages(access),
    bookmarked_items: visibleSummaries(access, facts.bookmarks.map((row) => row.pageId).reverse()),
    // Whether My content offers the member's Submissions.
    has_form_submissions: submission !== undefined,
  };
}
