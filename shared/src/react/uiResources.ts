import type { RemoteDefinition } from '@stride/shared';
import { UI_NAMESPACE, uiStrings } from './uiStrings';

/**
 * The shared primitives' strings per locale, registered like a remote's. English is in the first-load JS
 * (createI18n carries it); every other locale is a chunk of its own, which the shell fetches with its own
 * strings before the first render and on a language change, so only a member who uses it downloads it.
 */
export const uiResources: Pick<RemoteDefinition, 'i18nNamespace' | 'resources'> = {
  i18nNamespace: UI_NAMESPACE,
  resources: {
    en: async () => ({ strings: uiStrings }),
    ar: () => import('./i18n/ar'),
    cs: () => import('./i18n/cs'),
    de: () => import('./i18n/de'),
    es: () => import('./i18n/es'),
    fr: () => import('./i18n/fr'),
    it: () => import('./i18n/it'),
    nb: () => import('./i18n/nb'),
    nl: () => import('./i18n/nl'),
    pl: () => import('./i18n/pl'),
    'pt-BR': () => import('./i18n/pt-BR'),
    pt: () => import('./i18n/pt'),
    sv: () => import('./i18n/sv'),
  },
};
