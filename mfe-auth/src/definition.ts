import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-auth',
  routes: [],
  modals: ['auth'],
  i18nNamespace: 'auth',
  // English is eager (no request before the modal opens); each other locale is its own chunk, fetched when a
  // member uses it.
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
