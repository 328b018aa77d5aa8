import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@stride/shared';
import { UI_NAMESPACE, uiStrings } from './uiStrings';

/**
 * The shell's one i18next instance; each remote adds its namespace's resources when it loads. The shared
 * primitives' own strings (`ui`) are always there.
 */
export async function createI18n(
  locale: Locale,
  resources: Record<string, Record<string, string>> = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...(Object.keys(resources).length ? Object.keys(resources) : ['shell']), UI_NAMESPACE],
    defaultNS: 'shell',
    resources: { [DEFAULT_LOCALE]: { [UI_NAMESPACE]: uiStrings, ...resources } },
    interpolation: {
      escapeValue: false,
      // Every number placed in a string ({{count}} minutes, {{done}} of {{total}}) is written the locale's way
      // (1.500 in German, 1 500 in French), like the dates and prices the remotes format with Intl.
      alwaysFormat: true,
      // Anything else passes through untouched (a missing value stays undefined for i18next to handle).
      format: (value: unknown, _format: string | undefined, language: string | undefined): string =>
        typeof value === 'number' ? new Intl.NumberFormat(language ?? DEFAULT_LOCALE).format(value) : (value as string),
    },
    returnNull: false,
  });
  return instance;
}
