import type { PageTranslation } from '@stride/shared';
import { GUEST, fetchFrom, makeParcelProps, makeUser, signedIn } from '@stride/shared/testing';
import { contentSessionFor } from '../loading/contentSession';
import { makePageData } from '../testing/makePageData';
import { BoundedCache, TRANSLATION_CACHE_LIMIT } from './BoundedCache';
import { applyTranslation, loadPageTranslation, translationPath } from './pageTranslation';

const french: PageTranslation = {
  locale: 'fr',
  path: '/',
  title: 'Bienvenue',
  blocks: {
    'b-hero': { title: 'Entraînez-vous avec nous', image_url: 'https://cdn.example.org/hero-fr.png', extra: 'x' },
  },
  attributes: { coach: 'Entraîneur', photo: 'https://cdn.example.org/photo-fr.png' },
};

describe('page translations', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('lives beside the page data of its path', () => {
    expect(translationPath('/', 'fr')).toBe('/__/fr.json');
    expect(translationPath('/Programs/Start/', 'pt-BR')).toBe('/__/programs/start/pt-BR.json');
  });

  it(`keeps ${TRANSLATION_CACHE_LIMIT} keys in memory, dropping the oldest`, () => {
    const cache = new BoundedCache<number>();
    for (let i = 0; i <= TRANSLATION_CACHE_LIMIT; i += 1) cache.set(`key-${i}`, i);

    expect(cache.size).toBe(TRANSLATION_CACHE_LIMIT);
    expect(cache.has('key-0')).toBe(false);
    expect(cache.get('key-1')).toBe(1);
    expect(cache.get(`key-${TRANSLATION_CACHE_LIMIT}`)).toBe(TRANSLATION_CACHE_LIMIT);
  });

  it('fetches a translation once per path and locale', async () => {
    const fetch = fetchFrom({ '/__/fr.json': { status: 200, body: french } });
    const { api } = await makeParcelProps({ fetch });
    const cache = new BoundedCache<PageTranslation | null>();

    expect(await loadPageTranslation(api, cache, '/', 'fr')).toEqual(french);
    expect(await loadPageTranslation(api, cache, '/', 'fr')).toEqual(french);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/api\/__\/fr\.json\?ts=\d+$/);
  });

  it('only logs a failed fetch, and asks again next time', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = await makeParcelProps({ fetch });
    const cache = new BoundedCache<PageTranslation | null>();

    await expect(loadPageTranslation(api, cache, '/', 'fr')).resolves.toBeNull();
    await expect(loadPageTranslation(api, cache, '/', 'fr')).resolves.toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets the translations one person was sent when the member signs out or another signs in', async () => {
    const props = await makeParcelProps({ session: signedIn() });
    const { translations } = contentSessionFor(props);

    translations.set('fr:/', french);
    props.bus.emit('session:changed', GUEST);
    expect(translations.size).toBe(0);

    translations.set('fr:/', french);
    props.bus.emit('session:changed', signedIn(makeUser({ id: 'user-2' })));
    expect(translations.size).toBe(0);
  });

  it('keeps translations when the stored session is first checked, or the same member changes', async () => {
    const member = signedIn();
    const props = await makeParcelProps({ session: { status: 'unchecked', user: null } });
    const { translations } = contentSessionFor(props);

    translations.set('fr:/', french);
    props.bus.emit('session:changed', member);
    props.bus.emit('session:changed', signedIn(makeUser({ name: 'Renamed' })));
    expect(translations.get('fr:/')).toEqual(french);
  });

  it('remembers that a page has no translation in a locale', async () => {
    const fetch = fetchFrom({});
    const { api } = await makeParcelProps({ fetch });
    const cache = new BoundedCache<PageTranslation | null>();

    await loadPageTranslation(api, cache, '/about', 'de');
    await loadPageTranslation(api, cache, '/about', 'de');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('puts translated text over the title, text fields of blocks and text attributes, and nothing else', () => {
    const data = { ...makePageData(), attributes: { coach: 'Coach', photo: { url: 'https://cdn.example.org/p.png' } } };
    const translated = applyTranslation(data, french);

    expect(translated.page.title).toBe('Bienvenue');
    expect(translated.page.id).toBe(data.page.id);
    const hero = translated.blocks[0] as Record<string, unknown>;
    expect(hero.title).toBe('Entraînez-vous avec nous');
    expect(hero.subtitle).toBe('Programs for every level');
    expect(hero.image_url).toBe('https://cdn.example.org/hero-fr.png');
    expect(hero).not.toHaveProperty('extra');
    expect(translated.blocks[1]).toBe(data.blocks[1]);
    expect(translated.attributes).toEqual({ coach: 'Entraîneur', photo: { url: 'https://cdn.example.org/p.png' } });
    expect(applyTranslation(data, null)).toBe(data);
  });
});
