import type { z } from 'zod';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '../i18n/locales';
import type { User } from '../session/Session';
import type { Theme } from '../theme/Theme';
import type { accessConfigSchema, localisationSchema, appInfoSchema, globalConfigSchema } from './GlobalConfig.schema';

export type AccessConfig = z.infer<typeof accessConfigSchema>;

export type Localisation = z.infer<typeof localisationSchema>;

export type AppInfo = z.infer<typeof appInfoSchema>;

export type GlobalConfig = Omit<z.infer<typeof globalConfigSchema>, 'theme'> & { theme: Theme };

export function isLocalisationEnabled(config: GlobalConfig): boolean {
  return config.locales.some((l) => l.status === 'published');
}

/**
 * The member's language setting, else the browser's, else the app's default locale, each among the app's
 * published locales (and its default); English when the app is not localised (spec §1: English is the default
 * and the fallback). A setting the app does not publish gives way to the browser's language. The shell's i18n
 * follows it (UI strings and page translations); the API renders first paint only when it is the default (for a
 * visitor: from the first Accept-Language tag).
 */
export function localeFor(config: GlobalConfig, user: User | null, browserLanguage: string | null): Locale {
  if (!isLocalisationEnabled(config)) return DEFAULT_LOCALE;
  const available = config.locales.filter((l) => l.status !== 'draft').map((l) => l.locale);
  const appDefault = config.locales.find((l) => l.status === 'default')?.locale ?? DEFAULT_LOCALE;
  for (const wanted of [user?.language, browserLanguage]) {
    if (!wanted) continue;
    const locale = resolveLocale(wanted, available, null);
    if (locale) return locale;
  }
  return appDefault;
}
