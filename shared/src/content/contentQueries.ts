import type { ApiClient } from '../api/ApiClient';
import type { MyContent } from './Catalogue';
import type { PageData } from './Page';
import { normalisePagePath, staticPagePath } from './Page';

/** Query keys and options of the content domain; the shell primes `byPath` with the page inlined at boot. */
export const contentQueryKeys = {
  all: ['content'] as const,
  page: (path: string) => ['content', 'page', normalisePagePath(path)] as const,
  /**
   * GET /my-content, per member: mfe-account draws it; content mutations (bookmark, complete, subscribe)
   * invalidate every member's with `myContent()`.
   */
  myContent: (userId?: string) =>
    userId ? (['content', 'my-content', userId] as const) : (['content', 'my-content'] as const),
};

export const pageQueries = {
  byPath: (api: ApiClient, path: string) => ({
    queryKey: contentQueryKeys.page(path),
    queryFn: () => api.get<PageData>(staticPagePath(path), { ts: Math.floor(Date.now() / 60_000) }),
    staleTime: 60_000,
  }),
};

export const myContentQueries = {
  current: (api: ApiClient, userId: string) => ({
    queryKey: contentQueryKeys.myContent(userId),
    queryFn: () => api.get<MyContent>('/my-content'),
    staleTime: 30_000,
  }),
};
