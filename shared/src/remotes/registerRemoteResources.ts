import type { i18n as I18n } from 'i18next';
import type { RemoteDefinition } from './RemoteDefinition';

/**
 * Adds a remote's translations to the shell's i18next under its namespace. Idempotent, so both the shell
 * (when the remote loads) and the remote's parcels (before they mount) may call it.
 */
export function registerRemoteResources(
  i18n: I18n,
  definition: Pick<RemoteDefinition, 'i18nNamespace' | 'resources'>,
): void {
  for (const [locale, bundle] of Object.entries(definition.resources)) {
    if (bundle && !i18n.hasResourceBundle(locale, definition.i18nNamespace)) {
      i18n.addResourceBundle(locale, definition.i18nNamespace, bundle);
    }
  }
}
