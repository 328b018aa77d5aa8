import {
  accessTreePath,
  apiServiceRef,
  configServiceRef,
  queryClientServiceRef,
  type AccessTree,
  type ApiClient,
  type PageSubscribersResponse,
} from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useMemo } from 'react';
import { createAccessLoader, type AccessLoader } from '../loading/accessLoader';
import { AccessStore } from './AccessStore';

export interface Access {
  store: AccessStore;
  loader: AccessLoader;
}

/** GET /__access/{root}.json; the minute timestamp lets shared caches serve it, as page data. */
function fetchAccessTree(api: ApiClient, rootId: string): Promise<AccessTree> {
  return api.get<AccessTree>(accessTreePath(rootId), { ts: Math.floor(Date.now() / 60_000) });
}

/** Access data in the shell's query client, and the load flow that fills it (spec §4). */
export function useAccess(): Access {
  const queryClient = useService(queryClientServiceRef);
  const api = useService(apiServiceRef);
  const appSlug = useService(configServiceRef).app.slug;
  return useMemo(() => {
    const store = new AccessStore(queryClient, appSlug);
    const loader = createAccessLoader({
      store,
      fetchTree: (rootId) => fetchAccessTree(api, rootId),
      fetchSubscribers: (pageId) =>
        api.get<PageSubscribersResponse>(`/pages/${encodeURIComponent(pageId)}/subscribers`),
    });
    return { store, loader };
  }, [queryClient, api, appSlug]);
}
