import {
  contentQueryKeys,
  memberQueryKeys,
  type BookmarkToggleResponse,
  type PageCompletionResponse,
  type PageSubscribeRequest,
  type PageSubscribeResponse,
  type PageSubscribersResponse,
} from '@stride/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useContentSession } from '../loading/contentSession';
import type { PageState } from '../page/PageStateContext';
import { useContentParcel } from '../parcel/ContentParcelContext';
import {
  withBookmark,
  withCompletedPages,
  withCompletion,
  withoutSubscription,
  withSubscription,
} from './memberDataUpdates';
import { useMemberData } from './useMemberData';

export type ProgressTask = 'complete' | 'start' | 'leave' | 'bookmark';

export interface PageProgress {
  /** The task under way, if any (its control is disabled meanwhile). */
  pending: ProgressTask | null;
  /** The message of the last failure, shown as an alert. */
  error: string | null;
  toggleComplete(): Promise<void>;
  start(options?: PageSubscribeRequest): Promise<void>;
  leave(): Promise<void>;
  toggleBookmark(): Promise<void>;
}

function pagePath(id: string, rest: string): string {
  return `/pages/${encodeURIComponent(id)}/${rest}`;
}

/**
 * The member's progress actions on the shown page (spec §4): complete/uncomplete and bookmark change the
 * member's lists at once and roll back on failure; start and leave change them when the API answers. A
 * guest is asked to log in instead. Every change refreshes my content; start and leave also refresh page
 * data, whose drip locks depend on the start.
 */
export function usePageProgress(state: PageState): PageProgress {
  const { api, bus, queryClient } = useContentParcel();
  const { store } = useContentSession();
  const member = useMemberData();
  const { t } = useTranslation(definition.i18nNamespace);
  const [pending, setPending] = useState<ProgressTask | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { page } = state;
  const rootId = state.progressRootId ?? page.id;

  const run = async (task: ProgressTask, work: () => Promise<void>, failure: string | null) => {
    if (member.userId === null) {
      bus.emit('modal:open', { modal: 'auth' });
      return;
    }
    setPending(task);
    setError(null);
    try {
      await work();
    } catch (cause) {
      console.error(`Could not ${task} ${page.id}`, cause);
      if (failure) setError(failure);
    } finally {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.myContent() });
    }
  };

  const updateSubscribers = (update: (data: PageSubscribersResponse) => PageSubscribersResponse) => {
    if (state.subscribersOf !== null) store.updateSubscribers(state.subscribersOf, state.viewerKey, update);
  };

  const toggleComplete = () => {
    const completed = !state.completed;
    return run(
      'complete',
      async () => {
        member.update((data) => withCompletion(data, page.id, page.type, completed));
        try {
          if (!completed) {
            await api.delete(pagePath(page.id, 'complete'));
            return;
          }
          const answer = await api.post<PageCompletionResponse>(pagePath(page.id, 'complete'));
          const root = answer.root_progress;
          bus.emit('page:completed', {
            pageId: page.id,
            rootProgress: root ? { pageId: root.page_id, progress: root.progress } : null,
          });
          if (root) {
            // Completing a page of a progress root subscribes the member to it (spec §4).
            member.update((data) =>
              data.page_subscriptions.some((item) => item.page_id === root.page_id)
                ? data
                : withSubscription(data, root.page_id, null),
            );
            updateSubscribers((data) => ({ ...data, progress: root.progress }));
          }
        } catch (cause) {
          member.update((data) => withCompletion(data, page.id, page.type, !completed));
          throw cause;
        }
      },
      t('failedToMarkComplete'),
    );
  };

  const start = (options: PageSubscribeRequest = {}) =>
    run(
      'start',
      async () => {
        const answer = await api.post<PageSubscribeResponse>(pagePath(rootId, 'subscribers'), options);
        const completedIds = answer.sequence?.items.filter((item) => item.is_completed).map((item) => item.page_id);
        member.update((data) =>
          withCompletedPages(withSubscription(data, answer.page_id, answer.started_at), completedIds ?? []),
        );
        updateSubscribers((data) => ({
          ...data,
          count: data.subscription ? data.count : data.count + 1,
          subscription: { started_at: answer.started_at },
          progress: answer.progress,
          sequence: answer.sequence ?? data.sequence,
        }));
        void queryClient.invalidateQueries({ queryKey: ['content', 'page'] });
        // Starting a program page follows the program on the server: read the lists back for its stages.
        if (page.type === 'program') void queryClient.invalidateQueries({ queryKey: memberQueryKeys.all });
      },
      t('failedToStart'),
    );

  const leave = () =>
    run(
      'leave',
      async () => {
        const answer = await api.delete<PageSubscribeResponse>(pagePath(rootId, 'subscribers'));
        const sequenceIds = state.sequence?.items.map((item) => item.page_id) ?? [];
        member.update((data) => withoutSubscription(data, rootId, sequenceIds));
        updateSubscribers((data) => ({
          ...data,
          count: data.subscription ? Math.max(0, data.count - 1) : data.count,
          subscription: null,
          progress: answer.progress,
          sequence: answer.sequence ?? data.sequence,
        }));
        void queryClient.invalidateQueries({ queryKey: ['content', 'page'] });
      },
      t('failedToLeave'),
    );

  const toggleBookmark = () => {
    const bookmarked = !state.bookmarked;
    return run(
      'bookmark',
      async () => {
        member.update((data) => withBookmark(data, page.id, bookmarked));
        try {
          const answer = await api.post<BookmarkToggleResponse>(pagePath(page.id, 'bookmarks/toggle'));
          if (answer.is_bookmarked !== bookmarked) {
            member.update((data) => withBookmark(data, page.id, answer.is_bookmarked));
          }
        } catch (cause) {
          member.update((data) => withBookmark(data, page.id, !bookmarked));
          throw cause;
        }
      },
      null,
    );
  };

  return { pending, error, toggleComplete, start, leave, toggleBookmark };
}
