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

/**
 * Best supported locale for a BCP 47 tag: exact match, then the language alone (pt-PT → pt, de-AT → de), then
 * `fallback` (English unless given).
 */
export function resolveLocale(tag: string | null | undefined, available?: readonly Locale[]): Locale;
export function resolveLocale<F extends Locale | null>(
  tag: string | null | undefined,
  available: readonly Locale[],
  fallback: F,
): Locale | F;
export function resolveLocale(
  tag: string | null | undefined,
  available: readonly Locale[] = LOCALES,
  fallback: Locale | null = DEFAULT_LOCALE,
): Locale | null {
  if (!tag) return fallback;
  const exact = available.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  return available.find((l) => l.toLowerCase() === language) ?? fallback;
}
