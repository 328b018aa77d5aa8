import type { AccessTree, AccessTreeNode } from '@stride/shared';
import { rootOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';
import { compressText, type ContentEncoding } from '../web/compressedFiles';

/** Guards against a parent cycle written straight into the database, like the page index does. */
const MAX_DEPTH = 64;

function toNode(page: IndexedPage, isRoot: boolean): AccessTreeNode {
  return {
    id: page.id,
    parent: isRoot ? null : page.parentId,
    path: page.path,
    title: page.title,
    type: page.type,
    position: page.position,
    access: page.access,
    ...(page.formId ? { form_id: page.formId } : {}),
  };
}

/**
 * The root and the pages under it, depth first, without private subtrees: a private page's title and
 * path (and everything under it) are not shown to those who may not enter. A client treats a link it
 * finds in no tree as open, and the page itself then decides (its JSON answers 403 IS_PRIVATE).
 */
function nodesUnder(index: AppPageIndex, root: IndexedPage): AccessTreeNode[] {
  if (root.access.is_private) return [];
  const nodes = [toNode(root, true)];
  const walk = (id: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const child of index.children.get(id) ?? []) {
      if (child.access.is_private) continue;
      nodes.push(toNode(child, false));
      walk(child.id, depth + 1);
    }
  };
  walk(root.id, 0);
  return nodes;
}

/**
 * The access tree of one root: the root and every published page under it that is not private (nor under
 * a private page), depth first; null when `rootId` is not a root, or is a private one.
 */
export function accessTreeOf(index: AppPageIndex, rootId: string): AccessTree | null {
  const root = index.byId.get(rootId);
  if (!root || rootOf(index, root.id) !== root || root.access.is_private) return null;
  return { root_id: root.id, nodes: nodesUnder(index, root) };
}

/** Every root's tree of the app as one document (root_id ''), roots in their order, private subtrees left out. */
export function appAccessTree(index: AppPageIndex): AccessTree {
  return { root_id: '', nodes: (index.children.get('') ?? []).flatMap((root) => nodesUnder(index, root)) };
}

/** An access tree as it goes out: its JSON, and compressed copies made on first request. */
export interface SerialisedAccessTree {
  json: string;
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

/**
 * Serialised access trees by page index, then root id: a tree changes only with its index, so a new index
 * (any page write) starts afresh and the old one's trees go with it.
 */
export type AccessTreeCache = WeakMap<AppPageIndex, Map<string, SerialisedAccessTree>>;

export function createAccessTreeCache(): AccessTreeCache {
  return new WeakMap();
}

/** The access tree of `rootId` in `index`, serialised once per index; null when it is not a root. */
export function serialisedAccessTree(
  cache: AccessTreeCache,
  index: AppPageIndex,
  rootId: string,
): SerialisedAccessTree | null {
  let trees = cache.get(index);
  if (!trees) {
    trees = new Map();
    cache.set(index, trees);
  }
  const cached = trees.get(rootId);
  if (cached !== undefined) return cached;
  const tree = accessTreeOf(index, rootId);
  if (tree === null) return null;
  const serialised: SerialisedAccessTree = { json: JSON.stringify(tree), encoded: {} };
  trees.set(rootId, serialised);
  return serialised;
}

/** The tree compressed with `encoding`, made once and then kept with it. */
export function encodedAccessTree(tree: SerialisedAccessTree, encoding: ContentEncoding): Promise<Buffer> {
  return (tree.encoded[encoding] ??= compressText(tree.json, encoding));
}
