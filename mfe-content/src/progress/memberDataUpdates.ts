import type { MemberData } from '@stride/shared';

/**
 * Pure changes to the member's lists (memberQueries.data), applied optimistically and rolled back by
 * applying the opposite change: a rollback then never undoes another change made meanwhile.
 */
export function withCompletion(data: MemberData, pageId: string, pageType: string, completed: boolean): MemberData {
  return completed ? withCompletedPages(data, [{ id: pageId, type: pageType }]) : withoutCompletions(data, [pageId]);
}

export function withBookmark(data: MemberData, pageId: string, bookmarked: boolean): MemberData {
  const others = data.bookmarked_pages.filter((id) => id !== pageId);
  return { ...data, bookmarked_pages: bookmarked ? [...others, pageId] : others };
}

export function withSubscription(data: MemberData, pageId: string, startedAt: string | null): MemberData {
  const others = data.page_subscriptions.filter((subscription) => subscription.page_id !== pageId);
  return { ...data, page_subscriptions: [...others, { page_id: pageId, started_at: startedAt }] };
}

/**
 * Spec §4: unsubscribing removes the subscription and clears the completions of the sequence's pages. Leaving a
 * program page stops following the program too (the API drops its subscription): its completed stages go with it.
 */
export function withoutSubscription(data: MemberData, pageId: string, sequencePageIds: readonly string[]): MemberData {
  return {
    ...withoutCompletions(data, sequencePageIds),
    page_subscriptions: data.page_subscriptions.filter((subscription) => subscription.page_id !== pageId),
    program_subscriptions: data.program_subscriptions.filter((subscription) => subscription.program_id !== pageId),
  };
}

/**
 * Marks pages completed in both completion lists (by id, and by content type as the login response files
 * them): one completion, or those a part-way start reports.
 */
export function withCompletedPages(data: MemberData, pages: readonly { id: string; type: string }[]): MemberData {
  if (pages.length === 0) return data;
  const byUuid = { ...data.page_completions.by_uuid };
  const byType: Record<string, string[]> = { ...data.page_completions.by_content_type };
  for (const { id, type } of pages) {
    byUuid[id] = true;
    const ofType = byType[type] ?? [];
    if (!ofType.includes(id)) byType[type] = [...ofType, id];
  }
  return { ...data, page_completions: { by_uuid: byUuid, by_content_type: byType } };
}

/** Takes completions back from both lists, whatever content type a page was filed under. */
function withoutCompletions(data: MemberData, pageIds: readonly string[]): MemberData {
  const cleared = new Set(pageIds);
  const byUuid = Object.fromEntries(Object.entries(data.page_completions.by_uuid).filter(([id]) => !cleared.has(id)));
  const byType = Object.fromEntries(
    Object.entries(data.page_completions.by_content_type).map(([type, ids]) => [
      type,
      ids.filter((id) => !cleared.has(id)),
    ]),
  );
  return { ...data, page_completions: { by_uuid: byUuid, by_content_type: byType } };
}
