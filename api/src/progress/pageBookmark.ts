import type { AppCaches } from '../cache/AppCaches';
import { and, eq } from 'drizzle-orm';
import type { BookmarkToggleResponse } from '@stride/shared';
import type { SignedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { bookmarks } from '../db/schema';
import { forgetMemberData } from '../members/memberData';
import type { ProgressPage } from './progressPage';

/**
 * Saves the page, or removes it when saved. Removing is the member's own data and always allowed;
 * `requireAccess` runs only before saving (a member cannot keep a page they cannot open).
 */
export async function togglePageBookmark(
  db: AppDatabase,
  caches: AppCaches,
  member: SignedInMember,
  { page }: ProgressPage,
  requireAccess: () => Promise<void>,
): Promise<BookmarkToggleResponse> {
  const { appId, id: userId } = member.user;
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.pageId, page.id)))
    .returning({ pageId: bookmarks.pageId });
  if (removed.length === 0) {
    await requireAccess();
    await db.insert(bookmarks).values({ appId, userId, pageId: page.id }).onConflictDoNothing();
  }
  forgetMemberData(caches, userId);
  return { is_bookmarked: removed.length === 0 };
}
