import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import type { RemoteDefinition } from './RemoteDefinition';

/**
 * Loads a remote's English strings and those of `locale` (the current language by default) and adds them to
 * the shell's i18next under its namespace. Idempotent, so both the shell (when the remote loads and when the
 * language changes) and the remote's parcels (before they mount, when served alone) may call it. A locale
 * the remote has no file for, or whose chunk fails to load (spec §8: an unknown locale file is a
 * module-not-found failure), leaves English in its place: logged, never thrown, so the remote still renders.
 */
export async function registerRemoteResources(
  i18n: I18n,
  definition: Pick<RemoteDefinition, 'i18nNamespace' | 'resources'>,
  locale: string = i18n.language,
): Promise<void> {
  const locales = [...new Set([DEFAULT_LOCALE, locale])].filter(isLocale);
  await Promise.all(
    locales.map(async (wanted) => {
      const load = definition.resources[wanted];
      if (!load || i18n.hasResourceBundle(wanted, definition.i18nNamespace)) return;
      try {
        const { strings } = await load();
        i18n.addResourceBundle(wanted, definition.i18nNamespace, strings);
      } catch (error) {
        if (wanted === DEFAULT_LOCALE) throw error;
        console.error(`The ${wanted} strings of ${definition.i18nNamespace} could not load; English shows`, error);
      }
    }),
  );
}
