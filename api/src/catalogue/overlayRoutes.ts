import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OverlayResponse } from '@stride/shared';
import { loadAppPages } from '../access/appPageIndex';
import type { ZodScope } from '../auth/AuthContext';
import { resolveBlocks } from '../content/resolveBlocks';
import type { AppDatabase } from '../db/AppDatabase';
import { overlays } from '../db/schema';
import { AppError } from '../errors/AppError';
import { isUuid } from './catalogueAccess';
import { overlayResponseSchema } from './catalogueResponseSchemas';

/** GET /overlays/{id} → {overlay}: content shown over a page (an offer, a purchase overlay); public, like marketing. */
export function overlayRoutes(scope: ZodScope, db: AppDatabase): void {
  scope.get(
    '/overlays/:id',
    { schema: { response: { 200: overlayResponseSchema }, params: z.object({ id: z.string() }) } },
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
      return { overlay: { id: row.id, title: row.title, blocks: resolveBlocks(index, null, row.blocks) } };
    },
  );
}
