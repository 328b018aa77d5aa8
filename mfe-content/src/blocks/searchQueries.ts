import { contentQueryKeys, type ApiClient, type ContentListResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** Most pages one search looks through; the listing linked below the results has the rest. */
export const SEARCH_LIMIT = 100;

export const searchQueries = {
  /** GET /content/{type}: which pages are listed depends on who asks (hidden pages): viewer-scoped. */
  pagesOfType: (api: ApiClient, contentType: string, tags: string) =>
    queryOptions({
      queryKey: [...contentQueryKeys.viewer, 'search', contentType, tags] as const,
      queryFn: () =>
        api.get<ContentListResponse>(`/content/${contentType}`, {
          limit: SEARCH_LIMIT,
          ...(tags ? { with_tags: tags } : {}),
        }),
      staleTime: 60_000,
    }),
};
