import { contentQueryKeys, type AccessTree, type PageSubscribersResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';
import { readLocal } from '../loading/localCache';

function isAccessTree(value: unknown): value is AccessTree {
  const tree = value as Partial<AccessTree> | null;
  return typeof tree?.root_id === 'string' && Array.isArray(tree.nodes);
}

/** Where a root's tree is kept in localStorage, so the next visit shows it before the fresh one arrives. */
export function storedTreeKey(appSlug: string, rootId: string): string {
  return `${appSlug}:access-tree:${rootId}`;
}

/** Where the local root cache (path → root id) is kept in localStorage. */
export function storedRootsKey(appSlug: string): string {
  return `${appSlug}:page-roots`;
}

/**
 * The access queries of spec §4, held in the shell's query client for the whole visit (gcTime Infinity).
 * The access load flow (loading/accessLoader) decides when to fetch, so the fetch is supplied there.
 */
export const accessQueries = {
  trees: contentQueryKeys.accessTrees,
  allSubscribers: [...contentQueryKeys.viewer, 'subscribers'] as const,
  /**
   * A root's tree: the same document for everyone, kept across sessions. The copy an earlier visit stored is
   * the initial data (dated 0, so `dataUpdateCount` stays 0 until a fresh tree arrives this visit).
   */
  tree: (appSlug: string, rootId: string) =>
    queryOptions<AccessTree>({
      queryKey: contentQueryKeys.accessTree(rootId),
      initialData: () => {
        const stored = readLocal<unknown>(storedTreeKey(appSlug, rootId));
        return isAccessTree(stored) && stored.root_id === rootId ? stored : undefined;
      },
      initialDataUpdatedAt: 0,
      // A fresh tree replaces the stored copy whole: readers compare trees by identity.
      structuralSharing: false,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
  /** The local root cache, read once from localStorage and written through to it. */
  roots: (appSlug: string) =>
    queryOptions<Record<string, string>>({
      queryKey: [...contentQueryKeys.all, 'page-roots'] as const,
      initialData: () => {
        const stored = readLocal<unknown>(storedRootsKey(appSlug));
        return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
      },
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  /** Subscriber data of a page: it differs per member, so viewer-scoped and keyed by who asked. */
  subscribers: (pageId: string, viewerKey: string) =>
    queryOptions<PageSubscribersResponse>({
      queryKey: [...contentQueryKeys.viewer, 'subscribers', pageId, viewerKey] as const,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
};
