import { registerRemoteResources, textDirection, type Locale } from '@stride/shared';
import { createI18n, uiResources } from '@stride/shared/react';
import type { i18n as I18n } from 'i18next';
import { shellResources } from './shellResources';
import { SHELL_NAMESPACE, shellStrings } from './shellStrings';

export function applyDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = textDirection(locale);
}

/** The shell's own strings and the shared primitives' (`ui`), which the shell brings along for every remote. */
function registerShellResources(i18n: I18n, locale: Locale): Promise<unknown> {
  return Promise.all([
    registerRemoteResources(i18n, shellResources, locale),
    registerRemoteResources(i18n, uiResources, locale),
  ]);
}

/**
 * The app's one i18next instance with the shell and ui namespaces, in `locale` from the first render (their
 * chunks are fetched first; English when they fail); `<html lang dir>` follows every language change.
 */
export async function initI18n(locale: Locale, root: HTMLElement = document.documentElement): Promise<I18n> {
  const i18n = await createI18n(locale, { [SHELL_NAMESPACE]: shellStrings });
  await registerShellResources(i18n, locale);
  applyDocumentLanguage(i18n.language, root);
  i18n.on('languageChanged', (language) => applyDocumentLanguage(language, root));
  return i18n;
}

/**
 * Switches the app's language once the shell (with the ui strings) and every loaded remote have their strings
 * for it, so nothing flashes English in between. Strings that fail to load leave English in their place: the
 * switch still happens.
 */
export async function changeLocale(
  i18n: I18n,
  remotes: { loadStrings(locale: string): Promise<void> },
  locale: Locale,
): Promise<void> {
  await Promise.all([registerShellResources(i18n, locale), remotes.loadStrings(locale).catch(() => undefined)]);
  await i18n.changeLanguage(locale);
}
