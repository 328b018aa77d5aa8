import { normalisePagePath, type Block, type CollectionItem } from '@stride/shared';
import type { AppPageIndex, IndexedPage } from '../access/appPageIndex';
import { isCollectionBlock, type StoredBlock, type StoredCollectionBlock } from '../db/jsonColumns';

function toItem(page: IndexedPage): CollectionItem {
  return {
    page_id: page.id,
    path: page.path,
    title: page.title,
    type: page.type,
    image_url: page.imageUrl,
    description: page.description,
  };
}

/** The cards of a collection block: its listed paths in their order, or else the children of `parent`. */
function collectionItems(
  index: AppPageIndex,
  parent: IndexedPage | null,
  block: StoredCollectionBlock,
): CollectionItem[] {
  if (block.paths && block.paths.length > 0) {
    return block.paths.flatMap((path) => {
      const listed = index.byPath.get(normalisePagePath(path));
      return listed ? [toItem(listed)] : [];
    });
  }
  return parent === null ? [] : (index.children.get(parent.id) ?? []).map(toItem);
}

/**
 * Stored blocks as the client draws them: a collection lists its pages (published ones only) instead of
 * their paths. `parent` is the page the blocks are on, whose children a collection without paths lists;
 * null for blocks on no page (an overlay), where such a collection is empty.
 */
export function resolveBlocks(
  index: AppPageIndex,
  parent: IndexedPage | null,
  blocks: readonly StoredBlock[],
): Block[] {
  return blocks.map((block): Block => {
    if (!isCollectionBlock(block)) return block;
    const { paths: _paths, ...rest } = block;
    return { ...rest, items: collectionItems(index, parent, block) };
  });
}
