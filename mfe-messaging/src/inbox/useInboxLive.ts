import { realtimeServiceRef, type User, type UserChannelEvents } from '@stride/shared';
import { userChannel } from '@stride/shared/messaging';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bumpThread, cachedThread, patchThread, removeThread, threadQueries } from '../threads/threadQueries';

/**
 * Keeps the inbox current from the member's own channel: a thread with a new message moves to the top with it
 * (and its unread marker), a thread they were added to appears, one they left goes. After a reconnect the lists
 * are asked again, for what changed meanwhile.
 */
export function useInboxLive(viewer: User, blocked: ReadonlySet<string>): void {
  const realtime = useService(realtimeServiceRef);
  const queryClient = useQueryClient();
  const userId = viewer.id;
  // The API gives every member a subscriberUuid (their id); the id stands in should a session lack one.
  const channel = userChannel(viewer.subscriberUuid ?? viewer.id);
  useEffect(() => {
    let subscriptions = 0;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: threadQueries.lists(userId) });
    return realtime.subscribe(
      channel,
      'mfe-messaging:inbox',
      (event, data) => {
        if (event === 'thread-activity') {
          const activity = data as UserChannelEvents['thread-activity'];
          const sender = activity.latest_message.user?.id;
          if (sender && blocked.has(sender)) return;
          const known = cachedThread(queryClient, userId, activity.thread_id);
          if (!known) {
            refresh();
            return;
          }
          const moved = {
            ...known,
            latest_message: activity.latest_message,
            latest_message_ts: activity.message_ts,
            is_unread: activity.is_unread,
          };
          patchThread(queryClient, userId, activity.thread_id, () => moved);
          if (!bumpThread(queryClient, userId, moved)) refresh();
        } else if (event === 'thread-added') {
          refresh();
        } else if (event === 'thread-removed') {
          removeThread(queryClient, userId, (data as UserChannelEvents['thread-removed']).thread_id);
        } else if (event === 'unread-changed') {
          const change = data as UserChannelEvents['unread-changed'];
          if (!change.has_unread) {
            patchThread(queryClient, userId, change.thread_id, (thread) => ({ ...thread, is_unread: false }));
          }
        }
      },
      () => {
        if (subscriptions++ > 0) refresh();
      },
    );
  }, [realtime, queryClient, userId, channel, blocked]);
}
