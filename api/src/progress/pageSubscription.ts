import type { AppCaches } from '../cache/AppCaches';
import { and, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PageSubscribeResponse, PageSubscriberSummary, PageSubscribersResponse } from '@stride/shared';
import { descendantsOf } from '../access/appPageIndex';
import type { RequestViewer } from '../access/requestAccess';
import type { SignedInMember } from '../auth/registerMember';
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

const DAY_MS = 86_400_000;
/** The furthest ahead a start may be chosen: a year, and a day for leap years. */
const MAX_DAYS_AHEAD = 366;

/** POST /pages/{id}/subscribers, its date-time already parsed. */
export interface SubscribeInput {
  started_at?: Date | null;
  start_from_page_id?: string | null;
}

function startError(message: string): AppError {
  return new AppError('invalid_input', message, { field: 'started_at' });
}

/**
 * The start a member asks for, or 400 (spec §5 "Cannot schedule in the past"). Drip pages unlock counting
 * from the start, so a start in the past would open them at once. "Today" may begin up to a day ago in the
 * member's time zone, so the last 24 hours count as today; a start they already have never moves earlier
 * (asking for the same day keeps it).
 */
function checkedStart(requested: Date, existing: Date | null, now: Date): Date {
  if (requested.getTime() < now.getTime() - DAY_MS) throw startError('Cannot schedule in the past');
  if (requested.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) {
    throw startError(`started_at: Cannot schedule more than ${MAX_DAYS_AHEAD} days ahead`);
  }
  if (existing !== null && requested < existing) {
    // Picking the day they already started on ("today" at local midnight) keeps that start.
    if (existing.getTime() - requested.getTime() < DAY_MS) return existing;
    throw startError('started_at: Cannot move your start earlier than it is');
  }
  return requested;
}

/**
 * Subscribes the member to the page from `started_at` (default: now, or the start they already have, so
 * subscribing twice does not restart a drip). `start_from_page_id` starts part-way: the sequence pages
 * before it are marked completed (400 when it is not a page of the sequence).
 */
export async function subscribeToPage(
  db: AppDatabase,
  caches: AppCaches,
  member: SignedInMember,
  { index, page }: ProgressPage,
  request: SubscribeInput,
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
  const existing = (await subscriptionOf(db, userId, page.id))?.startedAt ?? null;
  const startedAt = request.started_at
    ? checkedStart(request.started_at, existing, new Date())
    : (existing ?? new Date());
  await db
    .insert(pageSubscriptions)
    .values({ appId, userId, pageId: page.id, startedAt })
    .onConflictDoUpdate({
      target: [pageSubscriptions.userId, pageSubscriptions.pageId],
      set: { startedAt },
      // The same rule in the write itself: a start that moved later since it was read is not moved back.
      setWhere: or(isNull(pageSubscriptions.startedAt), lte(pageSubscriptions.startedAt, startedAt)),
    });
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
  forgetMemberData(caches, userId);
  const { sequence, progress } = await memberSequence(db, userId, index, page.id);
  return { page_id: page.id, progress, sequence, started_at: startedAt.toISOString() };
}

/**
 * Ends the member's subscription (spec §4): their scheduled items for the sequence pages (and the page
 * itself, and the days of it they scheduled as a program) go, so do their completions of the sequence pages,
 * then the subscription (and, for a program page, their following of the program).
 */
export async function unsubscribeFromPage(
  db: AppDatabase,
  caches: AppCaches,
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
        or(
          and(eq(scheduledItems.itemType, 'Page'), inArray(scheduledItems.itemId, [...sequenceIds, page.id])),
          and(eq(scheduledItems.contextType, 'Program'), eq(scheduledItems.contextId, page.id)),
        ),
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
  // Starting a program page follows the program (subscribeToPage): leaving it stops following it too.
  if (page.type === 'program') {
    await db
      .delete(programSubscriptions)
      .where(and(eq(programSubscriptions.userId, userId), eq(programSubscriptions.programId, page.id)));
  }
  forgetMemberData(caches, userId);
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
 * The page's subscribers for a signed-in member (the route turns guests away). Who the subscribers are
 * (last_5) is part of the page: only a member the engine lets in sees them; the count and the sequence
 * (titles already in the access tree) are for every member, except on a private page (or a private app),
 * which a member it denies gets 403 for. A member may choose their start only on a progress root whose
 * pages drip from the start.
 */
export async function pageSubscribers(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  who: RequestViewer,
  { index, page }: ProgressPage,
): Promise<PageSubscribersResponse> {
  const userId = who.member?.user.id ?? null;
  const [access, [total], { sequence, progress }, subscription] = await Promise.all([
    viewerPageAccess(db, caches, app, index, page.id, who),
    db.select({ value: count() }).from(pageSubscriptions).where(eq(pageSubscriptions.pageId, page.id)),
    memberSequence(db, userId, index, page.id),
    userId === null ? undefined : subscriptionOf(db, userId, page.id),
  ]);
  // A private page (or a page of a private app) exists only for those who may see it: no title, no count.
  if (!access.granted && access.reason === 'IS_PRIVATE')
    throw new AppError('access_denied', undefined, {
      extra: { reason: access.reason, available_after: access.available_after, result: access },
    });
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
