import { and, eq, sql } from 'drizzle-orm';
import { accessOf, requireGranted, type MemberAccess } from '../catalogue/catalogueAccess';
import { pagesInTreeOrder } from '../catalogue/pageSummary';
import type { AppDatabase } from '../db/AppDatabase';
import { pages } from '../db/schema';
import { AppError } from '../errors/AppError';

/** Block ids are the owner's names or uuids: control characters (which jsonb refuses) name no block. */
function isBlockId(value: string): boolean {
  return value.length > 0 && ![...value].some((char) => char.charCodeAt(0) < 0x20);
}

/**
 * The form a `form_submission` block of the app's published pages names (`{ id, type, form_id }` as the import
 * stores it): 404 block_not_found when no page holds one with that id, 403 access_denied (with the engine's
 * answer) when the member may not open the page that does. Two pages using one block id: the first in tree order.
 */
export async function findFormSubmissionBlock(
  db: AppDatabase,
  access: MemberAccess,
  blockId: string,
): Promise<{ formId: string; pageId: string }> {
  if (!isBlockId(blockId)) throw new AppError('block_not_found');
  const holding = JSON.stringify([{ id: blockId, type: 'form_submission' }]);
  const rows = await db
    .select({ id: pages.id, blocks: pages.blocks })
    .from(pages)
    .where(
      and(
        eq(pages.appId, access.member.user.appId),
        eq(pages.published, true),
        sql`${pages.blocks} @> ${holding}::jsonb`,
      ),
    );
  const holders = new Map(rows.map((row) => [row.id, row.blocks]));
  const page = pagesInTreeOrder(access.index).find((candidate) => holders.has(candidate.id));
  if (!page) throw new AppError('block_not_found');
  requireGranted(accessOf(access, page.id));
  const block = holders.get(page.id)!.find((candidate) => candidate.id === blockId);
  const formId = block && 'form_id' in block ? block.form_id : null;
  if (typeof formId !== 'string') throw new AppError('block_not_found');
  return { formId, pageId: page.id };
}
