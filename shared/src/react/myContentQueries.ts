import { contentQueryKeys, type ApiClient, type MyContent } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** GET /my-content of the signed-in member (mfe-account draws it; content mutations invalidate it). */
export const myContentQueries = {
  current: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: contentQueryKeys.myContent(userId),
      queryFn: () => api.get<MyContent>('/my-content'),
      staleTime: 30_000,
    }),
};
