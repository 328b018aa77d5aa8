import type { Locale } from '@stride/shared';

export interface OfflinePageStrings {
  title: string;
  text: string;
  retry: string;
}

/**
 * The offline page's words, which the service worker shows for a page it has not saved while the device has no
 * connection. English is the fallback; a translator adds locales here.
 */
export const OFFLINE_PAGE_STRINGS: Partial<Record<Locale, OfflinePageStrings>> & { en: OfflinePageStrings } = {
  en: {
    title: "You're offline",
    text: "This page hasn't been saved on this device yet. Check your connection and try again; pages you opened before still work.",
    retry: 'Try again',
  },
};
