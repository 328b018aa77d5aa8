import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@stride/shared';

/** A supported locale for one BCP 47 tag: exact (pt-BR), else its language (de-AT → de); null when none. */
function supportedLocale(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const language = lower.split('-')[0];
  return (
    LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    LOCALES.find((locale) => locale.toLowerCase() === language) ??
    null
  );
}

/** The best supported locale of an Accept-Language header (by q-value, then order), or null. */
export function acceptLanguageLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const locale = supportedLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}

/** Emails go out in the member's language, else the browser's best supported one, else English. */
export function emailLocale(
  user: { language: string | null } | null,
  request: Pick<FastifyRequest, 'headers'>,
): string {
  return user?.language ?? acceptLanguageLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
