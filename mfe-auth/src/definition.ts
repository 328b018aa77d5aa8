import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-auth',
  routes: [],
  modals: ['auth'],
  slots: [],
  i18nNamespace: 'auth',
  resources: {
    en: {
      title: 'Log in',
      close: 'Close',
      comingWithAccounts: 'Logging in and signing up arrive with member accounts.',
      signedInAs: 'Signed in as {{name}} ({{email}}).',
      notSignedIn: 'You are not signed in.',
      checking: 'Checking your session…',
      somethingWentWrong: 'Something went wrong.',
    },
  },
};
