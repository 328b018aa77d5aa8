import type { PageTranslation } from '@stride/shared';
import { dependsOnViewer } from '@stride/shared';
import { fetchFrom, makeParcelProps } from '@stride/shared/testing';
import { installContentCachePolicy, TRANSLATION_CACHE_LIMIT } from '../loading/contentCachePolicy';
import { makePageData } from '../testing/makePageData';
import { applyTranslation } from './pageTranslation';
import { translationPath, translationQueries } from './translationQueries';

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

  it(`keeps ${TRANSLATION_CACHE_LIMIT} keys in memory, dropping the oldest`, async () => {
    const { api, queryClient } = await makeParcelProps();
    installContentCachePolicy(queryClient);
    const key = (i: number) => translationQueries.of(api, `/page-${i}`, 'fr').queryKey;
    for (let i = 0; i <= TRANSLATION_CACHE_LIMIT; i += 1)
      queryClient.setQueryData(key(i), () => ({ ...french, path: `/page-${i}` }));

    expect(queryClient.getQueryCache().findAll({ queryKey: translationQueries.all })).toHaveLength(
      TRANSLATION_CACHE_LIMIT,
    );
    expect(queryClient.getQueryData(key(0))).toBeUndefined();
    expect(queryClient.getQueryData(key(1))?.path).toBe('/page-1');
    expect(queryClient.getQueryData(key(TRANSLATION_CACHE_LIMIT))?.path).toBe(`/page-${TRANSLATION_CACHE_LIMIT}`);
  });

  it('fetches a translation once per path and locale', async () => {
    const fetch = fetchFrom({ '/__/fr.json': { status: 200, body: french } });
    const { api, queryClient } = await makeParcelProps({ fetch });

    expect(await queryClient.fetchQuery(translationQueries.of(api, '/', 'fr'))).toEqual(french);
    expect(await queryClient.fetchQuery(translationQueries.of(api, '/', 'fr'))).toEqual(french);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/api\/__\/fr\.json\?ts=\d+$/);
  });

  it('only logs a failed fetch, and asks again next time', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, queryClient } = await makeParcelProps({ fetch });

    // Nothing is kept: the query rejects (the page shows untranslated) and the next visit asks again.
    await expect(queryClient.fetchQuery(translationQueries.of(api, '/', 'fr'))).rejects.toThrow('Failed to fetch');
    await expect(queryClient.fetchQuery(translationQueries.of(api, '/', 'fr'))).rejects.toThrow('Failed to fetch');
    expect(errors).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is kept under a viewer-scoped key: the shell forgets what one person was sent when another takes the device', async () => {
    const { api } = await makeParcelProps();
    expect(dependsOnViewer(translationQueries.of(api, '/', 'fr').queryKey)).toBe(true);
  });

  it('remembers that a page has no translation in a locale', async () => {
    const fetch = fetchFrom({});
    const { api, queryClient } = await makeParcelProps({ fetch });

    await queryClient.fetchQuery(translationQueries.of(api, '/about', 'de'));
    await queryClient.fetchQuery(translationQueries.of(api, '/about', 'de'));
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
