import { useService } from '@stride/shared/react';
import { configServiceRef, sequenceProgress, type PageData, type PageSequence } from '@stride/shared';
import { useMemo } from 'react';
import { usePageAccess } from '../access/usePageAccess';
import { progressRootOf } from '../access/accessTreeIndex';
import { useMemberData } from '../progress/useMemberData';
import type { PageState } from './PageState';

/**
 * Builds the page state of spec §3 for the page at `path`: member-specific parts from the member's lists
 * (memberQueries.data: completions, bookmarks, page subscriptions), sequence and subscribers from the access
 * load flow. The access load starts with the path, before the page data arrives.
 */
export function useShownPageState(path: string, data: PageData | null): PageState | null {
  const appConfig = useService(configServiceRef);
  const member = useMemberData();
  const { tree, subscribers, loading, subscribersOf, viewerKey } = usePageAccess(path, data?.page ?? null);
  return useMemo<PageState | null>(() => {
    if (!data) return null;
    const { page } = data;
    const completions = member.data?.page_completions.by_uuid ?? {};
    const progressRootId = progressRootOf(tree, page);
    const subscribedTo = progressRootId ?? page.id;
    const subscription = member.data?.page_subscriptions.find((item) => item.page_id === subscribedTo) ?? null;
    const known = subscribers?.sequence ?? null;
    const sequence: PageSequence | null = known
      ? {
          ...known,
          items: known.items.map((item) => ({
            ...item,
            // The member's lists change optimistically; the sequence the API sent does not.
            is_completed: member.data ? Boolean(completions[item.page_id]) : false,
          })),
        }
      : null;
    return {
      page,
      attributes: data.attributes,
      completed: Boolean(completions[page.id]),
      sequence,
      progress: sequence ? sequenceProgress(sequence.items) : null,
      access: page.access,
      tree,
      progressRootId,
      subscribed: subscription !== null,
      startedAt: subscription?.started_at ?? null,
      subscribers: subscribers
        ? {
            count: subscribers.count,
            last_5: subscribers.last_5,
            can_schedule_start: subscribers.can_schedule_start,
          }
        : null,
      bookmarked: member.data?.bookmarked_pages.includes(page.id) ?? false,
      toolbarHidden: appConfig.theme.toolbar.is_hidden,
      submissionsCount: 0,
      accessLoading: loading,
      subscribersOf: subscribersOf,
      viewerKey,
    };
  }, [data, member.data, tree, subscribers, loading, subscribersOf, viewerKey, appConfig.theme.toolbar.is_hidden]);
}
