import type { Page } from '@stride/shared';
import { backgroundColorOf, progressRootOf, rootOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';

/** The current page of spec §3, from the app's page index (no blocks needed). */
export function toPage(index: AppPageIndex, page: IndexedPage): Page {
  const root = rootOf(index, page.id) ?? page;
  return {
    id: page.id,
    rootId: root.id,
    contentRootId: (progressRootOf(index, page.id) ?? root).id,
    path: page.path,
    title: page.title,
    type: page.type,
    actions: page.actions,
    access: page.access,
    show_tabbar: page.showTabbar,
    show_view_switcher: page.showViewSwitcher,
    background_color: backgroundColorOf(page.backgroundColor),
    ...(page.formId ? { form_id: page.formId } : {}),
  };
}
