import { blockStrings } from './blocks/blockStrings';
import { pageStrings } from './page/pageStrings';
import { catalogueStrings } from './catalogue/catalogueStrings';
import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-content',
  // The default route remote: every path no ROUTE_TABLE rule claims.
  routes: ['/'],
  modals: [],
  slots: [],
  i18nNamespace: 'content',
  resources: {
    en: { ...pageStrings, ...blockStrings, ...catalogueStrings },
  },
};
