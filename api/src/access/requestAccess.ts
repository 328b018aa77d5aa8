import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  evaluatePageAccess,
  type AccessMemberData,
  type AccessViewer,
  type PageAccessContext,
  type PageAccessResult,
} from '@stride/shared';
import { findRequestSession, type SignedInMember } from '../auth/requireMember';
import { isPasswordless, toUser } from '../auth/loginResponse';
import type { AppDatabase } from '../db/AppDatabase';
import { pageSubscriptions } from '../db/schema';
import { appAccess } from '../globalConfig/buildGlobalConfig';
import type { AppRow } from '../db/schema';
import { accessChain, type AppPageIndex } from './appPageIndex';

/** Who is asking, as the access engine sees them; `member` is null for a guest. */
export interface RequestViewer {
  member: SignedInMember | null;
  viewer: AccessViewer | null;
}

/**
 * The signed-in member of a read that guests may make too: a wrong or expired session reads as a guest
 * (a read is never a 401), and so does a passwordless sign-up that has not finished setup.
 */
export async function requestViewer(
  db: AppDatabase,
  request: Pick<FastifyRequest, 'headers' | 'app'>,
): Promise<RequestViewer> {
  const session = await findRequestSession(db, request);
  if (session === null || session === 'invalid' || isPasswordless(session.user)) return { member: null, viewer: null };
  return { member: session, viewer: toUser(session.user, session.activeProductIds) };
}

/** The member's page subscriptions (page id → started_at ISO or null), as the engine reads them. */
export async function accessMemberData(db: AppDatabase, userId: string | null): Promise<AccessMemberData> {
  if (userId === null) return { subscriptions: {} };
  const rows = await db
    .select({ pageId: pageSubscriptions.pageId, startedAt: pageSubscriptions.startedAt })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.userId, userId)));
  return { subscriptions: Object.fromEntries(rows.map((row) => [row.pageId, row.startedAt?.toISOString() ?? null])) };
}

export async function accessContext(db: AppDatabase, app: AppRow, who: RequestViewer): Promise<PageAccessContext> {
  return {
    app: appAccess(app.access),
    viewer: who.viewer,
    member: await accessMemberData(db, who.member?.user.id ?? null),
    now: new Date(),
  };
}

/** The engine's answer for one page of the index. */
export function pageAccessFor(index: AppPageIndex, pageId: string, context: PageAccessContext): PageAccessResult {
  return evaluatePageAccess(accessChain(index, pageId), context);
}
