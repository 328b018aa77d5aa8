import {
  threadQueryKeys,
  type ApiClient,
  type MentionableResponse,
  type MessageThread,
  type ParticipantsResponse,
  type ResolveThreadResponse,
  type SubscriberSearchResponse,
  type ThreadListResponse,
  type ThreadListType,
  type ThreadProfilesResponse,
  type ThreadResponse,
  type UnreadStatusResponse,
} from '@stride/shared';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';

const enc = encodeURIComponent;

/** Every key starts ['threads', VIEWER_SCOPE, userId]: dropped when the member changes, one member's only. */
const scope = (userId: string) => [...threadQueryKeys.all, userId] as const;

const threadKey = (userId: string, threadId: string) => [...scope(userId), 'thread', threadId] as const;

/** Where the next page of a thread list starts: before the oldest activity shown, minus the threads at that time. */
export interface ThreadListCursor {
  before: number;
  except_ids: string[];
}

function nextListCursor(pages: readonly ThreadListResponse[]): ThreadListCursor | undefined {
  const last = pages[pages.length - 1];
  if (!last?.has_more) return undefined;
  const shown = pages.flatMap((page) => page.threads);
  const oldest = Math.min(...shown.map((thread) => thread.latest_message_ts ?? Infinity));
  if (!Number.isFinite(oldest)) return undefined;
  // `before` is exclusive: ask up to and including the oldest time, leaving out the threads already shown there.
  return {
    before: oldest + 1,
    except_ids: shown.filter((thread) => thread.latest_message_ts === oldest).map((thread) => thread.id),
  };
}

export const threadQueries = {
  lists: (userId: string) => [...scope(userId), 'list'] as const,
  /** GET /threads ?type: the member's chats, the app's feeds, or the comments they joined; newest activity first. */
  list: (api: ApiClient, userId: string, type: ThreadListType) =>
    infiniteQueryOptions({
      queryKey: [...scope(userId), 'list', type] as const,
      queryFn: ({ pageParam }) =>
        api.get<ThreadListResponse>('/threads', {
          type,
          before: pageParam?.before,
          except_ids: pageParam?.except_ids.length ? pageParam.except_ids : undefined,
        }),
      initialPageParam: null as ThreadListCursor | null,
      getNextPageParam: (_last, pages) => nextListCursor(pages),
    }),
  threadOf: threadKey,
  thread: (api: ApiClient, userId: string, threadId: string) =>
    queryOptions({
      queryKey: threadKey(userId, threadId),
      queryFn: async () => (await api.get<ThreadResponse>(`/threads/${enc(threadId)}`)).thread,
    }),
  participantsOf: (userId: string, threadId: string) => [...scope(userId), 'participants', threadId] as const,
  /** GET /threads/{id}/participants ?page: everyone in the thread, a page at a time (#participants). */
  participants: (api: ApiClient, userId: string, threadId: string) =>
    infiniteQueryOptions({
      queryKey: [...scope(userId), 'participants', threadId] as const,
      queryFn: ({ pageParam }) =>
        api.get<ParticipantsResponse>(`/threads/${enc(threadId)}/participants`, { page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    }),
  /** GET /threads/{id}/mentionable ?term: whom `@term` may mention here. */
  mentionable: (api: ApiClient, userId: string, threadId: string, term: string) =>
    queryOptions({
      queryKey: [...scope(userId), 'mentionable', threadId, term] as const,
      queryFn: () => api.get<MentionableResponse>(`/threads/${enc(threadId)}/mentionable`, { term }),
      staleTime: 30_000,
    }),
  /** GET /threads/profiles ?user_ids: the people of a new conversation. */
  profiles: (api: ApiClient, userId: string, userIds: readonly string[]) =>
    queryOptions({
      queryKey: [...scope(userId), 'profiles', userIds.join(',')] as const,
      queryFn: () => api.get<ThreadProfilesResponse>('/threads/profiles', { user_ids: userIds }),
    }),
  subscriberSearches: (userId: string) => [...scope(userId), 'subscribers'] as const,
  /** GET /subscribers ?term,excluded_by_thread: people to write to or add, with whether the member may message them. */
  subscribers: (api: ApiClient, userId: string, term: string, excludedByThread: string | null) =>
    queryOptions({
      queryKey: [...scope(userId), 'subscribers', term, excludedByThread] as const,
      queryFn: () =>
        api.get<SubscriberSearchResponse>('/subscribers', {
          term: term || undefined,
          excluded_by_thread: excludedByThread ?? undefined,
        }),
    }),
  /** GET /threads/resolve ?subscriber_ids: the direct chat with that one member, if there is one. */
  directThread: (api: ApiClient, userId: string, otherId: string) =>
    queryOptions({
      queryKey: [...scope(userId), 'resolve', 'direct', otherId] as const,
      queryFn: () => api.get<ResolveThreadResponse>('/threads/resolve', { subscriber_ids: [otherId] }),
    }),
  /** GET /threads/resolve ?page_id: the comments of a page. */
  pageThread: (api: ApiClient, userId: string, pageId: string) =>
    queryOptions({
      queryKey: [...scope(userId), 'resolve', 'page', pageId] as const,
      queryFn: () => api.get<ResolveThreadResponse>('/threads/resolve', { page_id: pageId }),
    }),
};

type ThreadPages = InfiniteData<ThreadListResponse, ThreadListCursor | null>;

/** Changes one thread wherever the member's cache holds it: its own query and every list it is in. */
export function patchThread(
  queryClient: QueryClient,
  userId: string,
  threadId: string,
  patch: (thread: MessageThread) => MessageThread,
): void {
  queryClient.setQueryData<MessageThread>(threadQueries.threadOf(userId, threadId), (thread) =>
    thread ? patch(thread) : thread,
  );
  queryClient.setQueriesData<ThreadPages>({ queryKey: threadQueries.lists(userId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            threads: page.threads.map((thread) => (thread.id === threadId ? patch(thread) : thread)),
          })),
        }
      : data,
  );
}

