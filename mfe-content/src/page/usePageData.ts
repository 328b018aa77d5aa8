import { useService } from '@stride/shared/react';
import {
  apiServiceRef,
  navigationServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
  ApiError,
  normalisePagePath,
  pageQueries,
  type PageData,
} from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useContentSession } from '../loading/contentSession';
import { isMemberAreaPath } from '../loading/pageCache';

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** Client errors will not change on retry; server and network errors get two more tries. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return !(status !== null && status >= 400 && status < 500) && failureCount < 2;
}

export interface PageDataResult {
  data: PageData | null;
  error: unknown;
  /** The API said 404 for this path this session, or it is not a page path: shown as missing, never asked again. */
  missing: boolean;
  refetch(): void;
}

/**
 * The static page data of `path` (spec §7): through the shell's query client (pageQueries.byPath, bounded
 * to 250 paths by the content session). Never fetched in page-builder mode or for member-area paths; a 404
 * marks the path missing for the rest of the session. When who is signed in changes, page answers (which
 * depend on who asks) are refreshed.
 */
export function usePageData(path: string): PageDataResult {
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { missingPaths } = useContentSession();
  const clean = normalisePagePath(path);
  const memberArea = isMemberAreaPath(clean);
  const known404 = missingPaths.has(clean);
  const base = pageQueries.byPath(api, path);
  const query = useQuery({
    ...base,
    queryFn: async () => {
      try {
        return await base.queryFn();
      } catch (error) {
        if (statusOf(error) === 404) missingPaths.add(clean);
        throw error;
      }
    },
    enabled: !pageBuilder && !memberArea && !known404,
    retry: retryUnlessClientError,
  });

  const viewer = session.status === 'unchecked' ? null : session.status === 'guest' ? 'guest' : session.user.id;
  const previousViewer = useRef(viewer);
  useEffect(() => {
    const before = previousViewer.current;
    previousViewer.current = viewer;
    // The first answer after the session check needs no refresh: the stored session was sent with it.
    if (before === null || viewer === null || before === viewer) return;
    void queryClient.invalidateQueries({ queryKey: ['content', 'page'] });
  }, [viewer, queryClient]);

  return {
    data: query.data ?? null,
    error: query.error,
    missing: memberArea || known404 || statusOf(query.error) === 404,
    refetch: () => void query.refetch(),
  };
}
