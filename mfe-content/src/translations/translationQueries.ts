import { ApiError, contentQueryKeys, normalisePagePath, type ApiClient, type PageTranslation } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** '/' → '/__/fr.json'; '/programs/start' → '/__/programs/start/fr.json' (beside the page's index.json). */
export function translationPath(path: string, locale: string): string {
  const clean = normalisePagePath(path);
  return clean === '/' ? `/__/${locale}.json` : `/__${clean}/${locale}.json`;
}

/**
 * A page without a translation (404) is null, kept so it is not asked again; any other failure is only
 * logged (spec §8) and thrown, so nothing is kept and the next visit asks again.
 */
async function fetchPageTranslation(api: ApiClient, path: string, locale: string): Promise<PageTranslation | null> {
  try {
    return await api.get<PageTranslation>(translationPath(path, locale), { ts: Math.floor(Date.now() / 60_000) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    console.error(`Could not load the ${locale} translation of ${path}`, error);
    throw error;
  }
}

/**
 * The translation memory cache (spec §9): one query per locale and path, kept for the visit and bounded to
 * TRANSLATION_CACHE_LIMIT keys by contentCachePolicy. Viewer-scoped: a translation is served with its
 * page's access, so what one member was sent is not kept for the next person.
 */
export const translationQueries = {
  all: [...contentQueryKeys.viewer, 'translation'] as const,
  of: (api: ApiClient, path: string, locale: string) =>
    queryOptions({
      queryKey: [...contentQueryKeys.viewer, 'translation', locale, normalisePagePath(path)] as const,
      queryFn: () => fetchPageTranslation(api, path, locale),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
};
