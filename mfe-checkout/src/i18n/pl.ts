/** Polish strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Płatność',
  close: 'Zamknij',
  selectedProducts: 'Wybrane produkty',
  noProducts: 'Nie wybrano żadnych produktów.',
  cannotAcceptPayments: 'Ta aplikacja nie może jeszcze przyjmować płatności',
  somethingWentWrong: 'Coś poszło nie tak.',
};
