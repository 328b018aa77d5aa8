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
 * The member's language, else the browser's, among the app's published locales; English when the app
 * is not localised (DESIGN.md: English is the default and the fallback). The shell's i18n follows it; the API
 * renders first paint only when it is the default (for a visitor: from the first Accept-Language tag).
 */
export function localeFor(config: GlobalConfig, user: User | null, browserLanguage: string | null): Locale {
  if (!isLocalisationEnabled(config)) return DEFAULT_LOCALE;
  const available = config.locales.filter((l) => l.status !== 'draft').map((l) => l.locale);
  return resolveLocale(user?.language || browserLanguage, available);
}