/** Puts the thread's new state in its query and moves it to the top of the lists that hold it (newest activity first). */
export function bumpThread(queryClient: QueryClient, userId: string, thread: MessageThread): boolean {
  let found = false;
  queryClient.setQueriesData<ThreadPages>({ queryKey: threadQueries.lists(userId) }, (data) => {
    if (!data || !data.pages.some((page) => page.threads.some((t) => t.id === thread.id))) return data;
    found = true;
    const pages = data.pages.map((page) => ({ ...page, threads: page.threads.filter((t) => t.id !== thread.id) }));
    pages[0] = { ...pages[0]!, threads: [thread, ...pages[0]!.threads] };
    return { ...data, pages };
  });
  return found;
}

/** The member left or was removed: the thread goes from every list, and its own query. */
export function removeThread(queryClient: QueryClient, userId: string, threadId: string): void {
  queryClient.setQueriesData<ThreadPages>({ queryKey: threadQueries.lists(userId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, threads: page.threads.filter((t) => t.id !== threadId) })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: threadKey(userId, threadId), exact: true });
}

/** A thread the lists have: the freshest copy, for a realtime event that names only its id. */
export function cachedThread(queryClient: QueryClient, userId: string, threadId: string): MessageThread | undefined {
  const own = queryClient.getQueryData<MessageThread>(threadQueries.threadOf(userId, threadId));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<ThreadPages>({ queryKey: threadQueries.lists(userId) })) {
    const found = data?.pages.flatMap((page) => page.threads).find((thread) => thread.id === threadId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The member read a thread: the shell's unread badge follows the answer at once. The count is the realtime
 * channel's to correct; reading cannot add unread threads, so it only ever goes down here.
 */
export function setUnreadStatus(queryClient: QueryClient, userId: string, hasUnread: boolean): void {
  queryClient.setQueryData<UnreadStatusResponse>(threadQueryKeys.unreadStatus(userId), (previous) => ({
    has_unread: hasUnread,
    unread_count: hasUnread ? Math.max(1, (previous?.unread_count ?? 1) - 1) : 0,
  }));
}
