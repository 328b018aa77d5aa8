/** European Portuguese strings of the shared React primitives (namespace 'ui'). */
export const strings: Readonly<Record<string, string>> = {
  'screenToolbar.back': 'Voltar',
  'screenToolbar.menu': 'Menu',
};
