import { normalisePagePath, type AccessTree, type PageSubscribersResponse } from '@stride/shared';
import { matchQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { writeLocal } from '../loading/localCache';
import { accessQueries, storedRootsKey, storedTreeKey } from './accessQueries';
import { treeNodeByPath } from './accessTreeIndex';

/** Paths whose root the local root cache remembers; the oldest are dropped beyond this. */
export const ROOT_CACHE_LIMIT = 2000;

/**
 * What the content remote knows about access, read from and written to the shell's query client
 * (accessQueries): access trees (fresh from the API, else the copy kept in localStorage), which root each path
 * belongs to (kept in localStorage too, so a link's root is known before its tree is fetched) and subscriber
 * data. It holds nothing itself. Components read it through useSyncExternalStore: getters return the cached
 * object until it changes.
 */
export class AccessStore {
  constructor(
    private readonly queryClient: QueryClient,
    private readonly appSlug: string,
  ) {}

  /** Tells the listener about changes to access data (not about entries merely read for the first time). */
  subscribe = (listener: () => void): (() => void) => {
    const prefixes: QueryKey[] = [
      accessQueries.trees,
      accessQueries.roots(this.appSlug).queryKey,
      accessQueries.allSubscribers,
    ];
    return this.queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return;
      if (prefixes.some((queryKey) => matchQuery({ queryKey }, event.query))) listener();
    });
  };

  /**
   * The freshest tree of a root: fetched this visit, else the one stored by an earlier visit. The first read
   * makes its query with the stored copy as initial data; that adds an entry without changing any data, so
   * readers are not told (see subscribe).
   */
  tree(rootId: string): AccessTree | null {
    const options = this.queryClient.defaultQueryOptions(accessQueries.tree(this.appSlug, rootId));
    return this.queryClient.getQueryCache().build(this.queryClient, options).state.data ?? null;
  }

  isFresh(rootId: string): boolean {
    return (
      (this.queryClient.getQueryState(accessQueries.tree(this.appSlug, rootId).queryKey)?.dataUpdateCount ?? 0) > 0
    );
  }

  /** A tree was fetched or is on its way, successfully or not, this visit. */
  wasAsked(rootId: string): boolean {
    const state = this.queryClient.getQueryState(accessQueries.tree(this.appSlug, rootId).queryKey);
    return (
      state !== undefined && (state.fetchStatus === 'fetching' || state.dataUpdateCount + state.errorUpdateCount > 0)
    );
  }

  isFetchingTree(rootId: string): boolean {
    return (
      this.queryClient.isFetching({ queryKey: accessQueries.tree(this.appSlug, rootId).queryKey, exact: true }) > 0
    );
  }

  /** Fetches a root's tree through the query cache (once at a time), keeping it for the next visit too. */
  fetchTree(rootId: string, fetch: (rootId: string) => Promise<AccessTree>): Promise<AccessTree> {
    return this.queryClient.fetchQuery({
      ...accessQueries.tree(this.appSlug, rootId),
      queryFn: async () => this.keep(await fetch(rootId)),
      staleTime: 0,
    });
  }

  /** A fresh tree arrived by other means (tests, a tree inlined elsewhere). */
  setTree(tree: AccessTree): void {
    this.queryClient.setQueryData(accessQueries.tree(this.appSlug, tree.root_id).queryKey, this.keep(tree));
  }

  /** The root of a path: from the local root cache, else from a tree already known this visit. */
  rootOfPath(path: string): string | null {
    const clean = normalisePagePath(path);
    const remembered: unknown = this.roots()[clean];
    if (typeof remembered === 'string' && remembered !== '') return remembered;
    const trees = this.queryClient.getQueriesData<AccessTree>({ queryKey: accessQueries.trees });
    for (const [, tree] of trees) {
      if (tree && treeNodeByPath(tree, clean)) return tree.root_id;
    }
    return null;
  }

  /** Remembers the root of pages seen (a loaded page, every node of a tree), newest last. */
  rememberRoots(paths: readonly string[], rootId: string): void {
    const roots = { ...this.roots() };
    let changed = false;
    for (const path of paths) {
      const clean = normalisePagePath(path);
      if (roots[clean] === rootId) continue;
      delete roots[clean];
      roots[clean] = rootId;
      changed = true;
    }
    if (!changed) return;
    const keys = Object.keys(roots);
    for (const old of keys.slice(0, Math.max(0, keys.length - ROOT_CACHE_LIMIT))) delete roots[old];
    this.queryClient.setQueryData(accessQueries.roots(this.appSlug).queryKey, roots);
    writeLocal(storedRootsKey(this.appSlug), roots);
  }

  subscribers(pageId: string, viewerKey: string): PageSubscribersResponse | null {
    return this.queryClient.getQueryData(accessQueries.subscribers(pageId, viewerKey).queryKey) ?? null;
  }

  isFetchingSubscribers(pageId: string, viewerKey: string): boolean {
    return this.queryClient.isFetching({ queryKey: accessQueries.subscribers(pageId, viewerKey).queryKey }) > 0;
  }

  fetchSubscribers(
    pageId: string,
    viewerKey: string,
    fetch: (pageId: string) => Promise<PageSubscribersResponse>,
  ): Promise<PageSubscribersResponse> {
    return this.queryClient.fetchQuery({
      ...accessQueries.subscribers(pageId, viewerKey),
      queryFn: () => fetch(pageId),
    });
  }

  /** Changes known subscriber data (after start, leave or a completion); unknown data stays unknown. */
  updateSubscribers(
    pageId: string,
    viewerKey: string,
    update: (data: PageSubscribersResponse) => PageSubscribersResponse,
  ): void {
    const { queryKey } = accessQueries.subscribers(pageId, viewerKey);
    if (!this.queryClient.getQueryData(queryKey)) return;
    this.queryClient.setQueryData(queryKey, (current) => (current ? update(current) : current));
  }

  private keep(tree: AccessTree): AccessTree {
    writeLocal(storedTreeKey(this.appSlug, tree.root_id), tree);
    this.rememberRoots(
      tree.nodes.map((node) => node.path),
      tree.root_id,
    );
    return tree;
  }

  private roots(): Record<string, string> {
    const options = this.queryClient.defaultQueryOptions(accessQueries.roots(this.appSlug));
    return this.queryClient.getQueryCache().build(this.queryClient, options).state.data ?? {};
  }
}
