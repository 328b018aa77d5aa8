import type { PageData, PageTranslation } from '@stride/shared';
import { createFixtureTestApp, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { translationFromStaticPath } from './pageRoutes';

let t: FixtureTestApp;
let gold: Visitor;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  gold = await t.signIn('gold@gym.test');
});
afterAll(() => t.close());

describe('translationFromStaticPath', () => {
  it.each([
    ['articles/habit/es.json', { path: '/articles/habit', locale: 'es' }],
    ['es.json', { path: '/', locale: 'es' }],
    ['articles/habit/pt-br.json', { path: '/articles/habit', locale: 'pt-BR' }],
    ['articles/habit/xx.json', null],
    ['articles/habit/index.json', null],
    ['articles/habit/es', null],
  ])('reads %s as %j', (wildcard, expected) => {
    expect(translationFromStaticPath(wildcard)).toEqual(expected);
  });
});

describe('GET /api/__{path}/{locale}.json', () => {
  it('is named by the page JSON, which lists the locales its page has a translation in', async () => {
    const habit = await t.call('GET', '/__/articles/habit/index.json');
    expect(habit.json<PageData>().translated_locales).toEqual(['es', 'pt-BR']);
    const home = await t.call('GET', '/__/index.json');
    expect(home.json<PageData>().translated_locales).toEqual([]);
  });

  it("answers a public page's strings in the locale, cacheable for a minute", async () => {
    const habit = await t.call('GET', '/__/articles/habit/es.json?ts=1');
    expect(habit.statusCode).toBe(200);
    expect(habit.headers['cache-control']).toBe('public, max-age=60');
    expect(habit.json<PageTranslation>()).toEqual({
      locale: 'es',
      path: '/articles/habit',
      title: 'Cómo crear un hábito',
      blocks: { t: { text: 'cuerpo del hábito' } },
      attributes: {},
    });
  });

  it('fills what a translation leaves out, and accepts the locale in any case', async () => {
    const res = await t.call('GET', '/__/Articles/Habit/PT-BR.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      locale: 'pt-BR',
      path: '/articles/habit',
      title: 'Como criar um hábito',
      blocks: {},
      attributes: {},
    });
  });

  it('answers 404 when the page or its translation in that locale is missing', async () => {
    for (const url of ['/__/articles/habit/fr.json', '/__/nowhere/es.json', '/__/hidden/child/es.json']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
  });

  it("never sends a denied page's translated strings, and sends them privately to a member with access", async () => {
    const denied = await t.call('GET', '/__/paid/es.json');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ reason: 'PURCHASE_REQUIRED', page: { path: '/paid' } });
    expect(denied.body).not.toContain('secreto pagado');
    const owner = await t.call('GET', '/__/paid/es.json', { as: gold });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(owner.json().blocks).toEqual({ secret: { text: 'secreto pagado' } });
  });

  it('leaves the index.json routing to the page JSON', async () => {
    const res = await t.call('GET', '/__/articles/habit/index.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().page.path).toBe('/articles/habit');
  });
});
