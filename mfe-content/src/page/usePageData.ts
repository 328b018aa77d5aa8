import { ApiError, apiServiceRef, navigationServiceRef, queryClientServiceRef, type PageData } from '@stride/shared';
import { pageQueries, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isMemberAreaPath } from './isMemberAreaPath';
import { missingPageQueries } from './missingPageQueries';

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
  /** The API said 404 for this path this visit, or it is not a page path: shown as missing, never asked again. */
  missing: boolean;
  refetch(): void;
}

/**
 * The static page data of `path` (spec §7): through the shell's query client (pageQueries.byPath, bounded
 * to 250 paths by contentCachePolicy). Never fetched in page-builder mode or for member-area paths; a 404
 * marks the path missing for the rest of the visit (missingPageQueries). Page answers depend on who asks:
 * the shell refreshes or drops them when the viewer changes.
 */
export function usePageData(path: string): PageDataResult {
  const api = useService(apiServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const memberArea = isMemberAreaPath(path);
  const missingMark = missingPageQueries.of(path).queryKey;
  const known404 = queryClient.getQueryData(missingMark) === true;
  const query = useQuery({
    ...pageQueries.byPath(api, path),
    enabled: !pageBuilder && !memberArea && !known404,
    retry: retryUnlessClientError,
  });
  const notFound = statusOf(query.error) === 404;
  useEffect(() => {
    if (notFound) queryClient.setQueryData(missingMark, true);
  }, [notFound, queryClient, missingMark]);

  return {
    data: query.data ?? null,
    error: query.error,
    missing: memberArea || known404 || notFound,
    refetch: () => void query.refetch(),
  };
}
