import { useService } from '@stride/shared/react';
import {
  accessTreePath,
  type AccessTree,
  type PageSubscribersResponse,
  type PageTranslation,
  type StrideParcelContext,
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
} from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { AccessStore } from '../access/AccessStore';
import { BoundedCache } from '../translations/BoundedCache';
import { createAccessLoader, viewerKeyOf, type AccessLoader } from './accessLoader';
import { boundPageCache } from './pageCache';

/**
 * What the content remote keeps for the whole page session, across its parcel's unmounts and remounts:
 * one per shell query client (the shell makes one per page load).
 */
export interface ContentSession {
  store: AccessStore;
  loader: AccessLoader;
  /** Normalised paths the API answered 404 for: not asked again this session (spec §8). */
  missingPaths: Set<string>;
  /** Translation files by locale and path; null: the page has none. */
  translations: BoundedCache<PageTranslation | null>;
}

const sessions = new WeakMap<QueryClient, ContentSession>();

export function contentSessionFor(
  context: Pick<StrideParcelContext, 'queryClient' | 'api' | 'appConfig' | 'bus' | 'session'>,
) {
  const { queryClient, api, appConfig, bus } = context;
  let session = sessions.get(queryClient);
  if (!session) {
    const store = new AccessStore(appConfig.app.slug);
    const translations = new BoundedCache<PageTranslation | null>();
    // A translation is served with its page's access: what one member was sent is not kept for the next
    // person (sign-out, another member). Until the first check, requests carry the stored session, so the
    // check itself changes nothing.
    let viewer = context.session.status === 'unchecked' ? null : viewerKeyOf(context.session);
    bus.on('session:changed', (snapshot) => {
      const next = viewerKeyOf(snapshot);
      if (viewer !== null && next !== viewer) translations.clear();
      viewer = next;
    });
    session = {
      store,
      loader: createAccessLoader({
        store,
        // Fetched once per root per session; the minute timestamp lets shared caches serve it, as page data.
        fetchTree: (rootId) => api.get<AccessTree>(accessTreePath(rootId), { ts: Math.floor(Date.now() / 60_000) }),
        fetchSubscribers: (pageId) =>
          api.get<PageSubscribersResponse>(`/pages/${encodeURIComponent(pageId)}/subscribers`),
      }),
      missingPaths: new Set(),
      translations,
    };
    boundPageCache(queryClient);
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
