import { eq, getTableColumns } from 'drizzle-orm';
import { BLOCK_COLORS, type AccessChainNode, type BlockColor, type PageAccess } from '@stride/shared';
import { pageAccessSchema } from '@stride/shared/schemas';
import { readThrough } from '../cache/readThrough';
import { TtlCache } from '../cache/TtlCache';
import type { AppCaches } from '../cache/AppCaches';
import { invalidateCaches } from '../cache/invalidateCaches';
import type { AppDatabase } from '../db/AppDatabase';
import { pages, type PageRow } from '../db/schema';

/** What access evaluation, trees, sequences and listings need of a page: everything but its blocks. */
export type IndexedPage = Omit<PageRow, 'blocks' | 'translations' | 'access'> & {
  /** The page's own node with `parent` filled; inherit true when the page sets none. */
  access: PageAccess;
  /** Whether the owner wrote an access node for this page (null in the database). */
  hasOwnAccess: boolean;
};

/**
 * Every published page of one app whose ancestors are all published, by id and by path, with the tree
 * between them.
 */
export interface AppPageIndex {
  byId: ReadonlyMap<string, IndexedPage>;
  byPath: ReadonlyMap<string, IndexedPage>;
  /** Parent id → children in sibling order (position, then title). Roots under the key ''. */
  children: ReadonlyMap<string, readonly IndexedPage[]>;
}

/** Guards against a parent cycle written straight into the database. */
const MAX_DEPTH = 64;

/**
 * Pages change only through a content import (a new app) in this version, so an app's index is kept for a
 * minute like public page JSON: evaluating a gated page costs no page query. forgetAppPages drops it at once,
 * in every API process.
 */
const PAGE_INDEX_TTL_MS = 60_000;

export interface PageIndexCache {
  indexes: TtlCache<AppPageIndex>;
  /** Reads under way, by app id: concurrent misses share one. */
  loading: Map<string, Promise<AppPageIndex>>;
}

export function createPageIndexCache(): PageIndexCache {
  return { indexes: new TtlCache<AppPageIndex>(PAGE_INDEX_TTL_MS, 1_000), loading: new Map() };
}

/**
 * Call after any committed write to the app's pages (their access too): forgets its index, and what was built
 * from it, here and in every other API process.
 */
export function forgetAppPages(caches: AppCaches, appId: string): void {
  invalidateCaches(caches, { kind: 'app_pages', appId });
}

/** Whether `index` is still the app's index in memory: neither expired nor forgotten since it was read. */
export function isCurrentIndex(caches: AppCaches, appId: string, index: AppPageIndex): boolean {
  return caches.pageIndex.indexes.get(appId) === index;
}

function toIndexed(row: Omit<PageRow, 'blocks' | 'translations'>): IndexedPage {
  return {
    ...row,
    access: pageAccessSchema.parse({ ...(row.access ?? { inherit: true }), parent: row.parentId }),
    hasOwnAccess: row.access !== null,
  };
}

/**
 * Whether the page and every ancestor are published. Unpublishing a page hides its whole subtree: a child
 * that inherits a paid parent's gate must not become an open page of its own when the parent is hidden.
 */
function isReachable(rowsById: ReadonlyMap<string, { parentId: string | null; published: boolean }>, id: string) {
  let current = rowsById.get(id);
  for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    if (!current.published) return false;
    if (current.parentId === null) return true;
    current = rowsById.get(current.parentId);
  }
  return false;
}

async function readIndex(db: AppDatabase, appId: string): Promise<AppPageIndex> {
  const { blocks: _blocks, translations: _translations, ...columns } = getTableColumns(pages);
  const rows = await db.select(columns).from(pages).where(eq(pages.appId, appId));
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const byId = new Map<string, IndexedPage>();
  const byPath = new Map<string, IndexedPage>();
  const children = new Map<string, IndexedPage[]>();
  for (const row of rows) {
    if (!isReachable(rowsById, row.id)) continue;
    const page = toIndexed(row);
    byId.set(page.id, page);
    byPath.set(page.path, page);
  }
  for (const page of byId.values()) {
    const key = page.parentId ?? '';
    const list = children.get(key) ?? [];
    list.push(page);
    children.set(key, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
  return { byId, byPath, children };
}

/** The app's page index, from memory when fresh; concurrent misses share one read. */
export function loadAppPages(db: AppDatabase, caches: AppCaches, appId: string): Promise<AppPageIndex> {
  const { indexes, loading } = caches.pageIndex;
  return readThrough(indexes, loading, appId, () => readIndex(db, appId));
}

/** The page and its ancestors, nearest first (the engine's chain). */
export function ancestorsOf(index: AppPageIndex, pageId: string): IndexedPage[] {
  const chain: IndexedPage[] = [];
  let current = index.byId.get(pageId);
  while (current && chain.length < MAX_DEPTH) {
    chain.push(current);
    current = current.parentId ? index.byId.get(current.parentId) : undefined;
  }
  return chain;
}

export function accessChain(index: AppPageIndex, pageId: string): AccessChainNode[] {
  return ancestorsOf(index, pageId).map((page) => ({ page_id: page.id, access: page.access }));
}

/** The top of the page's tree. */
export function rootOf(index: AppPageIndex, pageId: string): IndexedPage | undefined {
  return ancestorsOf(index, pageId).at(-1);
}

/** The nearest progress root at or above the page (its contentRootId), or undefined. */
export function progressRootOf(index: AppPageIndex, pageId: string): IndexedPage | undefined {
  return ancestorsOf(index, pageId).find((page) => page.access.is_progress_root);
}

/** Every page under `pageId` (not itself), depth first in sibling order. */
export function descendantsOf(index: AppPageIndex, pageId: string): IndexedPage[] {
  const result: IndexedPage[] = [];
  const walk = (id: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const child of index.children.get(id) ?? []) {
      result.push(child);
      walk(child.id, depth + 1);
    }
  };
  walk(pageId, 0);
  return result;
}

export function backgroundColorOf(value: string | null): BlockColor | null {
  return value !== null && (BLOCK_COLORS as readonly string[]).includes(value) ? (value as BlockColor) : null;
}
