import { memberDataOf, memberQueryKeys, type ApiClient, type LoginResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

export const memberQueries = {
  /** Enable only while authenticated; the shell primes it at verify, so this fetch runs after a sign-in. */
  data: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: memberQueryKeys.data(userId),
      queryFn: async () => memberDataOf(await api.post<LoginResponse>('/auth/verify')),
      staleTime: Infinity,
    }),
};
