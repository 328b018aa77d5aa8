import {
  threadQueryKeys,
  type ApiClient,
  type RealtimeService,
  type UnreadStatusResponse,
  type User,
  type UserChannelEvents,
} from '@stride/shared';
import { userChannel } from '@stride/shared/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How long an answer of GET /threads/unread_status stands before the next mount asks again. */
const UNREAD_STALE_MS = 60_000;

/**
 * Keeps the signed-in member's unread state (threadQueryKeys.unreadStatus) current: asked once, then followed on the
 * member's realtime channel, and asked again whenever the subscription takes (first, and after a reconnect), since
 * events before it are lost. Its own chunk: a first page, and every guest, load none of it.
 */
export function UnreadWatcher({
  api,
  queryClient,
  realtime,
  user,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  realtime: RealtimeService;
  user: Pick<User, 'id' | 'subscriberUuid'>;
}) {
  const { id, subscriberUuid } = user;
  useEffect(() => {
    const queryKey = threadQueryKeys.unreadStatus(id);
    const ask = (staleTime: number) =>
      queryClient
        .fetchQuery({
          queryKey,
          queryFn: () => api.get<UnreadStatusResponse>('/threads/unread_status'),
          staleTime,
        })
        // Unknown until the next ask: the badge stays as it was.
        .catch(() => undefined);
    void ask(UNREAD_STALE_MS);
    if (!subscriberUuid) return;
    return realtime.subscribe(
      userChannel(subscriberUuid),
      'shell-unread-badge',
      (event, payload) => {
        if (event !== 'unread-changed') return;
        const { has_unread, unread_count } = payload as UserChannelEvents['unread-changed'];
        queryClient.setQueryData<UnreadStatusResponse>(queryKey, { has_unread, unread_count });
      },
      () => void ask(0),
    );
  }, [api, queryClient, realtime, id, subscriberUuid]);
  return null;
}
