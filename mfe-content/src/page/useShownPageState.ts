import { useService } from '@stride/shared/react';
import { configServiceRef, sequenceProgressOf, type PageData, type PageSequence } from '@stride/shared';
import { useMemo } from 'react';
import { usePageAccess } from '../access/usePageAccess';
import { progressRootOf, treeNodeById } from '../access/accessTreeIndex';
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
    const completedStageIds =
      member.data?.program_subscriptions.find((item) => item.program_id === progressRootId)?.completed_stage_ids ?? {};
    // The member's lists change optimistically; the sequence the API sent does not. Counted as the API counts.
    const counted = known
      ? sequenceProgressOf(known.items, {
          pageCompletions: member.data ? completions : {},
          completedStageIds: member.data ? completedStageIds : {},
          parentOf: (id) => (tree ? (treeNodeById(tree, id)?.parent ?? null) : null),
        })
      : null;
    const sequence: PageSequence | null = known && counted ? { ...known, items: counted.items } : null;
    return {
      page,
      attributes: data.attributes,
      completed: Boolean(completions[page.id]),
      sequence,
      progress: counted ? counted.progress : null,
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
