import {
  contentQueryKeys,
  memberQueryKeys,
  type ApiClient,
  type BookmarkToggleResponse,
  type PageCompletionResponse,
  type PageSubscribeRequest,
  type PageSubscribeResponse,
  type PageSubscribersResponse,
} from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { AccessStore } from '../access/AccessStore';
import { treeNodeById } from '../access/accessTreeIndex';
import type { PageState } from '../page/PageState';
import {
  withBookmark,
  withCompletedPages,
  withCompletion,
  withoutSubscription,
  withSubscription,
} from './memberDataUpdates';
import type { MemberDataHandle } from './useMemberData';

/** What a progress task works with: the page as shown when the member pressed, and where its data lives. */
export interface ProgressTaskContext {
  api: ApiClient;
  queryClient: QueryClient;
  store: AccessStore;
  member: MemberDataHandle;
  state: PageState;
}

function pagePath(id: string, rest: string): string {
  return `/pages/${encodeURIComponent(id)}/${rest}`;
}

/** A sequence page's content type: the shown page's own, else its node in the root's access tree. */
function pageTypeOf(state: PageState, pageId: string): string | null {
  if (pageId === state.page.id) return state.page.type;
  return state.tree ? (treeNodeById(state.tree, pageId)?.type ?? null) : null;
}

function updateSubscribers(
  { store, state }: ProgressTaskContext,
  update: (data: PageSubscribersResponse) => PageSubscribersResponse,
): void {
  if (state.subscribersOf !== null) store.updateSubscribers(state.subscribersOf, state.viewerKey, update);
}

/** Completes or uncompletes the page: the member's lists change at once and change back if the API refuses. */
export async function toggleComplete(context: ProgressTaskContext): Promise<void> {
  const { api, member, state } = context;
  const { page } = state;
  const completed = !state.completed;
  member.update((data) => withCompletion(data, page.id, page.type, completed));
  try {
    if (!completed) {
      await api.delete(pagePath(page.id, 'complete'));
      return;
    }
    const answer = await api.post<PageCompletionResponse>(pagePath(page.id, 'complete'));
    const root = answer.root_progress;
    if (root) {
      // Completing a page of a progress root subscribes the member to it (spec §4), starting now on the
      // server. The lists keep no start until read again, and drip links count from the start.
      if (!member.data?.page_subscriptions.some((item) => item.page_id === root.page_id)) {
        member.update((data) =>
          data.page_subscriptions.some((item) => item.page_id === root.page_id)
            ? data
            : withSubscription(data, root.page_id, null),
        );
        member.refetch();
      }
      updateSubscribers(context, (data) => ({ ...data, progress: root.progress }));
    }
  } catch (cause) {
    member.update((data) => withCompletion(data, page.id, page.type, !completed));
    throw cause;
  }
}

/** Subscribes the member to the progress root (on a chosen day, part-way through), once the API answers. */
export async function start(context: ProgressTaskContext, options: PageSubscribeRequest): Promise<void> {
  const { api, queryClient, member, state } = context;
  const rootId = state.progressRootId ?? state.page.id;
  const answer = await api.post<PageSubscribeResponse>(pagePath(rootId, 'subscribers'), options);
  const completed = (answer.sequence?.items ?? [])
    .filter((item) => item.is_completed)
    .map((item) => ({ id: item.page_id, type: pageTypeOf(state, item.page_id) }));
  const typed = completed.filter((item): item is { id: string; type: string } => item.type !== null);
  member.update((data) => withCompletedPages(withSubscription(data, answer.page_id, answer.started_at), typed));
  // A completed page the tree does not know cannot be filed by type: the server's lists can.
  if (typed.length < completed.length) member.refetch();
  updateSubscribers(context, (data) => ({
    ...data,
    count: data.subscription ? data.count : data.count + 1,
    subscription: { started_at: answer.started_at },
    progress: answer.progress,
    sequence: answer.sequence ?? data.sequence,
  }));
  void queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages });
  // Starting a program page follows the program on the server: read the lists back for its stages.
  if (state.page.type === 'program') void queryClient.invalidateQueries({ queryKey: memberQueryKeys.all });
}

/** Unsubscribes from the progress root, clearing its sequence's completions, once the API answers. */
export async function leave(context: ProgressTaskContext): Promise<void> {
  const { api, queryClient, member, state } = context;
  const rootId = state.progressRootId ?? state.page.id;
  const answer = await api.delete<PageSubscribeResponse>(pagePath(rootId, 'subscribers'));
  const sequenceIds = state.sequence?.items.map((item) => item.page_id) ?? [];
  member.update((data) => withoutSubscription(data, rootId, sequenceIds));
  updateSubscribers(context, (data) => ({
    ...data,
    count: data.subscription ? Math.max(0, data.count - 1) : data.count,
    subscription: null,
    progress: answer.progress,
    sequence: answer.sequence ?? data.sequence,
  }));
  void queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages });
}

/** Bookmarks the page or takes the bookmark away: at once, then as the API says. */
export async function toggleBookmark({ api, member, state }: ProgressTaskContext): Promise<void> {
  const { page } = state;
  const bookmarked = !state.bookmarked;
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
}
