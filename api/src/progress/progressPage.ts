import type { FastifyRequest } from 'fastify';
import { loadAppPages, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import type { RequestViewer } from '../access/requestAccess';
import { toUser } from '../auth/loginResponse';
import type { SignedInMember } from '../auth/registerMember';
import { viewerPageAccess } from '../content/viewerPageAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';

/** A published page of the request's app, with the index it was found in. */
export interface ProgressPage {
  index: AppPageIndex;
  page: IndexedPage;
}

/**
 * The page `id` names in this app: 404 page_not_found for an unknown, unpublished, malformed or other
 * app's id. Ids are looked up in the page index, never cast by Postgres, so no input can make this a 500.
 */
export async function findProgressPage(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'app' | 'server'>,
  id: string,
): Promise<ProgressPage> {
  const index = await loadAppPages(db, request.server.caches, request.app.id);
  const page = index.byId.get(id.toLowerCase());
  if (!page) throw new AppError('page_not_found');
  return { index, page };
}

/** The member as the access engine sees them (a 'required' route has already turned away unfinished sign-ups). */
export function memberViewer(member: SignedInMember): RequestViewer {
  return { member, viewer: toUser(member.user, member.activeProductIds) };
}

/** 403 access_denied (with the engine's reason) unless the member may open the page. */
export async function requirePageAccess(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'app' | 'server'>,
  { index, page }: ProgressPage,
  member: SignedInMember,
): Promise<void> {
  const result = await viewerPageAccess(db, request.server.caches, request.app, index, page.id, memberViewer(member));
  if (result.granted) return;
  throw new AppError('access_denied', undefined, {
    extra: { reason: result.reason, available_after: result.available_after, result },
  });
}
