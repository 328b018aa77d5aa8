import type { AccessTree } from '@stride/shared';
import { createAccessTestApp, type AccessTestApp } from './accessTestApp';

let t: AccessTestApp;
beforeAll(async () => {
  t = await createAccessTestApp();
});
afterAll(() => t.close());

describe('GET /api/__access/{rootId}.json', () => {
  it('lists the root and every published page under it, depth first, each with its own access node', async () => {
    const res = await t.request('GET', `/__access/${t.ids['/course']}.json?ts=1`, t.guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const tree = res.json<AccessTree>();
    expect(tree.root_id).toBe(t.ids['/course']);
    expect(tree.nodes.map((node) => node.path)).toEqual([
      '/course',
      '/course/week-1',
      '/course/week-1/day-1',
      '/course/week-1/day-2',
      '/course/finale',
      '/course/bonus',
    ]);
    expect(tree.nodes[0]).toMatchObject({ parent: null, type: 'program', access: { is_progress_root: true } });
    expect(tree.nodes[3]).toMatchObject({
      id: t.ids['/course/week-1/day-2'],
      parent: t.ids['/course/week-1'],
      title: 'Day 2',
      position: 1,
      access: { inherit: false, is_scheduled: true, unlock_duration_seconds: 86_400 },
    });
    expect(tree.nodes[1]!.access).toMatchObject({ inherit: true, parent: t.ids['/course'] });
  });

  it('is the same document for members and guests, without any block', async () => {
    const url = `/__access/${t.ids['/paid']}.json`;
    const guest = await t.request('GET', url, t.guest);
    const member = await t.request('GET', url, await t.signIn('gold@gym.test'));
    expect(member.body).toBe(guest.body);
    expect(guest.body).not.toContain('paid secret words');
    expect(guest.json<AccessTree>().nodes.map((node) => node.path)).toEqual(['/paid', '/paid/lesson']);
  });

  it("answers 404 for an unknown, malformed, non-root, unpublished or other app's id", async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      t.ids['/course/week-1'],
      t.ids['/hidden'],
      t.ids['rival:/rival-course'],
    ]) {
      const res = await t.request('GET', `/__access/${id}.json`, t.guest);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
    expect((await t.request('GET', `/__access/${t.ids['/course']}`, t.guest)).statusCode).toBe(404);
  });
});

describe('GET /api/pages/tree', () => {
  it('answers the same document as the access tree file for ?root', async () => {
    const file = await t.request('GET', `/__access/${t.ids['/course']}.json`, t.guest);
    const tree = await t.request('GET', `/pages/tree?root=${t.ids['/course']}`, t.guest);
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['cache-control']).toBe('public, max-age=60');
    expect(tree.json()).toEqual(file.json());
  });

  it("answers every root's pages of the app as one tree without ?root", async () => {
    const tree = (await t.request('GET', '/pages/tree', t.guest)).json<AccessTree>();
    expect(tree.root_id).toBe('');
    const roots = tree.nodes.filter((node) => node.parent === null).map((node) => node.path);
    expect(roots).toEqual(['/', '/paid', '/browse', '/members', '/vip', '/course', '/series', '/articles']);
    expect(tree.nodes).toHaveLength(18);
    expect(tree.nodes.map((node) => node.path)).not.toContain('/hidden/child');
  });

  it("answers 404 for a root that is not one of this app's roots", async () => {
    for (const root of ['nope', t.ids['rival:/'], t.ids['/paid/lesson']]) {
      expect((await t.request('GET', `/pages/tree?root=${root}`, t.guest)).statusCode).toBe(404);
    }
  });
});
