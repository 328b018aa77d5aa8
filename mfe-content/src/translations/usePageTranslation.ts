import { DEFAULT_LOCALE, isLocalisationEnabled, type PageData, type PageTranslation } from '@stride/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useContentSession } from '../loading/contentSession';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { applyTranslation, loadPageTranslation, translationKey } from './pageTranslation';

/**
 * The page in the member's language (spec §2, §7): when localisation is enabled and the language is not the
 * default, the translation file of the path and locale is merged over the page. The untranslated page
 * shows until it arrives; page-builder previews show the draft as written.
 */
export function useTranslatedPage(data: PageData | null, path: string): PageData | null {
  const { api, appConfig, pageBuilder } = useContentParcel();
  const { translations } = useContentSession();
  const { i18n } = useTranslation(definition.i18nNamespace);
  const locale = i18n.language;
  const wanted = !pageBuilder && locale !== DEFAULT_LOCALE && isLocalisationEnabled(appConfig);
  const key = translationKey(path, locale);
  const [loaded, setLoaded] = useState<{ key: string; translation: PageTranslation | null } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadPageTranslation(api, translations, path, locale).then((translation) => {
      if (current) setLoaded({ key: translationKey(path, locale), translation });
    });
    return () => {
      current = false;
    };
  }, [wanted, api, translations, path, locale]);

  const translation = wanted ? (loaded?.key === key ? loaded.translation : (translations.get(key) ?? null)) : null;
  return useMemo(() => (data ? applyTranslation(data, translation) : null), [data, translation]);
}
