import { useService } from '@stride/shared/react';
import {
  apiServiceRef,
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  DEFAULT_LOCALE,
  isLocalisationEnabled,
  type PageData,
  type PageTranslation,
} from '@stride/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { viewerKeyOf } from '../loading/accessLoader';
import { useContentSession } from '../loading/contentSession';
import { translationKey } from './translationKey';

type Merging = typeof import('./pageTranslation');

// Loading and merging translations is a chunk of its own: only a member reading another language needs it.
// Kept once loaded, so a translation already in memory is merged in the first render of its page.
let merging: Merging | null = null;
const loadMerging = () =>
  import('./pageTranslation').then((module) => {
    merging = module;
    return module;
  });

/**
 * The page in the member's language (spec §2, §7): when localisation is enabled and the language is not the
 * default, the translation file of the path and locale is merged over the page. The untranslated page
 * shows until it arrives; page-builder previews show the draft as written.
 */
export function useTranslatedPage(data: PageData | null, path: string): PageData | null {
  const api = useService(apiServiceRef);
  const appConfig = useService(configServiceRef);
  const session = useService(sessionServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { translations } = useContentSession();
  const { i18n } = useTranslation(definition.i18nNamespace);
  const locale = i18n.language;
  const wanted = !pageBuilder && locale !== DEFAULT_LOCALE && isLocalisationEnabled(appConfig);
  const key = translationKey(path, locale);
  // Who asked is part of what was loaded: another person loads the file again (the content session forgets it).
  const viewer = session.status === 'unchecked' ? 'unchecked' : viewerKeyOf(session);
  const loadedKey = `${viewer}|${key}`;
  const [loaded, setLoaded] = useState<{ key: string; translation: PageTranslation | null } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadMerging()
      .then((module) => module.loadPageTranslation(api, translations, path, locale))
      .then(
        (translation) => {
          if (current) setLoaded({ key: `${viewer}|${translationKey(path, locale)}`, translation });
        },
        // The page shows untranslated (spec §8: logged, never thrown).
        (error: unknown) => console.error(`Could not load the ${locale} translation of ${path}`, error),
      );
    return () => {
      current = false;
    };
  }, [wanted, api, translations, path, locale, viewer]);

  const translation = wanted
    ? loaded?.key === loadedKey
      ? loaded.translation
      : (translations.get(key) ?? null)
    : null;
  // A translation is only ever loaded through the merging code, so with one the code is there.
  return useMemo(
    () => (data && translation && merging ? merging.applyTranslation(data, translation) : data),
    [data, translation],
  );
}
