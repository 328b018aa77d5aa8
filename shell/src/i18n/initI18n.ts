import { textDirection, type Locale } from '@stride/shared';
import { createI18n } from '@stride/shared/react';
import type { i18n as I18n } from 'i18next';
import { SHELL_NAMESPACE, shellStrings } from './shellStrings';

export function applyDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = textDirection(locale);
}

/** The app's one i18next instance with the shell namespace; `<html lang dir>` follows every language change. */
export async function initI18n(locale: Locale, root: HTMLElement = document.documentElement): Promise<I18n> {
  const i18n = await createI18n(locale, { [SHELL_NAMESPACE]: shellStrings });
  applyDocumentLanguage(i18n.language, root);
  i18n.on('languageChanged', (language) => applyDocumentLanguage(language, root));
  return i18n;
}
