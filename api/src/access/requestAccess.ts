import type { AppCaches } from '../cache/AppCaches';
import type { FastifyRequest } from 'fastify';
import {
  evaluatePageAccess,
  type AccessMemberData,
  type AccessViewer,
  type PageAccessContext,
  type PageAccessResult,
} from '@stride/shared';
import type { SignedInMember } from '../auth/registerMember';
import { isPasswordless, toUser } from '../auth/loginResponse';
import type { AppDatabase } from '../db/AppDatabase';
import { appAccess } from '../globalConfig/buildGlobalConfig';
import { loadMemberData } from '../members/memberData';
import type { AppRow } from '../db/schema';
import { accessChain, type AppPageIndex } from './appPageIndex';

/** Who is asking, as the access engine sees them; `member` is null for a guest. */
export interface RequestViewer {
  member: SignedInMember | null;
  viewer: AccessViewer | null;
}

/**
 * The asker of a read that guests may make too (a route with `config.member: 'optional'`): a wrong or
 * expired session reads as a guest (a read is never a 401), and so does an unfinished passwordless sign-up.
 */
export function requestViewer(request: Pick<FastifyRequest, 'member'>): RequestViewer {
  const { member } = request;
  if (member === null || isPasswordless(member.user)) return { member: null, viewer: null };
  return { member, viewer: toUser(member.user, member.activeProductIds) };
}

/**
 * The member's page subscriptions (page id → started_at ISO or null), as the engine reads them: from their
 * member data, kept for a few seconds and forgotten at once by every write to it through this app instance, so page
 * JSON and the catalogue decide from the same lists.
 */
export async function accessMemberData(
  db: AppDatabase,
  caches: AppCaches,
  appId: string,
  userId: string | null,
): Promise<AccessMemberData> {
  if (userId === null) return { subscriptions: {} };
  const data = await loadMemberData(db, caches, appId, userId);
  return {
    subscriptions: Object.fromEntries(data.page_subscriptions.map((row) => [row.page_id, row.started_at])),
  };
}

export async function accessContext(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  who: RequestViewer,
): Promise<PageAccessContext> {
  return {
    app: appAccess(app.access),
    viewer: who.viewer,
    member: await accessMemberData(db, caches, app.id, who.member?.user.id ?? null),
    now: new Date(),
  };
}

/** The engine's answer for one page of the index. */
export function pageAccessFor(index: AppPageIndex, pageId: string, context: PageAccessContext): PageAccessResult {
  return evaluatePageAccess(accessChain(index, pageId), context);
}
