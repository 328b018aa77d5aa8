import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  activeStageId,
  sequenceProgress,
  type MyContent,
  type MyContentEvent,
  type MyContentProgram,
  type PageSummary,
  type UpcomingPage,
} from '@stride/shared';
import { descendantsOf, type IndexedPage } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import {
  bookmarks,
  eventOccurrences,
  eventSubscriptions,
  pageCompletions,
  pageSubscriptions,
  products,
  programSubscriptions,
  purchases,
} from '../db/schema';
import { accessOf, isHidden, type MemberAccess } from '../catalogue/catalogueAccess';
import { eventOccurrenceOf, occurrencesOf } from '../catalogue/eventOccurrences';
import { ownedPacks, packOf } from '../catalogue/packOf';
import { pageSummary } from '../catalogue/pageSummary';
import { productSummary } from '../catalogue/productSummary';
import { programOf, stagesOf } from '../catalogue/programOf';

/** How many recent and upcoming pages My content shows. */
const RECENT_LIMIT = 10;

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

function myProgram(access: MemberAccess, program: IndexedPage, completed: Record<string, boolean>): MyContentProgram {
  const stages = stagesOf(access.index, program.id);
  return {
    ...programOf(access.index, program),
    progress: sequenceProgress(stages.map((stage) => ({ is_completed: completed[stage.id] === true }))),
    active_stage_id: activeStageId(stages, completed),
  };
}

/** GET /my-content (spec §3 "My content") for the signed-in member. */
export async function loadMyContent(db: AppDatabase, access: MemberAccess): Promise<MyContent> {
  const { appId, id: userId } = access.member.user;
  const [bought, programs, joined, completions, subscriptions, saved, packs] = await Promise.all([
    db
      .select({ product: products })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(and(eq(purchases.appId, appId), eq(purchases.userId, userId), ne(purchases.status, 'canceled')))
      .orderBy(desc(purchases.createdAt)),
    db
      .select()
      .from(programSubscriptions)
      .where(and(eq(programSubscriptions.appId, appId), eq(programSubscriptions.userId, userId)))
      .orderBy(desc(programSubscriptions.createdAt)),
    occurrencesOf(
      db,
      appId,
      and(
        gt(eventOccurrences.endsAt, new Date()),
        inArray(
          eventOccurrences.id,
          db
            .select({ id: eventSubscriptions.occurrenceId })
            .from(eventSubscriptions)
            .where(and(eq(eventSubscriptions.appId, appId), eq(eventSubscriptions.userId, userId))),
        ),
      ),
    ),
    db
      .select({ pageId: pageCompletions.pageId, at: pageCompletions.completedAt })
      .from(pageCompletions)
      .where(and(eq(pageCompletions.appId, appId), eq(pageCompletions.userId, userId))),
    db
      .select({ pageId: pageSubscriptions.pageId, at: pageSubscriptions.createdAt })
      .from(pageSubscriptions)
      .where(and(eq(pageSubscriptions.appId, appId), eq(pageSubscriptions.userId, userId)))
      .orderBy(desc(pageSubscriptions.createdAt)),
    db
      .select({ pageId: bookmarks.pageId })
      .from(bookmarks)
      .where(and(eq(bookmarks.appId, appId), eq(bookmarks.userId, userId)))
      .orderBy(desc(bookmarks.createdAt)),
    ownedPacks(db, access),
  ]);

  const recent = [...completions, ...subscriptions].sort((a, b) => b.at.getTime() - a.at.getTime());
  const events = joined.flatMap((row): MyContentEvent[] => {
    const occurrence = eventOccurrenceOf(access.index, row);
    return occurrence ? [{ ...occurrence, is_subscribed: true }] : [];
  });
  const purchased = new Map(bought.map(({ product }) => [product.id, product]));

  return {
    purchased_products: [...purchased.values()].map(productSummary),
    programs: programs.flatMap((row) => {
      const program = access.index.byId.get(row.programId);
      return program?.type === 'program' ? [myProgram(access, program, row.completedStageIds)] : [];
    }),
    events,
    recentPages: visibleSummaries(
      access,
      recent.map((row) => row.pageId),
    ).slice(0, RECENT_LIMIT),
    packs: packs.map(({ pack }) => packOf(access, pack)),
    pages: visibleSummaries(
      access,
      subscriptions.map((row) => row.pageId),
    ),
    // Nothing shares content with a member yet.
    shared_items: [],
    upcoming_pages: upcomingPages(access),
    bookmarked_items: visibleSummaries(
      access,
      saved.map((row) => row.pageId),
    ),
    // Form submissions have no table yet (the forms issue adds them): no member has any.
    has_form_submissions: false,
  };
}
