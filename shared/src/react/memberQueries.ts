import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/ApiClient';
import type { LoginResponse } from '../session/LoginResponse';
import { memberDataOf, memberQueryKeys } from '../session/memberData';

export const memberQueries = {
  /** Enable only while authenticated; the shell primes it at verify, so this fetch runs after a sign-in. */
  data: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: memberQueryKeys.data(userId),
      queryFn: async () => memberDataOf(await api.post<LoginResponse>('/auth/verify')),
      staleTime: Infinity,
    }),
};
