import type { RemoteDefinition } from '@stride/shared';
import { AR_STRINGS } from './i18n/arStrings';
import { EN_STRINGS } from './i18n/enStrings';
import { ES_STRINGS } from './i18n/esStrings';

export const definition: RemoteDefinition = {
  id: 'mfe-auth',
  routes: [],
  modals: ['auth'],
  slots: [],
  i18nNamespace: 'auth',
  // The demo app publishes ar and es; every other locale falls back to English.
  resources: { en: EN_STRINGS, es: ES_STRINGS, ar: AR_STRINGS },
};
