import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/ApiClient';
import type { MyContent } from '../content/Catalogue';
import { contentQueryKeys } from '../content/contentQueryKeys';

/** GET /my-content of the signed-in member (mfe-account draws it; content mutations invalidate it). */
export const myContentQueries = {
  current: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: contentQueryKeys.myContent(userId),
      queryFn: () => api.get<MyContent>('/my-content'),
      staleTime: 30_000,
    }),
};
