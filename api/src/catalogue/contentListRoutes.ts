import { z } from 'zod';
import type { ContentListResponse } from '@stride/shared';
import type { ZodScope } from '../auth/AuthContext';
import type { AppDatabase } from '../db/AppDatabase';
import type { AppCaches } from '../cache/AppCaches';
import { loadMemberFacts } from '../members/memberData';
import { AppError } from '../errors/AppError';
import { readerAccess, type CatalogueAccess } from './catalogueAccess';
import { contentListQuerySchema, pageTypeOf, type ContentListParams } from './contentListQuery';
import { listContent, type MemberProgressFacts, type Occurrence } from './contentListing';
import { occurrencesOf } from './eventOccurrences';
import { contentListResponseSchema } from './catalogueResponseSchemas';

const NO_PROGRESS: MemberProgressFacts = { completed: new Set(), started: new Set() };

/** The member's completions, started progress roots and followed programs; nothing for a guest. */
async function progressFacts(
  db: AppDatabase,
  caches: AppCaches,
  access: CatalogueAccess,
): Promise<MemberProgressFacts> {
  const userId = access.who.member?.user.id;
  if (userId === undefined) return NO_PROGRESS;
  const facts = await loadMemberFacts(db, caches, userId);
  const completed = new Set(facts.completions.map((row) => row.pageId));
  const started = new Set<string>();
  for (const program of facts.programs) (program.completedAt ? completed : started).add(program.programId);
  for (const pageId of Object.keys(access.context.member.subscriptions)) {
    if (access.index.byId.get(pageId)?.access.is_progress_root) started.add(pageId);
  }
  return { completed, started };
}

/** Occurrences by event page, read only when the listing shows or filters by them. */
async function occurrencesByPage(
  db: AppDatabase,
  appId: string,
  type: string,
  query: ContentListParams,
): Promise<Map<string, Occurrence[]>> {
  const byPage = new Map<string, Occurrence[]>();
  if (type !== 'event_occurrence' && query.schedule_type === undefined && query.order_by !== 'starts_at') return byPage;
  for (const row of await occurrencesOf(db, appId)) {
    const list = byPage.get(row.pageId) ?? [];
    list.push({ startsAt: row.startsAt, endsAt: row.endsAt });
    byPage.set(row.pageId, list);
  }
  return byPage;
}

/** Spec §7 GET /content/{contentType} → {items, total_count}. */
export function contentListRoutes(scope: ZodScope, db: AppDatabase): void {
  scope.get(
    '/content/:contentType',
    {
      config: { member: 'optional' },
      schema: {
        response: { 200: contentListResponseSchema },
        params: z.object({ contentType: z.string() }),
        querystring: contentListQuerySchema,
      },
    },
    async (request): Promise<ContentListResponse> => {
      const type = pageTypeOf(request.params.contentType);
      if (type === null) throw new AppError('unknown_content_type');
      const access = await readerAccess(db, request);
      const [member, occurrences] = await Promise.all([
        progressFacts(db, request.server.caches, access),
        occurrencesByPage(db, request.app.id, type, request.query),
      ]);
      return listContent({ access, type, query: request.query, member, occurrences, now: new Date() });
    },
  );
}
