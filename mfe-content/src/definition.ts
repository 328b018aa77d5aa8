import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-content',
  // The default route remote: every path no ROUTE_TABLE rule claims.
  routes: ['/'],
  modals: [],
  slots: [],
  i18nNamespace: 'content',
  resources: {
    en: {
      loading: 'Loading',
      back: 'Back',
      menu: 'Menu',
      open: 'Open',
      preview: 'Preview',
      previewEmpty: 'Nothing to preview on this page yet.',
      notFoundTitle: 'Page Not Found',
      notFoundText: "We couldn't find the page you were looking for.",
      takeMeHome: 'Take me home',
      lockedTitle: 'Content is not available',
      lockedText:
        "You don't have access to this page yet. Purchase it to unlock it, or log in if you already have access.",
      purchase: 'Purchase',
      logIn: 'Log In',
      accountOf: 'Your account ({{name}})',
      errorTitle: 'Something went wrong.',
      errorText: 'The page could not be loaded. Check your connection and try again.',
      retry: 'Retry',
    },
  },
};
