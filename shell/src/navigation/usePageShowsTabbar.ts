import { contentQueryKeys, type PageData } from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The show_tabbar of the content page at `pathname`, read from the page data the content remote loaded into
 * the shell's query client (contentQueryKeys.page); null until that page is known.
 */
export function usePageShowsTabbar(queryClient: QueryClient, pathname: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<PageData>(contentQueryKeys.page(pathname))?.page.show_tabbar ?? null,
  );
}
