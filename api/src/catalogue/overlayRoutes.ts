import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalisePagePath, type Block, type OverlayResponse } from '@stride/shared';
import { loadAppPages, type AppPageIndex } from '../access/appPageIndex';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import { isCollectionBlock, type StoredBlock } from '../db/jsonColumns';
import { overlays } from '../db/schema';
import { AppError } from '../errors/AppError';
import { isUuid } from './catalogueAccess';

/** A stored block as the client draws it: a collection lists its pages (by path; an overlay has no children). */
function toBlock(index: AppPageIndex, block: StoredBlock): Block {
  if (!isCollectionBlock(block)) return block;
  const { paths = [], ...rest } = block;
  const items = paths.flatMap((path) => {
    const page = index.byPath.get(normalisePagePath(path));
    if (!page) return [];
    return [
      {
        page_id: page.id,
        path: page.path,
        title: page.title,
        type: page.type,
        image_url: page.imageUrl,
        description: page.description,
      },
    ];
  });
  return { ...rest, items };
}

/** GET /overlays/{id} → {overlay}: content shown over a page (an offer, a purchase overlay); public, like marketing. */
export function overlayRoutes(scope: ZodScope, db: AppDatabase): void {
  scope.get(
    '/overlays/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request): Promise<OverlayResponse> => {
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw new AppError('overlay_not_found');
      const [row] = await db
        .select()
        .from(overlays)
        .where(and(eq(overlays.id, id), eq(overlays.appId, request.app.id)))
        .limit(1);
      if (!row) throw new AppError('overlay_not_found');
      const index = await loadAppPages(db, request.app.id);
      return { overlay: { id: row.id, title: row.title, blocks: row.blocks.map((block) => toBlock(index, block)) } };
    },
  );
}
