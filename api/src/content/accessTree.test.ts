import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { AccessTree } from '@stride/shared';
import { users } from '../db/schema';
import { createFixtureTestApp, type FixtureTestApp, type Visitor } from '../../test/fixtureTestApp';
import { importContent } from './importContent';

/** A private app (its site map is for its members only) with a private corner its members need to be let into. */
const HIDEOUT_CONTENT = {
  app: { slug: 'hideout', name: 'Hideout', access: { is_private: true } },
  members: [{ email: 'insider@hideout.test', name: 'Insider' }],
  pages: [
    {
      path: '/',
      title: 'Hideout home',
      children: [
        {
          path: '/corner',
          title: 'Secret corner',
          access: { is_private: true },
          children: [{ path: '/corner/notes', title: 'Corner notes', access: { require_authentication: true } }],
        },
        { path: '/lobby', title: 'Lobby' },
      ],
    },
  ],
};

let t: FixtureTestApp;
let hideoutGuest: Visitor;
let insider: Visitor;
let hideoutHome: string;
beforeAll(async () => {
  t = await createFixtureTestApp('gym');
  const { appId } = await importContent(t.db, HIDEOUT_CONTENT);
  // Setup finished (a password set), without paying for a real hash.
  await t.db
    .update(users)
    .set({ passwordHash: 'scrypt$not-checked-here' })
    .where(and(eq(users.appId, appId), eq(users.email, 'insider@hideout.test')));
  hideoutGuest = { app: 'hideout' };
  insider = await t.signIn('insider@hideout.test', 'hideout');
  const tree = (await t.call('GET', '/pages/tree', { as: insider })).json<AccessTree>();
  hideoutHome = tree.nodes[0]!.id;
});
afterAll(() => t.close());

describe('GET /api/__access/{rootId}.json', () => {
  it('lists the root and every published page under it, depth first, each with its own access node', async () => {
    const res = await t.call('GET', `/__access/${t.pageId('/course')}.json?ts=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const tree = res.json<AccessTree>();
    expect(tree.root_id).toBe(t.pageId('/course'));
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
      id: t.pageId('/course/week-1/day-2'),
      parent: t.pageId('/course/week-1'),
      title: 'Day 2',
      position: 1,
      access: { inherit: false, is_scheduled: true, unlock_duration_seconds: 86_400 },
    });
    expect(tree.nodes[1]!.access).toMatchObject({ inherit: true, parent: t.pageId('/course') });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'goes out compressed with %s to a client that accepts it, the same document once decoded',
    async (encoding, decode) => {
      const url = `/__access/${t.pageId('/course')}.json`;
      const plain = await t.call('GET', url);
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await t.call('GET', url, { headers: { 'accept-encoding': `${encoding}, identity` } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
      expect(String(packed.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['accept-encoding', 'x-app-slug']),
      );
    },
  );

  it('is the same document for members and guests, without any block', async () => {
    const url = `/__access/${t.pageId('/paid')}.json`;
    const guest = await t.call('GET', url);
    const member = await t.call('GET', url, { as: await t.signIn('gold@gym.test') });
    expect(member.body).toBe(guest.body);
    expect(guest.body).not.toContain('paid secret words');
    expect(guest.json<AccessTree>().nodes.map((node) => node.path)).toEqual(['/paid', '/paid/lesson']);
  });

  it("answers 404 for an unknown, malformed, non-root, unpublished or other app's id", async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      t.pageId('/course/week-1'),
      t.pageId('/hidden'),
      t.pageId('/rival-course', 'rival'),
    ]) {
      const res = await t.call('GET', `/__access/${id}.json`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('page_not_found');
    }
    expect((await t.call('GET', `/__access/${t.pageId('/course')}`)).statusCode).toBe(404);
  });
});

describe('GET /api/pages/tree', () => {
  it('answers the same document as the access tree file for ?root', async () => {
    const file = await t.call('GET', `/__access/${t.pageId('/course')}.json`);
    const tree = await t.call('GET', `/pages/tree?root=${t.pageId('/course')}`);
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['cache-control']).toBe('public, max-age=60');
    expect(tree.json()).toEqual(file.json());
  });

  it("answers every root's pages of the app as one tree without ?root", async () => {
    const tree = (await t.call('GET', '/pages/tree')).json<AccessTree>();
    expect(tree.root_id).toBe('');
    const roots = tree.nodes.filter((node) => node.parent === null).map((node) => node.path);
    expect(roots).toEqual(['/', '/paid', '/browse', '/members', '/course', '/series', '/articles']);
    expect(tree.nodes).toHaveLength(17);
    expect(tree.nodes.map((node) => node.path)).not.toContain('/hidden/child');
  });

  it("answers 404 for a root that is not one of this app's roots", async () => {
    for (const root of ['nope', t.pageId('/', 'rival'), t.pageId('/paid/lesson')]) {
      expect((await t.call('GET', `/pages/tree?root=${root}`)).statusCode).toBe(404);
    }
  });
});

describe('private pages and private apps in the access trees', () => {
  it('leaves private subtrees out of every tree: a client reads an unknown link as open and the page decides', async () => {
    const tree = (await t.call('GET', '/pages/tree', { as: insider })).json<AccessTree>();
    expect(tree.nodes.map((node) => node.path)).toEqual(['/', '/lobby']);
    const file = await t.call('GET', `/__access/${hideoutHome}.json`, { as: insider });
    expect(file.json<AccessTree>().nodes.map((node) => node.path)).toEqual(['/', '/lobby']);
    expect(file.body).not.toContain('Secret corner');
    expect(file.body).not.toContain('Corner notes');
  });

  it("answers 404 for a private root's tree, and lists no private root, in an open app", async () => {
    const vip = t.pageId('/vip');
    for (const visitor of [t.guest, await t.signIn('vip@gym.test')]) {
      expect((await t.call('GET', `/__access/${vip}.json`, { as: visitor })).statusCode).toBe(404);
      expect((await t.call('GET', `/pages/tree?root=${vip}`, { as: visitor })).statusCode).toBe(404);
      const tree = await t.call('GET', '/pages/tree', { as: visitor });
      expect(tree.body).not.toContain('Vip room');
    }
  });

  it("turns a guest away from a private app's trees with 403, and serves its members privately", async () => {
    for (const url of ['/pages/tree', `/pages/tree?root=${hideoutHome}`, `/__access/${hideoutHome}.json`]) {
      const guest = await t.call('GET', url, { as: hideoutGuest });
      expect(guest.statusCode).toBe(403);
      expect(guest.json().error.code).toBe('access_denied');
      expect(guest.body).not.toContain('Lobby');
      const member = await t.call('GET', url, { as: insider });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
    }
  });
});
