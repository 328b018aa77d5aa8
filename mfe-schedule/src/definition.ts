import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-schedule',
  routes: ['/me/schedule'],
  modals: [],
  slots: ['calendar'],
  i18nNamespace: 'schedule',
  // English is the fallback of every locale: eager, so it adds no request before the screen.
  // English is eager; each other locale is its own chunk, fetched only by a member who uses it.
  resources: {
    en: () => import(/* webpackMode: "eager" */ './i18n/en'),
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
