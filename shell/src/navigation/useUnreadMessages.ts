import { threadQueryKeys, type StrideParcelContext, type UnreadStatusResponse } from '@stride/shared';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the signed-in member has unread messages, for the Messages destination's badge: read from the shell's query
 * client, where UnreadWatcher (a chunk of its own) and the messaging remote keep it. False for a guest, and in an app
 * without messaging.
 */
export function useUnreadMessages({
  queryClient,
  session,
  appConfig,
}: Pick<StrideParcelContext, 'queryClient' | 'session' | 'appConfig'>): boolean {
  const userId = session.status === 'authenticated' && appConfig.messaging.enabled ? session.user.id : null;
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      userId !== null &&
      queryClient.getQueryData<UnreadStatusResponse>(threadQueryKeys.unreadStatus(userId))?.has_unread === true,
  );
}
