import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-account',
  routes: ['/me'],
  modals: ['profile', 'members'],
  slots: ['member_directory'],
  i18nNamespace: 'account',
  // English is the fallback of every locale: eager, so it adds no request before the screen.
  resources: { en: () => import(/* webpackMode: "eager" */ './i18n/en') },
};
