/** Norwegian Bokmål strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Betaling',
  close: 'Lukk',
  selectedProducts: 'Valgte produkter',
  noProducts: 'Ingen produkter valgt.',
  cannotAcceptPayments: 'Denne appen kan ikke ta imot betalinger ennå',
  somethingWentWrong: 'Noe gikk galt.',
};
