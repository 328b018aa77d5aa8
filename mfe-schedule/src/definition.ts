import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-schedule',
  routes: ['/me/schedule'],
  modals: [],
  i18nNamespace: 'schedule',
  // English is the fallback of every locale: eager, so it adds no request before the screen.
  resources: { en: () => import(/* webpackMode: "eager" */ './i18n/en') },
};
