import {
  normalisePagePath,
  type AccessChainNode,
  type AccessTree,
  type AccessTreeNode,
  type PageAccess,
} from '@stride/shared';

interface TreeIndex {
  byId: Map<string, AccessTreeNode>;
  byPath: Map<string, AccessTreeNode>;
}

const indexes = new WeakMap<AccessTree, TreeIndex>();

/** Lookups by id and by path, built once per tree (trees are replaced, never changed). */
function indexOf(tree: AccessTree): TreeIndex {
  let index = indexes.get(tree);
  if (!index) {
    index = { byId: new Map(), byPath: new Map() };
    for (const node of tree.nodes) {
      index.byId.set(node.id, node);
      index.byPath.set(normalisePagePath(node.path), node);
    }
    indexes.set(tree, index);
  }
  return index;
}

export function treeNodeById(tree: AccessTree, id: string): AccessTreeNode | null {
  return indexOf(tree).byId.get(id) ?? null;
}

export function treeNodeByPath(tree: AccessTree, path: string): AccessTreeNode | null {
  return indexOf(tree).byPath.get(normalisePagePath(path)) ?? null;
}

/** The engine's chain for a page of the tree: the page first, then its ancestors to the root. */
export function accessChain(tree: AccessTree, pageId: string): AccessChainNode[] {
  const chain: AccessChainNode[] = [];
  const seen = new Set<string>();
  let node = treeNodeById(tree, pageId);
  // A malformed tree with a cycle must not hang the page.
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    chain.push({ page_id: node.id, access: node.access });
    node = node.parent === null ? null : treeNodeById(tree, node.parent);
  }
  return chain;
}

/**
 * The page whose subscriber data the page needs (spec §4 load flow: scheduled or progress-root pages): its
 * progress root (itself or the nearest ancestor that is one), else the page itself when it or an ancestor
 * drips; null for any other page. Without a tree only the page's own node is known.
 */
export function subscriberTarget(
  tree: AccessTree | null,
  page: { id: string; access: PageAccess } | null,
): string | null {
  if (!page) return null;
  const fromTree = tree ? accessChain(tree, page.id) : [];
  const chain = fromTree.length > 0 ? fromTree : [{ page_id: page.id, access: page.access }];
  const root = chain.find((node) => node.access.is_progress_root);
  if (root) return root.page_id;
  return chain.some((node) => node.access.is_scheduled) ? page.id : null;
}

/** The nearest progress root of a page (itself or an ancestor), from the tree or the page's own node. */
export function progressRootOf(tree: AccessTree | null, page: { id: string; access: PageAccess }): string | null {
  const fromTree = tree ? accessChain(tree, page.id) : [];
  if (fromTree.length === 0) return page.access.is_progress_root ? page.id : null;
  return fromTree.find((node) => node.access.is_progress_root)?.page_id ?? null;
}
