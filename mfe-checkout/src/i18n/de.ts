/** German strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Kasse',
  close: 'Schließen',
  selectedProducts: 'Ausgewählte Produkte',
  noProducts: 'Keine Produkte ausgewählt.',
  cannotAcceptPayments: 'Diese App kann noch keine Zahlungen annehmen',
  somethingWentWrong: 'Etwas ist schiefgelaufen.',
};
