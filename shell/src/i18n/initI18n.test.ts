import { testConfig, testUser } from '../testing/testServices';
import { localeFor } from '@stride/shared';
import { initI18n } from './initI18n';

const localised = testConfig({
  locales: [
    { locale: 'en', status: 'default' },
    { locale: 'de', status: 'published' },
    { locale: 'ar', status: 'published' },
    { locale: 'fr', status: 'draft' },
  ],
});

describe('localeFor', () => {
  it('is English when the app publishes no locale, whatever the member or browser prefers', () => {
    expect(localeFor(testConfig(), testUser({ language: 'de' }), 'de-DE')).toBe('en');
  });

  it("takes the member's language when it is published", () => {
    expect(localeFor(localised, testUser({ language: 'de' }), 'ar')).toBe('de');
  });

  it("takes the browser's language when the member has none", () => {
    expect(localeFor(localised, testUser({ language: null }), 'de-AT')).toBe('de');
    expect(localeFor(localised, null, 'ar-EG')).toBe('ar');
  });

  it('falls back to English for an unpublished or draft locale', () => {
    expect(localeFor(localised, null, 'fr-FR')).toBe('en');
    expect(localeFor(localised, testUser({ language: 'sv' }), null)).toBe('en');
  });
});

describe('initI18n', () => {
  it('serves the shell strings in English and for locales without a translation', async () => {
    const root = document.createElement('html');
    const i18n = await initI18n('de', root);
    expect(i18n.t('remote.retry')).toBe('Retry');
    expect(root.lang).toBe('de');
    expect(root.dir).toBe('ltr');
  });

  it('sets <html lang> and right-to-left for Arabic, following language changes', async () => {
    const root = document.createElement('html');
    const i18n = await initI18n('en', root);
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('ar');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    await i18n.changeLanguage('pt-BR');
    expect(root.lang).toBe('pt-BR');
    expect(root.dir).toBe('ltr');
  });
});
