import { and, eq, isNull } from 'drizzle-orm';
import type { PageCompletionResponse } from '@stride/shared';
import type { SignedInMember } from '../auth/requireMember';
import type { AppDatabase } from '../db/AppDatabase';
import { pageCompletions, pageSubscriptions } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import type { ProgressPage } from './progressPage';
import { memberSequence, sequencePagesOf } from './pageSequence';

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
 * owner granted) starts now as well, so the root's drip counts from the first completion.
 */
export async function completePage(
  db: AppDatabase,
  member: SignedInMember,
  target: ProgressPage,
): Promise<PageCompletionResponse> {
  const { appId, id: userId } = member.user;
  await db.insert(pageCompletions).values({ appId, userId, pageId: target.page.id }).onConflictDoNothing();
  const sequence = sequencePagesOf(target.index, target.page.id);
  if (sequence !== null) {
    const now = new Date();
    const rootId = sequence.root.id;
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
  forgetMemberData(userId);
  return completionResponse(db, userId, target);
}

/** Marks the page not completed; the member's subscription to its root stays. */
export async function uncompletePage(
  db: AppDatabase,
  member: SignedInMember,
  target: ProgressPage,
): Promise<PageCompletionResponse> {
  const userId = member.user.id;
  await db
    .delete(pageCompletions)
    .where(and(eq(pageCompletions.userId, userId), eq(pageCompletions.pageId, target.page.id)));
  forgetMemberData(userId);
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
