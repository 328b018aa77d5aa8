/** German strings of the shared React primitives (namespace 'ui'). */
export const strings: Readonly<Record<string, string>> = {
  'screenToolbar.back': 'Zurück',
  'screenToolbar.menu': 'Menü',
};
