import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-checkout',
  routes: [],
  modals: ['checkout'],
  slots: [],
  i18nNamespace: 'checkout',
  resources: {
    en: {
      title: 'Checkout',
      close: 'Close',
      selectedProducts: 'Selected products',
      noProducts: 'No products selected.',
      cannotAcceptPayments: "This app can't accept payments yet",
      somethingWentWrong: 'Something went wrong.',
    },
  },
};
