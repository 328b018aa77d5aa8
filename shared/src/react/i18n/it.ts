/** Italian strings of the shared React primitives (namespace 'ui'). */
export const strings: Readonly<Record<string, string>> = {
  'screenToolbar.back': 'Indietro',
  'screenToolbar.menu': 'Menu',
};
