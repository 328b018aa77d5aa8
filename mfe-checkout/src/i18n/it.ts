/** Italian strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Pagamento',
  close: 'Chiudi',
  selectedProducts: 'Prodotti selezionati',
  noProducts: 'Nessun prodotto selezionato.',
  cannotAcceptPayments: 'Questa app non può ancora accettare pagamenti',
  somethingWentWrong: 'Qualcosa è andato storto.',
};
