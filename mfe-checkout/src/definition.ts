import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-checkout',
  routes: [],
  modals: ['checkout'],
  i18nNamespace: 'checkout',
  // English is the fallback of every locale: eager, so it adds no request before the modal opens.
  resources: { en: () => import(/* webpackMode: "eager" */ './i18n/en') },
};
