import type { FastifyRequest } from 'fastify';
import { evaluatePageAccess, type PageAccessContext, type PageAccessResult, type PageType } from '@stride/shared';
import { accessChain, loadAppPages, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import { accessContext, pageAccessFor, requestViewer, type RequestViewer } from '../access/requestAccess';
import { toUser } from '../auth/loginResponse';
import { signedInMember, type SignedInMember } from '../auth/registerMember';
import type { AppDatabase } from '../db/AppDatabase';
import { AppError } from '../errors/AppError';
import type { ErrorCode } from '../errors/errorCodes';

type CatalogueRequest = Pick<FastifyRequest, 'member' | 'app' | 'server'>;

/** Who asks, the engine's context for them and the app's published pages: what every catalogue answer needs. */
export interface CatalogueAccess {
  who: RequestViewer;
  context: PageAccessContext;
  index: AppPageIndex;
}

export interface MemberAccess extends CatalogueAccess {
  member: SignedInMember;
}

/** For reads guests may make too (`config.member: 'optional'`): a wrong or expired session reads as a guest. */
export async function readerAccess(db: AppDatabase, request: CatalogueRequest): Promise<CatalogueAccess> {
  return withContext(db, request, requestViewer(request));
}

/** For member-only calls (`config.member: 'required'`: 401 or 403 setup_required before the handler). */
export async function memberAccess(db: AppDatabase, request: CatalogueRequest): Promise<MemberAccess> {
  const member = signedInMember(request);
  const access = await withContext(db, request, {
    member,
    viewer: toUser(member.user, member.activeProductIds),
  });
  return { ...access, member };
}

async function withContext(db: AppDatabase, request: CatalogueRequest, who: RequestViewer): Promise<CatalogueAccess> {
  const [context, index] = await Promise.all([
    accessContext(db, request.server.caches, request.app, who),
    loadAppPages(db, request.server.caches, request.app.id),
  ]);
  return { who, context, index };
}

export function accessOf({ index, context }: CatalogueAccess, pageId: string): PageAccessResult {
  return pageAccessFor(index, pageId, context);
}

/** Pages denied IS_PRIVATE are left out of every list: their existence is not shown to those who may not enter. */
export function isHidden(result: PageAccessResult): boolean {
  return !result.granted && result.reason === 'IS_PRIVATE';
}

/**
 * Access to join (subscribe to a program, an event): `allow_browsing` lets visitors look at purchase-gated
 * content, not take part in it. A browsing grant is therefore re-evaluated as if browsing were not allowed,
 * which gives the PURCHASE_REQUIRED denial (with its products) the client needs to offer checkout.
 */
export function joinAccessOf(access: CatalogueAccess, pageId: string): PageAccessResult {
  const result = accessOf(access, pageId);
  if (!result.granted || !result.browsing) return result;
  const chain = accessChain(access.index, pageId).map((node) => ({
    ...node,
    access: { ...node.access, allow_browsing: false },
  }));
  return evaluatePageAccess(chain, access.context);
}

/** 403 access_denied carrying the engine's answer (`access`), so the client can draw the lock or offer checkout. */
export function requireGranted(result: PageAccessResult): void {
  if (!result.granted) throw new AppError('access_denied', undefined, { extra: { access: result } });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether Postgres can cast `value` to uuid: anything else is answered "not found" before a query runs. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A published page of this app of `type` by id; `code` (404) for a malformed id, another app's or another type. */
export function pageOfType(index: AppPageIndex, id: string, type: PageType, code: ErrorCode): IndexedPage {
  const page = isUuid(id) ? index.byId.get(id.toLowerCase()) : undefined;
  if (!page || page.type !== type) throw new AppError(code);
  return page;
}
