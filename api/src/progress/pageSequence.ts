import { and, eq, inArray } from 'drizzle-orm';
import { sequenceProgress, type PageSequence, type Progress } from '@stride/shared';
import { descendantsOf, progressRootOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import { pageCompletions } from '../db/schema';

/** The sequence a page belongs to: that of its progress root (itself when it is one). */
export interface SequencePages {
  root: IndexedPage;
  /** The completable pages: the root's leaf descendants, depth first in sibling order. */
  items: IndexedPage[];
}

export function sequencePagesOf(index: AppPageIndex, pageId: string): SequencePages | null {
  const root = progressRootOf(index, pageId);
  if (!root) return null;
  const items = descendantsOf(index, root.id).filter((page) => !index.children.has(page.id));
  return { root, items };
}

/** Which of `pageIds` the member completed (none for a guest). */
export async function completedAmong(
  db: AppDatabase,
  userId: string | null,
  pageIds: readonly string[],
): Promise<Set<string>> {
  if (userId === null || pageIds.length === 0) return new Set();
  const rows = await db
    .select({ pageId: pageCompletions.pageId })
    .from(pageCompletions)
    .where(and(eq(pageCompletions.userId, userId), inArray(pageCompletions.pageId, [...pageIds])));
  return new Set(rows.map((row) => row.pageId));
}

export function toSequence({ root, items }: SequencePages, completed: ReadonlySet<string>): PageSequence {
  return {
    homePage: { page_id: root.id, title: root.title, path: root.path },
    items: items.map((page) => ({
      page_id: page.id,
      title: page.title,
      path: page.path,
      is_completed: completed.has(page.id),
    })),
  };
}

/** The member's sequence of the page (null when it is under no progress root) and its progress. */
export async function memberSequence(
  db: AppDatabase,
  userId: string | null,
  index: AppPageIndex,
  pageId: string,
): Promise<{ sequence: PageSequence | null; progress: Progress }> {
  const pages = sequencePagesOf(index, pageId);
  if (pages === null) return { sequence: null, progress: 0 };
  const completed = await completedAmong(
    db,
    userId,
    pages.items.map((page) => page.id),
  );
  const sequence = toSequence(pages, completed);
  return { sequence, progress: sequenceProgress(sequence.items) };
}
