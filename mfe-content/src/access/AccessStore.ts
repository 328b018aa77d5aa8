import { normalisePagePath, type AccessTree, type PageSubscribersResponse } from '@stride/shared';
import { readLocal, writeLocal } from '../loading/localCache';
import { treeNodeByPath } from './accessTreeIndex';

/** Paths whose root the local root cache remembers; the oldest are dropped beyond this. */
export const ROOT_CACHE_LIMIT = 2000;

/** Subscriber data differs per member: keyed by page and by who asked ('guest' or the user id). */
export function subscribersKey(pageId: string, viewerKey: string): string {
  return `${pageId}|${viewerKey}`;
}

function isAccessTree(value: unknown): value is AccessTree {
  const tree = value as Partial<AccessTree> | null;
  return typeof tree?.root_id === 'string' && Array.isArray(tree.nodes);
}

/**
 * What the content remote knows about access for one app, for the whole page session: access trees (fresh
 * from the API, else the copy kept in localStorage), which root each path belongs to (kept in localStorage
 * too, so a link's root is known before its tree is fetched) and subscriber data. Components read it
 * through useSyncExternalStore: getters return the same object until it changes.
 */
export class AccessStore {
  private readonly fresh = new Map<string, AccessTree>();
  private readonly stored = new Map<string, AccessTree | null>();
  private roots: Record<string, string> | null = null;
  private readonly subscriberData = new Map<string, PageSubscribersResponse>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly appSlug: string) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The freshest tree of a root: fetched this session, else the one stored by an earlier session. */
  tree(rootId: string): AccessTree | null {
    return this.fresh.get(rootId) ?? this.storedTree(rootId);
  }

  isFresh(rootId: string): boolean {
    return this.fresh.has(rootId);
  }

  setTree(tree: AccessTree): void {
    this.fresh.set(tree.root_id, tree);
    writeLocal(this.treeKey(tree.root_id), tree);
    this.rememberRoots(
      tree.nodes.map((node) => node.path),
      tree.root_id,
    );
    this.changed();
  }

  /** The root of a path: from the local root cache, else from a tree already known this session. */
  rootOfPath(path: string): string | null {
    const clean = normalisePagePath(path);
    const remembered: unknown = this.rootCache()[clean];
    if (typeof remembered === 'string' && remembered !== '') return remembered;
    for (const tree of this.fresh.values()) {
      if (treeNodeByPath(tree, clean)) return tree.root_id;
    }
    return null;
  }

  /** Remembers the root of pages seen (a loaded page, every node of a tree), newest last. */
  rememberRoots(paths: readonly string[], rootId: string): void {
    const roots = { ...this.rootCache() };
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
    this.roots = roots;
    writeLocal(this.rootsKey(), roots);
  }

  subscribers(pageId: string, viewerKey: string): PageSubscribersResponse | null {
    return this.subscriberData.get(subscribersKey(pageId, viewerKey)) ?? null;
  }

  setSubscribers(viewerKey: string, data: PageSubscribersResponse): void {
    this.subscriberData.set(subscribersKey(data.page_id, viewerKey), data);
    this.changed();
  }

  /** Changes known subscriber data (after start, leave or a completion); unknown data stays unknown. */
  updateSubscribers(
    pageId: string,
    viewerKey: string,
    update: (data: PageSubscribersResponse) => PageSubscribersResponse,
  ): void {
    const key = subscribersKey(pageId, viewerKey);
    const current = this.subscriberData.get(key);
    if (!current) return;
    this.subscriberData.set(key, update(current));
    this.changed();
  }

  private storedTree(rootId: string): AccessTree | null {
    if (!this.stored.has(rootId)) {
      const value = readLocal<unknown>(this.treeKey(rootId));
      this.stored.set(rootId, isAccessTree(value) && value.root_id === rootId ? value : null);
    }
    return this.stored.get(rootId) ?? null;
  }

  private rootCache(): Record<string, string> {
    if (this.roots === null) {
      const value = readLocal<unknown>(this.rootsKey());
      this.roots = typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
    }
    return this.roots;
  }

  private treeKey(rootId: string): string {
    return `${this.appSlug}:access-tree:${rootId}`;
  }

  private rootsKey(): string {
    return `${this.appSlug}:page-roots`;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
