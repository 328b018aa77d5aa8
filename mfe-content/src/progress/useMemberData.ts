import { memberQueries, useService } from '@stride/shared/react';
import {
  apiServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
  memberQueryKeys,
  type MemberData,
} from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface MemberDataHandle {
  /** The signed-in member's lists; null for a guest, while unchecked, or until they arrive. */
  data: MemberData | null;
  userId: string | null;
  /** Applies a change to the cached lists (no-op when none are cached); returns whether it applied. */
  update(change: (data: MemberData) => MemberData): boolean;
  /** Reads the lists again from the API, for what only the server knows (e.g. when it started a subscription). */
  refetch(): void;
}

/** The member's lists the shell primed at verify (memberQueries.data), read and changed in place. */
export function useMemberData(): MemberDataHandle {
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const query = useQuery({ ...memberQueries.data(api, userId ?? ''), enabled: userId !== null });
  const update = useCallback(
    (change: (data: MemberData) => MemberData) => {
      if (userId === null) return false;
      const key = memberQueryKeys.data(userId);
      if (!queryClient.getQueryData<MemberData>(key)) return false;
      queryClient.setQueryData<MemberData>(key, (data) => (data ? change(data) : data));
      return true;
    },
    [queryClient, userId],
  );
  const refetch = useCallback(() => {
    if (userId !== null) void queryClient.invalidateQueries({ queryKey: memberQueryKeys.data(userId) });
  }, [queryClient, userId]);
  return { data: userId !== null ? (query.data ?? null) : null, userId, update, refetch };
}
