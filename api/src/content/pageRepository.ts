import type { AppCaches } from '../cache/AppCaches';
import {
  normalisePagePath,
  type Locale,
  type Page,
  type PageAccess,
  type PageData,
  type PageTranslation,
} from '@stride/shared';
import { loadAppPages, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import type { RequestViewer } from '../access/requestAccess';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { loadPageContent, type PageContent } from './pageContent';
import { toPage } from './toPage';
import { GUEST, guestPageAccess, viewerPageAccess, type PageAccessDenial } from './viewerPageAccess';

/** A page that was found, with the app's page index it was decided against (its content is tied to it). */
interface Found {
  status: 'found';
  /** A guest gets the same answer, so it may be cached, shared and inlined into HTML. */
  isPublic: boolean;
  index: AppPageIndex;
}

export type PageLookup = (Found & { data: PageData; content: PageContent }) | PageDenied | { status: 'not_found' };

export interface PageDenied {
  status: 'denied';
  /** The page without its blocks or actions. */
  page: Page;
  /** The node that denied: the ancestor the page inherits from, or the page's own for an app-level denial. */
  access: PageAccess;
  result: PageAccessDenial;
}

export type TranslationLookup = (Found & { translation: PageTranslation }) | PageDenied | { status: 'not_found' };

/**
 * Every denial that carries the page goes through here. Its actions are content like its blocks (a
 * generic_button's URL may be the paid page's meeting link), so a denied page has none.
 */
function denied(index: AppPageIndex, page: IndexedPage, result: PageAccessDenial): PageDenied {
  const node = result.node_id === null ? undefined : index.byId.get(result.node_id);
  return { status: 'denied', page: { ...toPage(index, page), actions: [] }, access: (node ?? page).access, result };
}

/**
 * A published page of one app by path, decided by the access engine for `who` (a guest by default): its
 * blocks only when access is granted. A page a guest may read is the same for everyone (the engine never
 * shows a member less than a guest), so the member's own data is read only when a guest would be denied.
 */
export async function loadPageByPath(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  rawPath: string,
  who: RequestViewer = GUEST,
): Promise<PageLookup> {
  const index = await loadAppPages(db, caches, app.id);
  const page = index.byPath.get(normalisePagePath(rawPath));
  if (!page) return { status: 'not_found' };
  const now = new Date();
  const guest = guestPageAccess(app, index, page.id, now);
  const result =
    guest.granted || who.viewer === null ? guest : await viewerPageAccess(db, caches, app, index, page.id, who, now);
  if (!result.granted) return denied(index, page, result);
  const content = await loadPageContent(db, caches, index, page);
  return { status: 'found', data: content.data, content, isPublic: guest.granted, index };
}

/** The page's strings in `locale`, under the same access rules as the page: a denied page's strings never leave. */
export async function loadPageTranslation(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  rawPath: string,
  locale: Locale,
  who: RequestViewer = GUEST,
): Promise<TranslationLookup> {
  const lookup = await loadPageByPath(db, caches, app, rawPath, who);
  if (lookup.status !== 'found') return lookup;
  const stored = lookup.content.translations[locale];
  if (!stored) return { status: 'not_found' };
  return {
    status: 'found',
    translation: {
      locale,
      path: lookup.data.page.path,
      title: stored.title ?? null,
      blocks: stored.blocks ?? {},
      attributes: stored.attributes ?? {},
    },
    isPublic: lookup.isPublic,
    index: lookup.index,
  };
}
