import { contentQueryKeys } from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { missingPageQueries } from '../page/missingPageQueries';
import { translationQueries } from '../translations/translationQueries';
import { boundQueries } from './boundQueries';

/** Spec §9: static page data is cached for up to 250 paths. */
export const PAGE_CACHE_LIMIT = 250;
/** Spec §9: the translation memory cache keeps 250 keys. */
export const TRANSLATION_CACHE_LIMIT = 250;

// One install per shell query client (the shell makes one per page load); a client is never uninstalled.
const installed = new WeakSet<QueryClient>();

/**
 * The content domain's bounds in the shell's query client: page data and translations trimmed to their
 * limits, 404 marks kept for the visit (they are written with setQueryData, which takes only defaults).
 * Called while the root renders, before any query of its tree is built.
 */
export function installContentCachePolicy(queryClient: QueryClient): void {
  if (installed.has(queryClient)) return;
  installed.add(queryClient);
  queryClient.setQueryDefaults(missingPageQueries.all, { gcTime: Infinity });
  boundQueries(queryClient, contentQueryKeys.pages, PAGE_CACHE_LIMIT);
  boundQueries(queryClient, translationQueries.all, TRANSLATION_CACHE_LIMIT);
}
