/** Czech strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Pokladna',
  close: 'Zavřít',
  selectedProducts: 'Vybrané produkty',
  noProducts: 'Nejsou vybrány žádné produkty.',
  cannotAcceptPayments: 'Tato aplikace zatím nemůže přijímat platby',
  somethingWentWrong: 'Něco se pokazilo.',
};
