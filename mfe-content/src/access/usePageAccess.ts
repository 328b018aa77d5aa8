import { useService } from '@stride/shared/react';
import { navigationServiceRef, sessionServiceRef } from '@stride/shared';
import type { AccessTree, Page, PageSubscribersResponse } from '@stride/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAccess } from './useAccess';
import { viewerKeyOf } from '../loading/accessLoader';
import { subscriberTarget } from './accessTreeIndex';

export interface PageAccessData {
  rootId: string | null;
  /** The root's access tree: the stored copy first, then the fresh one. */
  tree: AccessTree | null;
  /** The page whose subscriber data applies (its progress root, or a drip page itself), if any. */
  subscribersOf: string | null;
  subscribers: PageSubscribersResponse | null;
  /** viewerKeyOf the session: where mutations find the subscriber data they change. */
  viewerKey: string;
  loading: boolean;
}

/**
 * Runs the access load flow (loading/accessLoader) for the page at `path`: before its data arrives the
 * root comes from the local root cache, so the stored tree shows and the fresh one is on its way at once.
 * Nothing loads in page-builder mode, where every page is accessible.
 */
export function usePageAccess(path: string, page: Page | null): PageAccessData {
  const session = useService(sessionServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { store, loader } = useAccess();
  const rootId = pageBuilder ? null : (page?.rootId ?? store.rootOfPath(path));
  // Re-rendered only by changes to this root's tree and this page's subscriber data.
  // The server knows no tree (null), nor does hydration of its markup: the stored one follows right after.
  const tree = useSyncExternalStore(
    store.subscribe,
    () => (rootId !== null ? store.tree(rootId) : null),
    () => null,
  );
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  // The loader reads the session when it needs it; the load itself restarts only when who asks changes.
  const sessionRef = useRef(session);
  const pageRef = useRef(page);
  useEffect(() => {
    sessionRef.current = session;
    pageRef.current = page;
  });
  const viewer = session.status === 'unchecked' ? 'unchecked' : viewerKeyOf(session);
  const pageId = page?.id ?? null;
  const loadKey = rootId === null ? null : `${rootId}|${pageId ?? ''}|${viewer}`;

  useEffect(() => {
    if (page) store.rememberRoots([page.path], page.rootId);
  }, [store, page]);

  useEffect(() => {
    if (rootId === null || loadKey === null) return;
    const current = pageRef.current;
    return loader.load(
      {
        rootId,
        page: current && current.id === pageId ? { id: current.id, access: current.access } : null,
        session: () => sessionRef.current,
      },
      () => setLoadedKey(loadKey),
    );
  }, [loader, rootId, pageId, loadKey]);

  const subscribersOf = page ? subscriberTarget(tree, page) : null;
  const viewerKey = viewerKeyOf(session);
  const subscribers = useSyncExternalStore(
    store.subscribe,
    () =>
      subscribersOf !== null && session.status !== 'unchecked' ? store.subscribers(subscribersOf, viewerKey) : null,
    () => null,
  );
  return {
    rootId,
    tree,
    subscribersOf,
    subscribers,
    viewerKey,
    loading: loadKey !== null && loadedKey !== loadKey,
  };
}
