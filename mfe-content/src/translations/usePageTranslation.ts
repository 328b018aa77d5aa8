import {
  DEFAULT_LOCALE,
  apiServiceRef,
  configServiceRef,
  isLocalisationEnabled,
  navigationServiceRef,
  type PageData,
} from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { translationQueries } from './translationQueries';

type Merging = typeof import('./pageTranslation');

// Merging translations is a chunk of its own: only a member reading another language needs it. Kept once
// loaded, so a translation already in memory is merged in the first render of its page.
let merging: Merging | null = null;
const loadMerging = () =>
  import('./pageTranslation').then((module) => {
    merging = module;
    return module;
  });

/**
 * The page in the member's language (spec §2, §7): when localisation is enabled and the language is not the
 * default, the translation file of the path and locale is merged over the page. The untranslated page
 * shows until it arrives, or when it fails (logged by the query); page-builder previews show the draft as
 * written. A page that is not shown (locked, missing, loading) asks for none: the API refuses the translation
 * of a page it refuses, which would log a failure for every locked page a member opens in another language.
 * A page names the locales it has a translation for; others are not asked for (each would be a logged 404).
 */
export function useTranslatedPage(data: PageData | null, path: string): PageData | null {
  const api = useService(apiServiceRef);
  const appConfig = useService(configServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { i18n } = useTranslation(definition.i18nNamespace);
  const locale = i18n.language;
  const wanted =
    data !== null &&
    !pageBuilder &&
    locale !== DEFAULT_LOCALE &&
    isLocalisationEnabled(appConfig) &&
    (data.translated_locales ?? []).some((translated) => translated === locale);
  const query = useQuery({ ...translationQueries.of(api, path, locale), enabled: wanted });
  const [merger, setMerger] = useState<Merging | null>(merging);
  useEffect(() => {
    if (!wanted || merger) return;
    let current = true;
    loadMerging().then(
      (module) => {
        if (current) setMerger(module);
      },
      // The page shows untranslated (spec §8: logged, never thrown).
      (error: unknown) => console.error(`Could not load the ${locale} translation of ${path}`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted, merger, locale, path]);

  const translation = wanted ? (query.data ?? null) : null;
  return useMemo(
    () => (data && translation && merger ? merger.applyTranslation(data, translation) : data),
    [data, translation, merger],
  );
}
