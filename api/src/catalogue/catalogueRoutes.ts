import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../db/AppDatabase';
import { blockActionRoutes } from './blockActionRoutes';
import { contentListRoutes } from './contentListRoutes';
import { eventRoutes } from './eventRoutes';
import { packRoutes } from './packRoutes';
import { programRoutes } from './programRoutes';

/**
 * Programs, packs, events, content listings and block actions (spec §7).
 * Tenant-scoped: every query is filtered by request.app, and every access decision is the shared engine's.
 */
export async function catalogueRoutes(scope: FastifyInstance, { db }: { db: AppDatabase }): Promise<void> {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  programRoutes(routes, db);
  packRoutes(routes, db);
  eventRoutes(routes, db);
  contentListRoutes(routes, db);
  blockActionRoutes(routes, db);
}
