import type { Block, PageData, PageTranslation } from '@stride/shared';

function translateBlock(block: Block, fields: Record<string, string> | undefined): Block {
  if (!fields) return block;
  const translated: Record<string, unknown> = { ...block };
  // Only text the block already has is replaced: a translation never adds fields or changes their kind.
  for (const [field, value] of Object.entries(fields)) {
    const current = translated[field];
    if (typeof value === 'string' && (typeof current === 'string' || current === null)) translated[field] = value;
  }
  return translated as Block;
}

/**
 * The page with its translated strings over it: the title, block fields per block id and field, and string
 * attribute values per slug. Ids, paths, access and anything not translated stay as they are.
 */
export function applyTranslation(data: PageData, translation: PageTranslation | null): PageData {
  if (!translation) return data;
  const attributes: Record<string, unknown> = { ...data.attributes };
  for (const [slug, value] of Object.entries(translation.attributes ?? {})) {
    if (typeof attributes[slug] === 'string' && typeof value === 'string') attributes[slug] = value;
  }
  return {
    ...data,
    page: translation.title ? { ...data.page, title: translation.title } : data.page,
    blocks: data.blocks.map((block) => translateBlock(block, translation.blocks?.[block.id])),
    attributes,
  };
}
