import { normalisePagePath } from '@stride/shared';

/** Where a page's translation is kept in the memory cache: by locale and normalised path. */
export function translationKey(path: string, locale: string): string {
  return `${locale}:${normalisePagePath(path)}`;
}
