import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';

/** Programs, packs, events, content listings, my content, purchases, block actions and overlays (spec §7). */
export async function catalogueRoutes(_scope: FastifyInstance, _options: { db: AppDatabase }): Promise<void> {}
