import { and, eq } from 'drizzle-orm';
import type { Locale, PageData } from '@stride/shared';
import type { AppPageIndex, IndexedPage } from '../access/appPageIndex';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import type { AppDatabase } from '../db/AppDatabase';
import type { StoredPageTranslation } from '../db/jsonColumns';
import { pages } from '../db/schema';
import { resolveBlocks } from './resolveBlocks';
import { toPage } from './toPage';

/** A page as every viewer who may read it gets it, resolved once: blocks with their collection items. */
export interface PageContent {
  data: PageData;
  /** `data` serialised: a granted read sends it as it is. */
  json: string;
  translations: Readonly<Record<string, StoredPageTranslation>>;
}

export interface CachedContent {
  /** The index the content was resolved against: a newer index (forgetAppPages) makes it stale. */
  index: AppPageIndex;
  content: PageContent;
}

/**
 * Content does not depend on who reads it (access is decided per request, before it is used), so it is
 * kept for a minute like the page index: a gated page read by a hundred members costs one query a minute.
 */
const PAGE_CONTENT_TTL_MS = 60_000;

export interface PageContentCache {
  contents: TtlCache<CachedContent>;
  /** Reads under way, by app and page id: concurrent misses share one. */
  loading: Map<string, Promise<PageContent>>;
}

export function createPageContentCache(): PageContentCache {
  return { contents: new TtlCache<CachedContent>(PAGE_CONTENT_TTL_MS, 2_000), loading: new Map() };
}

async function readContent(db: AppDatabase, index: AppPageIndex, page: IndexedPage): Promise<PageContent> {
  const [row] = await db
    .select({ blocks: pages.blocks, attributes: pages.attributes, translations: pages.translations })
    .from(pages)
    .where(and(eq(pages.appId, page.appId), eq(pages.id, page.id)))
    .limit(1);
  // The index said the page exists; a row deleted since reads as a page without content until the index expires.
  const data: PageData = {
    page: toPage(index, page),
    blocks: resolveBlocks(index, page, row?.blocks ?? []),
    attributes: row?.attributes ?? {},
    translated_locales: Object.keys(row?.translations ?? {}) as Locale[],
  };
  return { data, json: JSON.stringify(data), translations: row?.translations ?? {} };
}

/** The page's content, from memory when fresh; concurrent misses share one read. */
export async function loadPageContent(
  db: AppDatabase,
  caches: AppCaches,
  index: AppPageIndex,
  page: IndexedPage,
): Promise<PageContent> {
  const { contents: cache, loading } = caches.pageContent;
  const key = `${page.appId}:${page.id}`;
  const cached = cache.get(key);
  if (cached && cached.index === index) return cached.content;
  const inFlight = loading.get(key);
  if (inFlight) return inFlight;
  const load = readContent(db, index, page)
    .then((content) => {
      cache.set(key, { index, content });
      return content;
    })
    .finally(() => loading.delete(key));
  loading.set(key, load);
  return load;
}
