import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/AppDatabase';

/** /pages/{id}/complete, /subscribers, /bookmarks/toggle, /path and /pages/tree (spec §7 Pages). */
export async function progressRoutes(_scope: FastifyInstance, _options: { db: AppDatabase }): Promise<void> {}
