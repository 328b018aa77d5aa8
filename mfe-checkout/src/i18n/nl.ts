/** Dutch strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Afrekenen',
  close: 'Sluiten',
  selectedProducts: 'Geselecteerde producten',
  noProducts: 'Geen producten geselecteerd.',
  cannotAcceptPayments: 'Deze app kan nog geen betalingen ontvangen',
  somethingWentWrong: 'Er is iets misgegaan.',
};
