/** Swedish strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Kassa',
  close: 'Stäng',
  selectedProducts: 'Valda produkter',
  noProducts: 'Inga produkter valda.',
  cannotAcceptPayments: 'Den här appen kan inte ta emot betalningar än',
  somethingWentWrong: 'Något gick fel.',
};
