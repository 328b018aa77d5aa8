import type { MemberData } from '@stride/shared';

/**
 * Pure changes to the member's lists (memberQueries.data), applied optimistically and rolled back by
 * applying the opposite change: a rollback then never undoes another change made meanwhile.
 */
export function withCompletion(data: MemberData, pageId: string, pageType: string, completed: boolean): MemberData {
  const byUuid = { ...data.page_completions.by_uuid };
  if (completed) byUuid[pageId] = true;
  else delete byUuid[pageId];
  const ofType = (data.page_completions.by_content_type[pageType] ?? []).filter((id) => id !== pageId);
  return {
    ...data,
    page_completions: {
      by_uuid: byUuid,
      by_content_type: {
        ...data.page_completions.by_content_type,
        [pageType]: completed ? [...ofType, pageId] : ofType,
      },
    },
  };
}

export function withBookmark(data: MemberData, pageId: string, bookmarked: boolean): MemberData {
  const others = data.bookmarked_pages.filter((id) => id !== pageId);
  return { ...data, bookmarked_pages: bookmarked ? [...others, pageId] : others };
}

export function withSubscription(data: MemberData, pageId: string, startedAt: string | null): MemberData {
  const others = data.page_subscriptions.filter((subscription) => subscription.page_id !== pageId);
  return { ...data, page_subscriptions: [...others, { page_id: pageId, started_at: startedAt }] };
}

/** Spec §4: unsubscribing removes the subscription and clears the completions of the sequence's pages. */
export function withoutSubscription(data: MemberData, pageId: string, sequencePageIds: readonly string[]): MemberData {
  const cleared = new Set(sequencePageIds);
  const byUuid = Object.fromEntries(Object.entries(data.page_completions.by_uuid).filter(([id]) => !cleared.has(id)));
  const byType = Object.fromEntries(
    Object.entries(data.page_completions.by_content_type).map(([type, ids]) => [
      type,
      ids.filter((id) => !cleared.has(id)),
    ]),
  );
  return {
    ...data,
    page_subscriptions: data.page_subscriptions.filter((subscription) => subscription.page_id !== pageId),
    page_completions: { by_uuid: byUuid, by_content_type: byType },
  };
}

/** Marks completed the pages a subscribe answer reports completed (a start part-way completes earlier ones). */
export function withCompletedPages(data: MemberData, pageIds: readonly string[]): MemberData {
  if (pageIds.length === 0) return data;
  const byUuid = { ...data.page_completions.by_uuid };
  for (const id of pageIds) byUuid[id] = true;
  return { ...data, page_completions: { ...data.page_completions, by_uuid: byUuid } };
}
