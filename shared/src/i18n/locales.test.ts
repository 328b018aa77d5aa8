import { LOCALES, resolveLocale, textDirection } from './locales';

describe('locales (spec §1)', () => {
  it('offers the thirteen locales', () => {
    expect([...LOCALES].sort()).toEqual([
      'ar',
      'cs',
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nb',
      'nl',
      'pl',
      'pt',
      'pt-BR',
      'sv',
    ]);
  });

  it('writes Arabic right to left and everything else left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('pt-BR')).toBe('ltr');
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['de-AT', 'de'],
    ['ja', 'en'],
    [null, 'en'],
  ])('resolves %s to %s, falling back to English', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  it('picks only from the locales the app offers', () => {
    expect(resolveLocale('fr', ['en', 'ar'])).toBe('en');
  });
});
