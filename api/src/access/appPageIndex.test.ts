import { createFixtureTestApp, type FixtureTestApp } from '../../test/fixtureTestApp';
import {
  accessChain,
  ancestorsOf,
  descendantsOf,
  forgetAppPages,
  loadAppPages,
  progressRootOf,
  rootOf,
} from './appPageIndex';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
});
afterAll(() => t.close());

const paths = (pages: readonly { path: string }[]) => pages.map((page) => page.path);

describe('loadAppPages', () => {
  it('indexes the published pages of one app, leaving out every page under an unpublished one', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    expect(index.byPath.get('/articles/habit')?.id).toBe(t.pageId('/articles/habit'));
    expect(index.byPath.has('/hidden')).toBe(false);
    expect(index.byPath.has('/hidden/child')).toBe(false);
    expect(index.byId.has(t.pageId('/hidden/child'))).toBe(false);
    expect(index.byId.has(t.pageId('/', 'rival'))).toBe(false);
    expect(paths(index.children.get('') ?? [])).not.toContain('/hidden');
  });

  it('keeps children in sibling order', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    expect(paths(index.children.get(t.pageId('/course')) ?? [])).toEqual([
      '/course/week-1',
      '/course/finale',
      '/course/bonus',
    ]);
  });

  it('fills each access node with its parent, inheriting when the page sets no rules', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    const lesson = index.byPath.get('/paid/lesson')!;
    expect(lesson.access).toMatchObject({ inherit: true, parent: t.pageId('/paid'), require_purchase: false });
    expect(lesson.hasOwnAccess).toBe(false);
    const paid = index.byPath.get('/paid')!;
    expect(paid.access).toMatchObject({ inherit: false, parent: null, require_purchase: true });
    expect(paid.hasOwnAccess).toBe(true);
  });

  it('keeps the index for its minute, shares a load in flight, and reads anew once forgotten', async () => {
    const first = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    expect(await loadAppPages(t.db, t.app.caches, t.appId('gym'))).toBe(first);
    forgetAppPages(t.app.caches, t.appId('gym'));
    const [a, b] = await Promise.all([
      loadAppPages(t.db, t.app.caches, t.appId('gym')),
      loadAppPages(t.db, t.app.caches, t.appId('gym')),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
  });
});

describe('walking the page tree', () => {
  it('lists a page and its ancestors nearest first, as the access chain', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    const dayTwo = t.pageId('/course/week-1/day-2');
    expect(paths(ancestorsOf(index, dayTwo))).toEqual(['/course/week-1/day-2', '/course/week-1', '/course']);
    expect(accessChain(index, dayTwo).map((node) => node.page_id)).toEqual([
      dayTwo,
      t.pageId('/course/week-1'),
      t.pageId('/course'),
    ]);
    expect(ancestorsOf(index, 'unknown')).toEqual([]);
  });

  it('finds the root and the nearest progress root', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    expect(rootOf(index, t.pageId('/course/week-1/day-2'))?.path).toBe('/course');
    expect(progressRootOf(index, t.pageId('/course/week-1/day-2'))?.path).toBe('/course');
    expect(progressRootOf(index, t.pageId('/course'))?.path).toBe('/course');
    expect(progressRootOf(index, t.pageId('/paid/lesson'))).toBeUndefined();
  });

  it('lists descendants depth first in sibling order', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.appId('gym'));
    expect(paths(descendantsOf(index, t.pageId('/course')))).toEqual([
      '/course/week-1',
      '/course/week-1/day-1',
      '/course/week-1/day-2',
      '/course/finale',
      '/course/bonus',
    ]);
    expect(descendantsOf(index, t.pageId('/course/bonus'))).toEqual([]);
  });
});
