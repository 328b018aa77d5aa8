/** European Portuguese strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Finalizar compra',
  close: 'Fechar',
  selectedProducts: 'Produtos selecionados',
  noProducts: 'Nenhum produto selecionado.',
  cannotAcceptPayments: 'Esta aplicação ainda não pode aceitar pagamentos',
  somethingWentWrong: 'Algo correu mal.',
};
