import type { AppCaches } from '../cache/AppCaches';
import { and, eq, isNull } from 'drizzle-orm';
import type { PageCompletionResponse } from '@stride/shared';
import { progressRootOf } from '../access/appPageIndex';
import type { SignedInMember } from '../auth/registerMember';
import { viewerPageAccess } from '../content/viewerPageAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { pageCompletions, pageSubscriptions, type AppRow } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import { memberViewer, type ProgressPage } from './progressPage';
import { memberSequence } from './pageSequence';

async function completionResponse(
  db: AppDatabase,
  userId: string,
  { index, page }: ProgressPage,
): Promise<PageCompletionResponse> {
  const { sequence, progress } = await memberSequence(db, userId, index, page.id);
  return {
    page_id: page.id,
    root_progress: sequence === null ? null : { page_id: sequence.homePage.page_id, progress },
  };
}

/**
 * Marks the page completed. Under a progress root, the member is subscribed to the root too (spec §4: "the
 * root subscribed when root_progress comes back"), starting now; a subscription without a start (one the
 * owner granted) starts now as well, so the root's drip counts from the first completion. Only a root the
 * member may open, as when they subscribe themselves: a subscription is what lets them into a private root,
 * so completing an open page under it must not hand them one.
 */
export async function completePage(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  member: SignedInMember,
  target: ProgressPage,
): Promise<PageCompletionResponse> {
  const { appId, id: userId } = member.user;
  await db.insert(pageCompletions).values({ appId, userId, pageId: target.page.id }).onConflictDoNothing();
  const root = progressRootOf(target.index, target.page.id);
  if (root && (await viewerPageAccess(db, caches, app, target.index, root.id, memberViewer(member))).granted) {
    const now = new Date();
    const rootId = root.id;
    await db.insert(pageSubscriptions).values({ appId, userId, pageId: rootId, startedAt: now }).onConflictDoNothing();
    await db
      .update(pageSubscriptions)
      .set({ startedAt: now })
      .where(
        and(
          eq(pageSubscriptions.userId, userId),
          eq(pageSubscriptions.pageId, rootId),
          isNull(pageSubscriptions.startedAt),
        ),
      );
  }
  forgetMemberData(caches, userId);
  return completionResponse(db, userId, target);
}

/** Marks the page not completed; the member's subscription to its root stays. */
export async function uncompletePage(
  db: AppDatabase,
  caches: AppCaches,
  member: SignedInMember,
  target: ProgressPage,
): Promise<PageCompletionResponse> {
  const userId = member.user.id;
  await db
    .delete(pageCompletions)
    .where(and(eq(pageCompletions.userId, userId), eq(pageCompletions.pageId, target.page.id)));
  forgetMemberData(caches, userId);
  return completionResponse(db, userId, target);
}

/** Whether the member completed the page; always false for a guest (spec §6). */
export async function isPageCompleted(db: AppDatabase, userId: string | null, pageId: string): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ pageId: pageCompletions.pageId })
    .from(pageCompletions)
    .where(and(eq(pageCompletions.userId, userId), eq(pageCompletions.pageId, pageId)))
    .limit(1);
  return row !== undefined;
}
