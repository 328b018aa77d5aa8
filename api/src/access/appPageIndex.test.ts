import { createAccessTestApp, type AccessTestApp } from '../../test/accessTestApp';
import {
  accessChain,
  ancestorsOf,
  descendantsOf,
  forgetAppPages,
  loadAppPages,
  progressRootOf,
  rootOf,
} from './appPageIndex';

let t: AccessTestApp;
beforeAll(async () => {
  t = await createAccessTestApp();
});
afterAll(() => t.close());

const paths = (pages: readonly { path: string }[]) => pages.map((page) => page.path);

describe('loadAppPages', () => {
  it('indexes the published pages of one app, leaving out every page under an unpublished one', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    expect(index.byPath.get('/articles/habit')?.id).toBe(t.ids['/articles/habit']);
    expect(index.byPath.has('/hidden')).toBe(false);
    expect(index.byPath.has('/hidden/child')).toBe(false);
    expect(index.byId.has(t.ids['/hidden/child']!)).toBe(false);
    expect(index.byId.has(t.ids['rival:/']!)).toBe(false);
    expect(paths(index.children.get('') ?? [])).not.toContain('/hidden');
  });

  it('keeps children in sibling order', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    expect(paths(index.children.get(t.ids['/course']!) ?? [])).toEqual([
      '/course/week-1',
      '/course/finale',
      '/course/bonus',
    ]);
  });

  it('fills each access node with its parent, inheriting when the page sets no rules', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    const lesson = index.byPath.get('/paid/lesson')!;
    expect(lesson.access).toMatchObject({ inherit: true, parent: t.ids['/paid'], require_purchase: false });
    expect(lesson.hasOwnAccess).toBe(false);
    const paid = index.byPath.get('/paid')!;
    expect(paid.access).toMatchObject({ inherit: false, parent: null, require_purchase: true });
    expect(paid.hasOwnAccess).toBe(true);
  });

  it('keeps the index for its minute, shares a load in flight, and reads anew once forgotten', async () => {
    const first = await loadAppPages(t.db, t.app.caches, t.gymId);
    expect(await loadAppPages(t.db, t.app.caches, t.gymId)).toBe(first);
    forgetAppPages(t.app.caches, t.gymId);
    const [a, b] = await Promise.all([
      loadAppPages(t.db, t.app.caches, t.gymId),
      loadAppPages(t.db, t.app.caches, t.gymId),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
  });
});

describe('walking the page tree', () => {
  it('lists a page and its ancestors nearest first, as the access chain', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    const dayTwo = t.ids['/course/week-1/day-2']!;
    expect(paths(ancestorsOf(index, dayTwo))).toEqual(['/course/week-1/day-2', '/course/week-1', '/course']);
    expect(accessChain(index, dayTwo).map((node) => node.page_id)).toEqual([
      dayTwo,
      t.ids['/course/week-1'],
      t.ids['/course'],
    ]);
    expect(ancestorsOf(index, 'unknown')).toEqual([]);
  });

  it('finds the root and the nearest progress root', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    expect(rootOf(index, t.ids['/course/week-1/day-2']!)?.path).toBe('/course');
    expect(progressRootOf(index, t.ids['/course/week-1/day-2']!)?.path).toBe('/course');
    expect(progressRootOf(index, t.ids['/course']!)?.path).toBe('/course');
    expect(progressRootOf(index, t.ids['/paid/lesson']!)).toBeUndefined();
  });

  it('lists descendants depth first in sibling order', async () => {
    const index = await loadAppPages(t.db, t.app.caches, t.gymId);
    expect(paths(descendantsOf(index, t.ids['/course']!))).toEqual([
      '/course/week-1',
      '/course/week-1/day-1',
      '/course/week-1/day-2',
      '/course/finale',
      '/course/bonus',
    ]);
    expect(descendantsOf(index, t.ids['/course/bonus']!)).toEqual([]);
  });
});
