import { normalisePagePath, type ApiClient, type Block, type PageData, type PageTranslation } from '@stride/shared';
import { ApiError } from '@stride/shared';
import type { BoundedCache } from './BoundedCache';
import { translationKey } from './translationKey';

/** '/' → '/__/fr.json'; '/programs/start' → '/__/programs/start/fr.json' (beside the page's index.json). */
export function translationPath(path: string, locale: string): string {
  const clean = normalisePagePath(path);
  return clean === '/' ? `/__/${locale}.json` : `/__${clean}/${locale}.json`;
}

/**
 * The translation of a page in a locale, through the memory cache. A page without one (404) is cached as
 * null so it is not asked again; any other failure is only logged (spec §8) and asked again next visit.
 */
export async function loadPageTranslation(
  api: ApiClient,
  cache: BoundedCache<PageTranslation | null>,
  path: string,
  locale: string,
): Promise<PageTranslation | null> {
  const key = translationKey(path, locale);
  if (cache.has(key)) return cache.get(key) ?? null;
  try {
    const translation = await api.get<PageTranslation>(translationPath(path, locale), {
      ts: Math.floor(Date.now() / 60_000),
    });
    cache.set(key, translation);
    return translation;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) cache.set(key, null);
    else console.error(`Could not load the ${locale} translation of ${path}`, error);
    return null;
  }
}

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
    page: translation.title ? { ...data.page, title: translation.title } : data.page,
    blocks: data.blocks.map((block) => translateBlock(block, translation.blocks?.[block.id])),
    attributes,
  };
}
