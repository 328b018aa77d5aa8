import { acceptLanguageLocale, emailLocale } from './emailLocale';

describe('acceptLanguageLocale', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['xx, pt-BR;q=0.5, es;q=0.8', 'es'],
    ['fr;q=0.1, sv;q=0.2', 'sv'],
    ['*', null],
    ['ja, ko', null],
    ['de;q=0', null],
    ['', null],
  ])('picks the best supported locale of %j', (header, locale) => {
    expect(acceptLanguageLocale(header)).toBe(locale);
  });
});

describe('emailLocale', () => {
  const request = (language?: string) => ({ headers: language ? { 'accept-language': language } : {} });

  it("prefers the member's language, then the browser's, then English", () => {
    expect(emailLocale({ language: 'nl' }, request('de'))).toBe('nl');
    expect(emailLocale({ language: null }, request('de'))).toBe('de');
    expect(emailLocale(null, request('ja'))).toBe('en');
    expect(emailLocale(null, request())).toBe('en');
  });
});
