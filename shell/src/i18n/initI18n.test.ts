import { testConfig, testUser } from '../testing/testServices';
import { localeFor } from '@stride/shared';
import { UI_NAMESPACE } from '@stride/shared/react';
import { changeLocale, initI18n } from './initI18n';

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

  it("takes the browser's language when the member's setting is not published", () => {
    expect(localeFor(localised, testUser({ language: 'sv' }), 'ar')).toBe('ar');
  });

  it("falls back to the app's default locale for an unpublished or draft locale", () => {
    expect(localeFor(localised, null, 'fr-FR')).toBe('en');
    expect(localeFor(localised, testUser({ language: 'sv' }), null)).toBe('en');
    const germanByDefault = testConfig({
      locales: [
        { locale: 'de', status: 'default' },
        { locale: 'ar', status: 'published' },
      ],
    });
    expect(localeFor(germanByDefault, testUser({ language: 'sv' }), 'fr')).toBe('de');
  });
});

describe('initI18n', () => {
  it("serves the shell strings in the starting locale from the first render, each locale's from its own chunk", async () => {
    const root = document.createElement('html');
    const i18n = await initI18n('de', root);
    expect(i18n.t('remote.retry')).toBe('Erneut versuchen');
    expect(i18n.hasResourceBundle('ar', 'shell')).toBe(false);
    expect(root.lang).toBe('de');
    expect(root.dir).toBe('ltr');
  });

  it("serves the shared primitives' strings (ui) in the starting locale and switches them with the language", async () => {
    const i18n = await initI18n('de', document.createElement('html'));
    expect(i18n.t('screenToolbar.back', { ns: UI_NAMESPACE })).toBe('Zurück');
    expect(i18n.hasResourceBundle('fr', UI_NAMESPACE)).toBe(false);
    await changeLocale(i18n, { loadStrings: () => Promise.resolve() }, 'fr');
    expect(i18n.t('screenToolbar.back', { ns: UI_NAMESPACE })).toBe('Retour');
  });

  it('switches the whole UI live: the shell strings and every loaded remote, then the language', async () => {
    const root = document.createElement('html');
    const i18n = await initI18n('en', root);
    const remotes = { loadStrings: jest.fn(() => Promise.resolve()) };
    await changeLocale(i18n, remotes, 'ar');
    expect(remotes.loadStrings).toHaveBeenCalledWith('ar');
    expect(i18n.t('gate.logIn')).toBe('تسجيل الدخول');
    expect(root.dir).toBe('rtl');
  });

  it("still switches when a remote's strings fail to load (English fills them)", async () => {
    const i18n = await initI18n('en', document.createElement('html'));
    await changeLocale(i18n, { loadStrings: () => Promise.reject(new Error('offline')) }, 'es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('modal.close')).toBe('Cerrar');
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
