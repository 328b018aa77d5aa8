import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OverlayResponse } from '@stride/shared';
import { loadAppPages } from '../access/appPageIndex';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveBlocks } from '../content/resolveBlocks';
import type { AppDatabase } from '../db/AppDatabase';
import { overlays } from '../db/schema';
import { AppError } from '../errors/AppError';
import { isUuid } from '../catalogue/catalogueAccess';
import { overlayResponseSchema } from '../catalogue/catalogueResponseSchemas';

/** GET /overlays/{id} → {overlay}: content shown over a page (an offer, a purchase overlay); public, like marketing. */
export async function overlayRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const { caches } = instance;
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  scope.get(
    '/:id',
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
      const index = await loadAppPages(db, caches, request.app.id);
      return { overlay: { id: row.id, title: row.title, blocks: resolveBlocks(index, null, row.blocks) } };
    },
  );
}
