/** Spec §1 locales. English is the default and the fallback. */
export const LOCALES = ['ar', 'cs', 'de', 'en', 'es', 'fr', 'it', 'nb', 'nl', 'pl', 'pt-BR', 'pt', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/** Best supported locale for a BCP 47 tag: exact match, then the language alone, then English. */
export function resolveLocale(tag: string | null | undefined, available: readonly Locale[] = LOCALES): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const exact = available.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  return available.find((l) => l.toLowerCase() === language) ?? DEFAULT_LOCALE;
}
