import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  PageSubscribeRequest,
  PageSubscribeResponse,
  PageSubscriberSummary,
  PageSubscribersResponse,
} from '@stride/shared';
import { descendantsOf } from '../access/appPageIndex';
import type { RequestViewer } from '../access/requestAccess';
import type { SignedInMember } from '../auth/requireMember';
import { viewerPageAccess } from '../content/viewerPageAccess';
import type { AppDatabase } from '../db/AppDatabase';
import {
  pageCompletions,
  pageSubscriptions,
  programSubscriptions,
  scheduledItems,
  users,
  type AppRow,
} from '../db/schema';
import { AppError } from '../errors/AppError';
import { forgetMemberData } from '../members/memberData';
import type { ProgressPage } from './progressPage';
import { memberSequence, sequencePagesOf } from './pageSequence';

async function subscriptionOf(
  db: AppDatabase,
  userId: string,
  pageId: string,
): Promise<{ startedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ startedAt: pageSubscriptions.startedAt })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.userId, userId), eq(pageSubscriptions.pageId, pageId)))
    .limit(1);
  return row;
}

/**
 * Subscribes the member to the page from `started_at` (default: now, or the start they already have, so
 * subscribing twice does not restart a drip). `start_from_page_id` starts part-way: the sequence pages
 * before it are marked completed (400 when it is not a page of the sequence).
 */
export async function subscribeToPage(
  db: AppDatabase,
  member: SignedInMember,
  { index, page }: ProgressPage,
  request: PageSubscribeRequest,
): Promise<PageSubscribeResponse> {
  const { appId, id: userId } = member.user;
  const sequencePages = sequencePagesOf(index, page.id);
  const startFrom = request.start_from_page_id?.toLowerCase() ?? null;
  const startIndex = startFrom === null ? -1 : (sequencePages?.items.findIndex((item) => item.id === startFrom) ?? -1);
  if (startFrom !== null && startIndex === -1) {
    throw new AppError('invalid_input', 'start_from_page_id: Must be a page of this sequence', {
      field: 'start_from_page_id',
    });
  }
  const existing = await subscriptionOf(db, userId, page.id);
  const startedAt = request.started_at ? new Date(request.started_at) : (existing?.startedAt ?? new Date());
  await db
    .insert(pageSubscriptions)
    .values({ appId, userId, pageId: page.id, startedAt })
    .onConflictDoUpdate({ target: [pageSubscriptions.userId, pageSubscriptions.pageId], set: { startedAt } });
  // Starting a program page is following the program: its stages show as the member's from now on.
  if (page.type === 'program') {
    await db.insert(programSubscriptions).values({ appId, userId, programId: page.id }).onConflictDoNothing();
  }
  const skipped = sequencePages?.items.slice(0, Math.max(startIndex, 0)) ?? [];
  if (skipped.length > 0) {
    await db
      .insert(pageCompletions)
      .values(skipped.map((item) => ({ appId, userId, pageId: item.id })))
      .onConflictDoNothing();
  }
  forgetMemberData(userId);
  const { sequence, progress } = await memberSequence(db, userId, index, page.id);
  return { page_id: page.id, progress, sequence, started_at: startedAt.toISOString() };
}

/**
 * Ends the member's subscription (spec §4): their scheduled items for the sequence pages (and the page
 * itself) go, so do their completions of the sequence pages, then the subscription.
 */
export async function unsubscribeFromPage(
  db: AppDatabase,
  member: SignedInMember,
  { index, page }: ProgressPage,
): Promise<PageSubscribeResponse> {
  const userId = member.user.id;
  const sequenceIds = sequencePagesOf(index, page.id)?.items.map((item) => item.id) ?? [];
  await db
    .delete(scheduledItems)
    .where(
      and(
        eq(scheduledItems.userId, userId),
        eq(scheduledItems.itemType, 'Page'),
        inArray(scheduledItems.itemId, [...sequenceIds, page.id]),
      ),
    );
  if (sequenceIds.length > 0) {
    await db
      .delete(pageCompletions)
      .where(and(eq(pageCompletions.userId, userId), inArray(pageCompletions.pageId, sequenceIds)));
  }
  await db
    .delete(pageSubscriptions)
    .where(and(eq(pageSubscriptions.userId, userId), eq(pageSubscriptions.pageId, page.id)));
  forgetMemberData(userId);
  const { sequence } = await memberSequence(db, userId, index, page.id);
  return { page_id: page.id, progress: 0, sequence, started_at: null };
}

const LAST_SUBSCRIBERS = 5;

async function lastSubscribers(db: AppDatabase, pageId: string): Promise<PageSubscriberSummary[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, avatarUrls: users.avatarUrls })
    .from(pageSubscriptions)
    .innerJoin(users, eq(users.id, pageSubscriptions.userId))
    .where(eq(pageSubscriptions.pageId, pageId))
    .orderBy(desc(pageSubscriptions.createdAt), desc(users.id))
    .limit(LAST_SUBSCRIBERS);
  return rows.map((row) => ({ id: row.id, name: row.name, avatar_urls: row.avatarUrls }));
}

/**
 * The page's subscribers for whoever asks. Who the subscribers are (last_5) is part of the page: only a
 * viewer the engine lets in sees them; the count and the sequence (titles already in the access tree) are
 * for everyone. A member may choose their start only on a progress root whose pages drip from the start.
 */
export async function pageSubscribers(
  db: AppDatabase,
  app: AppRow,
  who: RequestViewer,
  { index, page }: ProgressPage,
): Promise<PageSubscribersResponse> {
  const userId = who.member?.user.id ?? null;
  const [access, [total], { sequence, progress }, subscription] = await Promise.all([
    viewerPageAccess(db, app, index, page.id, who),
    db.select({ value: count() }).from(pageSubscriptions).where(eq(pageSubscriptions.pageId, page.id)),
    memberSequence(db, userId, index, page.id),
    userId === null ? undefined : subscriptionOf(db, userId, page.id),
  ]);
  const dripsFromStart = descendantsOf(index, page.id).some(
    ({ access: node }) => node.is_scheduled && node.unlocks_at === null,
  );
  return {
    page_id: page.id,
    page_title: page.title,
    page_path: page.path,
    count: total?.value ?? 0,
    last_5: access.granted ? await lastSubscribers(db, page.id) : [],
    can_schedule_start: userId !== null && access.granted && page.access.is_progress_root && dripsFromStart,
    sequence,
    progress,
    subscription: subscription ? { started_at: subscription.startedAt?.toISOString() ?? null } : null,
  };
}
