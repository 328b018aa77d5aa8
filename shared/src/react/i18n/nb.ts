/** Norwegian Bokmål strings of the shared React primitives (namespace 'ui'). */
export const strings: Readonly<Record<string, string>> = {
  'screenToolbar.back': 'Tilbake',
  'screenToolbar.menu': 'Meny',
};
