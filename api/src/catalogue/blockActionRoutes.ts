import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalisePagePath, type BlockAction, type BlockActionResponse } from '@stride/shared';
import { blockActionSchema } from '@stride/shared/schemas';
import { descendantsOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import type { StoredBlock } from '../db/jsonColumns';
import { overlays, pages } from '../db/schema';
import { AppError } from '../errors/AppError';
import { sequencePagesOf } from '../progress/pageSequence';
import { accessOf, isUuid, readerAccess, requireGranted } from './catalogueAccess';
import { pagesInTreeOrder } from './pageSummary';
import { blockActionResponseSchema } from './catalogueResponseSchemas';

/** Block ids are the owner's names or uuids: control characters (which jsonb refuses) name no block. */
function isBlockId(value: string): boolean {
  return value.length > 0 && ![...value].some((char) => char.charCodeAt(0) < 0x20);
}

/** The action of the block with `blockId` among `blocks`, or null when it has none. */
function actionOf(blocks: readonly StoredBlock[], blockId: string): BlockAction | null {
  const block = blocks.find((candidate) => candidate.id === blockId);
  const parsed = blockActionSchema.safeParse(block && 'action' in block ? block.action : null);
  return parsed.success ? parsed.data : null;
}

/**
 * open_next: the next page of the progress root's sequence after `page` (from the root or a week, its first
 * page); with no progress root above, the next sibling. Null at the end.
 */
export function nextPageAfter(index: AppPageIndex, page: IndexedPage): IndexedPage | null {
  const sequencePages = sequencePagesOf(index, page.id);
  if (sequencePages) {
    const { root } = sequencePages;
    const sequence = new Set(sequencePages.items.map((item) => item.id));
    const order = [root, ...descendantsOf(index, root.id)];
    return (
      order.slice(order.findIndex((item) => item.id === page.id) + 1).find((item) => sequence.has(item.id)) ?? null
    );
  }
  const parentKey = page.parentId !== null && index.byId.has(page.parentId) ? page.parentId : '';
  const siblings = index.children.get(parentKey) ?? [];
  return siblings[siblings.findIndex((sibling) => sibling.id === page.id) + 1] ?? null;
}

/** open_page: the target is a normalised page path (the content import resolves it), or a page id. */
function pageAt(index: AppPageIndex, target: string | null): IndexedPage | null {
  if (target === null) return null;
  return (
    index.byPath.get(normalisePagePath(target)) ??
    (isUuid(target) ? index.byId.get(target.toLowerCase()) : null) ??
    null
  );
}

/** Spec §7 GET /block_actions/{id}: a block's action resolved against the content, for the asker. */
export function blockActionRoutes(scope: ZodScope, db: AppDatabase): void {
  scope.get(
    '/block_actions/:blockId',
    {
      config: { member: 'optional' },
      schema: { response: { 200: blockActionResponseSchema }, params: z.object({ blockId: z.string() }) },
    },
    async (request): Promise<BlockActionResponse> => {
      const { blockId } = request.params;
      if (!isBlockId(blockId)) throw new AppError('block_not_found');
      const access = await readerAccess(db, request);
      const holding = sql`@> ${JSON.stringify([{ id: blockId }])}::jsonb`;
      const pageRows = await db
        .select({ id: pages.id, blocks: pages.blocks })
        .from(pages)
        .where(and(eq(pages.appId, request.app.id), eq(pages.published, true), sql`${pages.blocks} ${holding}`));
      // Two pages may use the same block name: the first in the app's tree order answers.
      const holders = new Map(pageRows.map((row) => [row.id, row.blocks]));
      const page = pagesInTreeOrder(access.index).find((candidate) => holders.has(candidate.id)) ?? null;

      let action: BlockAction | null;
      let target: IndexedPage | null = null;
      if (page) {
        // A gated page's blocks, and so their actions, reach only those the rules let in.
        requireGranted(accessOf(access, page.id));
        action = actionOf(holders.get(page.id)!, blockId);
        if (action?.type === 'open_next') target = nextPageAfter(access.index, page);
      } else {
        const [overlay] = await db
          .select({ blocks: overlays.blocks })
          .from(overlays)
          .where(and(eq(overlays.appId, request.app.id), sql`${overlays.blocks} ${holding}`))
          .limit(1);
        // Overlays are public; an open_next there has no page to follow.
        action = overlay ? actionOf(overlay.blocks, blockId) : null;
      }
      if (action === null) throw new AppError('block_not_found');
      if (action.type === 'open_page') target = pageAt(access.index, action.target);
      return {
        block_id: blockId,
        action,
        page: target && { id: target.id, path: target.path, title: target.title },
        access: target && accessOf(access, target.id),
      };
    },
  );
}
