import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  appLevelDenial,
  BLOCK_COLORS,
  type AccessViewer,
  normalisePagePath,
  type Block,
  type BlockColor,
  type CollectionItem,
  type Page,
  type PageAccess,
  type PageData,
  type PageDenialReason,
} from '@stride/shared';
import { pageAccessSchema } from '@stride/shared/schemas';
import type { AppDatabase } from '../db/AppDatabase';
import { appAccess } from '../globalConfig/buildGlobalConfig';
import { pages, type AppRow, type PageRow } from '../db/schema';
import { isCollectionBlock, type StoredCollectionBlock, type StoredPageAccess } from '../db/jsonColumns';

export type PageLookup =
  /** isPublic: the same answer for everyone, so it may be cached and inlined into HTML. */
  | { status: 'found'; data: PageData; isPublic: boolean }
  | { status: 'denied'; page: Page; access: PageAccess; reason: PageDenialReason }
  | { status: 'not_found' };

/** Guards against a parent cycle written straight into the database. */
const MAX_DEPTH = 64;

async function findPublished(db: AppDatabase, appId: string, path: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.appId, appId), eq(pages.path, path), eq(pages.published, true)))
    .limit(1);
  return row ?? null;
}

/** The page and its ancestors, nearest first. */
async function loadChain(db: AppDatabase, page: PageRow): Promise<PageRow[]> {
  const chain = [page];
  let current = page;
  while (current.parentId && chain.length < MAX_DEPTH) {
    const [parent] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.appId, page.appId), eq(pages.id, current.parentId)))
      .limit(1);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

function accessNode(stored: StoredPageAccess | null, parentId: string | null): PageAccess {
  return pageAccessSchema.parse({ ...(stored ?? { inherit: true }), parent: parentId });
}

/** Spec §4: a node inherits from its parent unless inherit is false; null when every node inherits. */
function effectiveAccess(chain: PageRow[]): PageAccess | null {
  const owner = chain.find((row) => row.access !== null && row.access.inherit === false);
  return owner ? accessNode(owner.access, owner.parentId) : null;
}

/** Precedence of spec §4: private, then purchase, then scheduled, then authentication. */
function denialReason(access: PageAccess | null, app: AppRow, viewer: AccessViewer | null): PageDenialReason | null {
  if (access === null) return appLevelDenial(appAccess(app.access), viewer);
  if (access.is_private) return 'IS_PRIVATE';
  if (access.require_purchase) return 'PURCHASE_REQUIRED';
  if (access.is_scheduled) return 'IS_SCHEDULED';
  if (access.require_authentication) return 'AUTHENTICATION_REQUIRED';
  return null;
}

function toBackgroundColor(value: string | null): BlockColor | null {
  return value !== null && (BLOCK_COLORS as readonly string[]).includes(value) ? (value as BlockColor) : null;
}

function toPage(row: PageRow, chain: PageRow[]): Page {
  const root = chain[chain.length - 1] ?? row;
  const contentRoot = chain.find((node) => node.access?.is_progress_root === true) ?? root;
  return {
    id: row.id,
    rootId: root.id,
    contentRootId: contentRoot.id,
    path: row.path,
    title: row.title,
    type: row.type,
    actions: row.actions,
    access: accessNode(row.access, row.parentId),
    show_tabbar: row.showTabbar,
    show_view_switcher: row.showViewSwitcher,
    background_color: toBackgroundColor(row.backgroundColor),
  };
}

/** Only what a card shows: a child's blocks can be large and are not needed here. */
const itemColumns = {
  page_id: pages.id,
  path: pages.path,
  title: pages.title,
  type: pages.type,
  image_url: pages.imageUrl,
  description: pages.description,
};

/** The cards of a collection block: its listed paths in their order, or the page's children. */
async function collectionItems(
  db: AppDatabase,
  page: PageRow,
  block: StoredCollectionBlock,
): Promise<CollectionItem[]> {
  const published = and(eq(pages.appId, page.appId), eq(pages.published, true));
  if (block.paths && block.paths.length > 0) {
    const paths = block.paths.map(normalisePagePath);
    const rows = await db
      .select(itemColumns)
      .from(pages)
      .where(and(published, inArray(pages.path, paths)));
    const byPath = new Map(rows.map((row) => [row.path, row]));
    return paths.flatMap((path) => byPath.get(path) ?? []);
  }
  return db
    .select(itemColumns)
    .from(pages)
    .where(and(published, eq(pages.parentId, page.id)))
    .orderBy(asc(pages.position), asc(pages.title));
}

async function resolveBlocks(db: AppDatabase, page: PageRow): Promise<Block[]> {
  return Promise.all(
    page.blocks.map(async (block): Promise<Block> => {
      if (!isCollectionBlock(block)) return block;
      const { paths: _paths, ...rest } = block;
      return { ...rest, items: await collectionItems(db, page, block) };
    }),
  );
}

/**
 * A published page of one app by path, with its blocks only when access allows. The app-level rule looks
 * at the viewer (null: a guest); for now any gate on a page's own access node denies (the full rules
 * engine, which looks at the member's purchases and progress, comes with the content issue).
 */
export async function loadPageByPath(
  db: AppDatabase,
  app: AppRow,
  rawPath: string,
  viewer: AccessViewer | null = null,
): Promise<PageLookup> {
  const row = await findPublished(db, app.id, normalisePagePath(rawPath));
  if (!row) return { status: 'not_found' };
  const chain = await loadChain(db, row);
  const effective = effectiveAccess(chain);
  const page = toPage(row, chain);
  const reason = denialReason(effective, app, viewer);
  if (reason !== null) {
    return { status: 'denied', page, access: effective ?? page.access, reason };
  }
  return {
    status: 'found',
    // What a guest may see is the same for everyone; anything more depends on who asked.
    isPublic: viewer === null || denialReason(effective, app, null) === null,
    data: { page, blocks: await resolveBlocks(db, row), attributes: row.attributes },
  };
}
