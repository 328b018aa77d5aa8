import type { AppCaches } from '../cache/AppCaches';
import {
  evaluatePageAccess,
  type AccessChainNode,
  type AccessMemberData,
  type PageAccessContext,
  type PageAccessResult,
} from '@stride/shared';
import { accessChain, type AppPageIndex } from '../access/appPageIndex';
import { accessMemberData, type RequestViewer } from '../access/requestAccess';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppRow } from '../db/schema';
import { appAccess } from '../globalConfig/buildGlobalConfig';

/** A denial as the engine answers it. */
export type PageAccessDenial = Extract<PageAccessResult, { granted: false }>;

export const GUEST: RequestViewer = { member: null, viewer: null };

const NO_SUBSCRIPTIONS: AccessMemberData = { subscriptions: {} };

/**
 * Whether the engine reads the member's page subscriptions for this chain: a private node needs one, and a
 * drip counted from the member's start reads its progress root's. Every other chain is decided by the
 * session alone, so the hottest reads of gated pages cost no lookup at all.
 */
export function chainReadsSubscriptions(chain: readonly AccessChainNode[]): boolean {
  return chain.some(({ access }) => access.is_private || (access.is_scheduled && access.unlocks_at === null));
}

function contextOf(app: AppRow, who: RequestViewer, member: AccessMemberData, now: Date): PageAccessContext {
  return { app: appAccess(app.access), viewer: who.viewer, member, now };
}

/** The engine's answer for one page and whoever asks (a guest when `who.member` is null). */
export async function viewerPageAccess(
  db: AppDatabase,
  caches: AppCaches,
  app: AppRow,
  index: AppPageIndex,
  pageId: string,
  who: RequestViewer,
  now: Date = new Date(),
): Promise<PageAccessResult> {
  const chain = accessChain(index, pageId);
  const member =
    who.member !== null && chainReadsSubscriptions(chain)
      ? await accessMemberData(db, caches, app.id, who.member.user.id)
      : NO_SUBSCRIPTIONS;
  return evaluatePageAccess(chain, contextOf(app, who, member, now));
}

/** What a guest gets: when granted, everyone is, and the page is the same for all (cacheable). */
export function guestPageAccess(
  app: AppRow,
  index: AppPageIndex,
  pageId: string,
  now: Date = new Date(),
): PageAccessResult {
  return evaluatePageAccess(accessChain(index, pageId), contextOf(app, GUEST, NO_SUBSCRIPTIONS, now));
}
