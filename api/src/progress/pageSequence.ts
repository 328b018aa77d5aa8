import { and, eq, inArray } from 'drizzle-orm';
import {
  sequenceProgress,
  sequenceProgressOf,
  type PageSequence,
  type Progress,
  type ProgressFacts,
} from '@stride/shared';
import { descendantsOf, progressRootOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import type { AppDatabase } from '../db/AppDatabase';
import { pageCompletions, programSubscriptions } from '../db/schema';

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

/** A page's parent in the index: how progress finds a page inside a completed program stage. */
export function parentIn(index: AppPageIndex): (pageId: string) => string | null {
  return (pageId) => index.byId.get(pageId)?.parentId ?? null;
}

export function toSequence({ root, items }: SequencePages, facts: ProgressFacts): PageSequence {
  const marked = sequenceProgressOf(
    items.map((page) => ({ page_id: page.id, title: page.title, path: page.path })),
    facts,
  );
  return { homePage: { page_id: root.id, title: root.title, path: root.path }, items: marked.items };
}

/** The stages of `programId` the member completed (none for a guest, or when they do not follow it). */
async function completedStagesOf(
  db: AppDatabase,
  userId: string | null,
  programId: string,
): Promise<Record<string, boolean>> {
  if (userId === null) return {};
  const [row] = await db
    .select({ completedStageIds: programSubscriptions.completedStageIds })
    .from(programSubscriptions)
    .where(and(eq(programSubscriptions.userId, userId), eq(programSubscriptions.programId, programId)));
  return row?.completedStageIds ?? {};
}

/**
 * The member's sequence of the page (null when it is under no progress root) and its progress, as
 * `sequenceProgressOf` counts it: a page is done when marked complete or inside a program stage completed.
 */
export async function memberSequence(
  db: AppDatabase,
  userId: string | null,
  index: AppPageIndex,
  pageId: string,
): Promise<{ sequence: PageSequence | null; progress: Progress }> {
  const pages = sequencePagesOf(index, pageId);
  if (pages === null) return { sequence: null, progress: 0 };
  const [completed, completedStageIds] = await Promise.all([
    completedAmong(
      db,
      userId,
      pages.items.map((page) => page.id),
    ),
    completedStagesOf(db, userId, pages.root.id),
  ]);
  const sequence = toSequence(pages, {
    pageCompletions: Object.fromEntries([...completed].map((id) => [id, true])),
    completedStageIds,
    parentOf: parentIn(index),
  });
  return { sequence, progress: sequenceProgress(sequence.items) };
}
