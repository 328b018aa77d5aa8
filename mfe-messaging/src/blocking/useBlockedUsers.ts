import {
  apiServiceRef,
  memberQueryKeys,
  realtimeServiceRef,
  sessionServiceRef,
  type BlockedUsersResponse,
  type MemberData,
  type UserChannelEvents,
} from '@stride/shared';
import { userChannel } from '@stride/shared/messaging';
import { memberQueries, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The members the signed-in member blocked or who blocked them (the login response's blocked_user_ids and
 * blocked_by_user_ids, which the shell primes): their messages are left out of every list, live ones too. A block
 * made elsewhere (by either of the two, on any device) arrives on the member's channel.
 */
export function useBlockedUserIds(): ReadonlySet<string> {
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const realtime = useService(realtimeServiceRef);
  const queryClient = useQueryClient();
  const listenerId = `mfe-messaging:blocks:${useId()}`;
  const user = session.status === 'authenticated' ? session.user : null;
  const userId = user?.id ?? '';
  const channel = user?.subscriberUuid ? userChannel(user.subscriberUuid) : null;
  const { data } = useQuery({ ...memberQueries.data(api, userId), enabled: userId !== '' });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, listenerId, (event, payload) => {
      if (event !== 'blocks-changed') return;
      const { blocked_user_ids, blocked_by_user_ids } = payload as UserChannelEvents['blocks-changed'];
      queryClient.setQueryData<MemberData>(memberQueryKeys.data(userId), (current) =>
        current ? { ...current, blocked_user_ids, blocked_by_user_ids } : current,
      );
    });
  }, [realtime, queryClient, channel, listenerId, userId]);
  const blocked = data?.blocked_user_ids;
  const blockedBy = data?.blocked_by_user_ids;
  return useMemo(
    () => (blocked || blockedBy ? new Set([...(blocked ?? []), ...(blockedBy ?? [])]) : NONE),
    [blocked, blockedBy],
  );
}

/** POST /subscribers/block {user_id}: the member's blocked list follows the answer, so their messages go at once. */
export function useBlockMember(): (otherId: string) => Promise<void> {
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const queryClient = useQueryClient();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useCallback(
    async (otherId: string) => {
      const answer = await api.post<BlockedUsersResponse>('/subscribers/block', { user_id: otherId });
      queryClient.setQueryData<MemberData>(memberQueryKeys.data(userId), (data) =>
        data ? { ...data, blocked_user_ids: answer.blocked_user_ids } : data,
      );
    },
    [api, queryClient, userId],
  );
}
