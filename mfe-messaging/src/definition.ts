import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-messaging',
  routes: ['/me/messages'],
  modals: ['participants', 'renaming'],
  i18nNamespace: 'messaging',
  // English is the fallback of every locale: eager, so it adds no request before the inbox.
  resources: { en: () => import(/* webpackMode: "eager" */ './i18n/en') },
};
