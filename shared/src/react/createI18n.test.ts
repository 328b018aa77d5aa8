import { registerRemoteResources } from '../remotes/registerRemoteResources';
import { createI18n } from './createI18n';

const english = { strings: { greeting: 'Hello', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' } };
const polish = {
  strings: {
    greeting: 'Cześć',
    minutes_one: '{{count}} minuta',
    minutes_few: '{{count}} minuty',
    minutes_many: '{{count}} minut',
    minutes_other: '{{count}} minuty',
  },
};

describe('createI18n with a remote’s strings', () => {
  afterEach(() => jest.restoreAllMocks());

  it("serves the locale's strings with its own plural rules", async () => {
    const i18n = await createI18n('pl');
    await registerRemoteResources(i18n, {
      i18nNamespace: 'demo',
      resources: { en: async () => english, pl: async () => polish },
    });
    const t = i18n.getFixedT('pl', 'demo');
    expect(t('greeting')).toBe('Cześć');
    expect([1, 3, 5, 1.5].map((count) => t('minutes', { count }))).toEqual([
      '1 minuta',
      '3 minuty',
      '5 minut',
      '1,5 minuty',
    ]);
  });

  it('writes every number it places in a string the locale’s way', async () => {
    const i18n = await createI18n('de');
    await registerRemoteResources(i18n, { i18nNamespace: 'demo', resources: { en: async () => english } });
    expect(i18n.t('minutes', { ns: 'demo', count: 1500 })).toBe('1.500 minutes');
    expect(i18n.getFixedT('en', 'demo')('minutes', { count: 1500 })).toBe('1,500 minutes');
  });

  it('falls back to English, logged and without throwing, when a locale file is not found (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('fr');
    const notFound = Object.assign(new Error("Cannot find module './i18n/fr'"), { code: 'MODULE_NOT_FOUND' });
    await expect(
      registerRemoteResources(i18n, {
        i18nNamespace: 'demo',
        resources: { en: async () => english, fr: () => Promise.reject(notFound) },
      }),
    ).resolves.toBeUndefined();
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('Hello');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('fr strings of demo'), notFound);
  });

  it('serves English for a locale the remote has no file for', async () => {
    const i18n = await createI18n('sv');
    await registerRemoteResources(i18n, { i18nNamespace: 'demo', resources: { en: async () => english } });
    expect(i18n.t('minutes', { ns: 'demo', count: 2 })).toBe('2 minutes');
  });
});
