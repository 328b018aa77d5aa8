import type { MyContent } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../db/AppDatabase';
import { memberAccess } from '../catalogue/catalogueAccess';
import { loadMyContent } from './myContent';
import { myContentResponseSchema } from '../catalogue/catalogueResponseSchemas';

/** GET /my-content → MyContent (spec §3) of the signed-in member. */
export async function myContentRoutes(instance: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  scope.get(
    '',
    { config: { member: 'required' }, schema: { response: { 200: myContentResponseSchema } } },
    async (request): Promise<MyContent> => loadMyContent(db, request.server.caches, await memberAccess(db, request)),
  );
}
