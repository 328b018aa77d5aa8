import type { AccessTree, AccessTreeNode } from '@stride/shared';
import { descendantsOf, rootOf, type AppPageIndex, type IndexedPage } from '../access/appPageIndex';

function toNode(page: IndexedPage, isRoot: boolean): AccessTreeNode {
  return {
    id: page.id,
    parent: isRoot ? null : page.parentId,
    path: page.path,
    title: page.title,
    type: page.type,
    position: page.position,
    access: page.access,
  };
}

function nodesUnder(index: AppPageIndex, root: IndexedPage): AccessTreeNode[] {
  return [toNode(root, true), ...descendantsOf(index, root.id).map((page) => toNode(page, false))];
}

/** The access tree of one root: the root and every published page under it, depth first; null when `rootId` is not a root. */
export function accessTreeOf(index: AppPageIndex, rootId: string): AccessTree | null {
  const root = index.byId.get(rootId);
  if (!root || rootOf(index, root.id) !== root) return null;
  return { root_id: root.id, nodes: nodesUnder(index, root) };
}

/** Every root's tree of the app as one document (root_id ''), roots in their order. */
export function appAccessTree(index: AppPageIndex): AccessTree {
  return { root_id: '', nodes: (index.children.get('') ?? []).flatMap((root) => nodesUnder(index, root)) };
}
