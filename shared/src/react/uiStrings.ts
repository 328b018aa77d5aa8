/**
 * Strings of the shared React primitives (namespace `ui`, English; the fallback of every other locale, whose
 * files sit in ./i18n and load through uiResources). Every i18n instance made by createI18n carries the
 * English ones, so a primitive reads them in any remote and in tests.
 */
export const UI_NAMESPACE = 'ui';

export const uiStrings = {
  'screenToolbar.back': 'Back',
  'screenToolbar.menu': 'Menu',
} as const;
