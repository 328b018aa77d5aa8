/**
 * Strings of the shared React primitives (namespace `ui`, English; other locales fall back to it). Every
 * i18n instance made by createI18n carries them, so a primitive reads them in any remote and in tests.
 */
export const UI_NAMESPACE = 'ui';

export const uiStrings = {
  'screenToolbar.back': 'Back',
  'screenToolbar.menu': 'Menu',
} as const;
