import { useService } from '@stride/shared/react';
import {
  accessTreePath,
  type AccessTree,
  type PageSubscribersResponse,
  type StrideParcelContext,
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
} from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { AccessStore } from '../access/AccessStore';
import { createAccessLoader, type AccessLoader } from './accessLoader';

/**
 * What the content remote keeps for the whole page session, across its parcel's unmounts and remounts:
 * one per shell query client (the shell makes one per page load).
 */
export interface ContentSession {
  store: AccessStore;
  loader: AccessLoader;
}

const sessions = new WeakMap<QueryClient, ContentSession>();

export function contentSessionFor(
  context: Pick<StrideParcelContext, 'queryClient' | 'api' | 'appConfig' | 'bus' | 'session'>,
) {
  const { queryClient, api, appConfig } = context;
  let session = sessions.get(queryClient);
  if (!session) {
    const store = new AccessStore(appConfig.app.slug);
    session = {
      store,
      loader: createAccessLoader({
        store,
        // Fetched once per root per session; the minute timestamp lets shared caches serve it, as page data.
        fetchTree: (rootId) => api.get<AccessTree>(accessTreePath(rootId), { ts: Math.floor(Date.now() / 60_000) }),
        fetchSubscribers: (pageId) =>
          api.get<PageSubscribersResponse>(`/pages/${encodeURIComponent(pageId)}/subscribers`),
      }),
    };
    sessions.set(queryClient, session);
  }
  return session;
}

export function useContentSession(): ContentSession {
  return contentSessionFor({
    queryClient: useService(queryClientServiceRef),
    api: useService(apiServiceRef),
    appConfig: useService(configServiceRef),
    bus: useService(busServiceRef),
    session: useService(sessionServiceRef),
  });
}
