import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-auth',
  routes: [],
  modals: ['auth'],
  i18nNamespace: 'auth',
  // The demo app publishes ar and es; every other locale falls back to English. English is eager (no request
  // before the modal opens); each other locale is its own chunk, fetched when a member uses it.
  resources: {
    en: () => import(/* webpackMode: "eager" */ './i18n/en'),
    es: () => import('./i18n/es'),
    ar: () => import('./i18n/ar'),
  },
};
