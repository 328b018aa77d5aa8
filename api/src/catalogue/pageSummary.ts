import type { PageSummary } from '@stride/shared';
import { descendantsOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';

/** A page as a card: no blocks, so it may be shown whatever the asker's access (the lock is drawn beside it). */
export function pageSummary(page: IndexedPage): PageSummary {
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    type: page.type,
    description: page.description,
    image_url: page.imageUrl,
    tags: page.tags,
    duration_minutes: page.durationMinutes,
  };
}

/** Every published page of the app in tree order: roots in sibling order, each followed by its subtree. */
export function pagesInTreeOrder(index: AppPageIndex): IndexedPage[] {
  return descendantsOf(index, '');
}
