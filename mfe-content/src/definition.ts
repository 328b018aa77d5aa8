import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-content',
  // The default route remote: every path no ROUTE_TABLE rule claims.
  routes: ['/'],
  modals: [],
  i18nNamespace: 'content',
  // English is the fallback of every locale: eager, so it adds no request before the first page.
  resources: { en: () => import(/* webpackMode: "eager" */ './i18n/en') },
};
