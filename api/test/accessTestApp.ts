import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { HEADERS } from '@stride/shared';
import { createTestApp, type TestApp } from './testDatabase';
import { createSession } from '../src/auth/sessionTokens';
import { pageSubscriptions, pages, users } from '../src/db/schema';
import { forgetMemberData } from '../src/members/memberData';
import { importContent } from '../src/content/importContent';

/**
 * Test support for the access and progress API tests: app `gym` with every kind of gate, and app `rival`
 * whose pages must never be reachable from gym. Members finish setup without a real password hash (scrypt
 * is slow on purpose); fresh@gym.test stays a passwordless sign-up that has not finished setup.
 */
/** The paid page's button: content like its blocks, for those who may open it only. */
export const PAID_MEETING_URL = 'https://meet.test/j/paid-members-only-room';

export const GYM_CONTENT = {
  app: { slug: 'gym', name: 'Gym' },
  products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 900, interval: 'month' }],
  members: [
    { email: 'plain@gym.test', name: 'Plain Member' },
    { email: 'gold@gym.test', name: 'Gold Member', products: ['gold'] },
    { email: 'vip@gym.test', name: 'Vip Member', pages: ['/vip'] },
    { email: 'coach@gym.test', name: 'Coach Admin', role: 'admin' },
    { email: 'fresh@gym.test', name: 'Fresh Person', products: ['gold'] },
  ],
  pages: [
    {
      path: '/',
      title: 'Gym home',
      blocks: [
        { id: 'home', type: 'text', text: 'home body' },
        { id: 'picked', type: 'collection', paths: ['/paid', '/articles/habit'] },
      ],
    },
    {
      path: '/paid',
      title: 'Paid page',
      access: { require_purchase: true, products: ['gold'] },
      actions: [{ type: 'generic_button', label: 'Join the call', url: PAID_MEETING_URL }],
      blocks: [{ id: 'secret', type: 'text', text: 'paid secret words' }],
      translations: { es: { title: 'Página de pago', blocks: { secret: { text: 'secreto pagado' } } } },
      children: [
        { path: '/paid/lesson', title: 'Paid lesson', blocks: [{ id: 'l', type: 'text', text: 'lesson secret' }] },
      ],
    },
    {
      path: '/browse',
      title: 'Browsable',
      access: { require_purchase: true, allow_browsing: true, products: ['gold'] },
      blocks: [{ id: 'b', type: 'text', text: 'browse body' }],
      children: [
        { path: '/browse/child', title: 'Browse child', blocks: [{ id: 'c', type: 'text', text: 'child secret' }] },
      ],
    },
    {
      path: '/members',
      title: 'Members only',
      access: { require_authentication: true },
      blocks: [{ id: 'm', type: 'text', text: 'members body' }],
    },
    {
      path: '/vip',
      title: 'Vip room',
      access: { is_private: true },
      blocks: [{ id: 'v', type: 'text', text: 'vip body' }],
    },
    {
      path: '/course',
      title: 'Course',
      type: 'program',
      access: { is_progress_root: true },
      blocks: [{ id: 'intro', type: 'text', text: 'course intro' }],
      children: [
        {
          path: '/course/week-1',
          title: 'Week 1',
          children: [
            { path: '/course/week-1/day-1', title: 'Day 1', blocks: [{ id: 'd1', type: 'text', text: 'day one' }] },
            {
              path: '/course/week-1/day-2',
              title: 'Day 2',
              access: { is_scheduled: true, unlock_duration_seconds: 86_400 },
              blocks: [{ id: 'd2', type: 'text', text: 'day two secret' }],
            },
          ],
        },
        {
          path: '/course/finale',
          title: 'Finale',
          access: { is_scheduled: true, unlocks_at: '2999-01-01T00:00:00Z' },
          blocks: [{ id: 'f', type: 'text', text: 'finale secret' }],
        },
        {
          path: '/course/bonus',
          title: 'Bonus',
          access: { is_scheduled: true, unlocks_at: '2000-01-01T00:00:00Z' },
          blocks: [{ id: 'bonus', type: 'text', text: 'bonus body' }],
        },
      ],
    },
    {
      // A private course: its subscribers only, though its welcome page is open to all.
      path: '/circle',
      title: 'Inner circle',
      access: { is_private: true, is_progress_root: true },
      children: [
        { path: '/circle/welcome', title: 'Welcome', access: {} },
        { path: '/circle/session', title: 'Circle session' },
      ],
    },
    {
      path: '/series',
      title: 'Series',
      access: { is_progress_root: true },
      children: [
        { path: '/series/one', title: 'One' },
        { path: '/series/two', title: 'Two', access: { is_scheduled: true, unlocks_at: '2000-01-01T00:00:00Z' } },
      ],
    },
    {
      path: '/articles',
      title: 'Articles',
      children: [
        {
          path: '/articles/habit',
          title: 'How to build a habit',
          type: 'article',
          blocks: [{ id: 't', type: 'text', text: 'habit body' }],
          translations: {
            es: { title: 'Cómo crear un hábito', blocks: { t: { text: 'cuerpo del hábito' } } },
            'pt-BR': { title: 'Como criar um hábito' },
          },
        },
      ],
    },
    {
      path: '/hidden',
      title: 'Hidden section',
      published: false,
      children: [{ path: '/hidden/child', title: 'Orphan', blocks: [{ id: 'o', type: 'text', text: 'orphan body' }] }],
    },
  ],
};

export const RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  members: [{ email: 'plain@gym.test', name: 'Rival Member' }],
  pages: [
    { path: '/', title: 'Rival home', blocks: [] },
    {
      path: '/rival-course',
      title: 'Rival course',
      access: { is_progress_root: true },
      children: [{ path: '/rival-course/one', title: 'Rival one', blocks: [] }],
    },
  ],
};

export type Headers = Record<string, string>;

export interface AccessTestApp extends TestApp {
  gymId: string;
  rivalId: string;
  /** Page id by path in gym (and rival, prefixed `rival:`). */
  ids: Record<string, string>;
  /** X-App-Slug plus the session headers of a gym member (a fresh session each call). */
  signIn(email: string, slug?: string): Promise<Headers>;
  guest: Headers;
  /** The id of a gym member. */
  userId(email: string): Promise<string>;
  /**
   * Writes the member's start of a page straight into the database, as time passing would: the API
   * refuses a start in the past. Their cached member data is forgotten, as after any write.
   */
  setStart(email: string, path: string, startedAt: Date): Promise<void>;
  request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** The real API on a fresh database with apps gym and rival imported from the content files above. */
export async function createAccessTestApp(): Promise<AccessTestApp> {
  const testApp = await createTestApp();
  const { appId: gymId } = await importContent(testApp.db, GYM_CONTENT);
  const { appId: rivalId } = await importContent(testApp.db, RIVAL_CONTENT);
  await testApp.db
    .update(users)
    .set({ passwordHash: 'scrypt$not-checked-here' })
    .where(
      and(
        inArray(users.appId, [gymId, rivalId]),
        inArray(users.email, ['plain@gym.test', 'gold@gym.test', 'vip@gym.test', 'coach@gym.test']),
      ),
    );
  const rows = await testApp.db
    .select({ id: pages.id, path: pages.path, appId: pages.appId })
    .from(pages)
    .where(inArray(pages.appId, [gymId, rivalId]));
  const ids = Object.fromEntries(rows.map((row) => [row.appId === gymId ? row.path : `rival:${row.path}`, row.id]));

  async function signIn(email: string, slug = 'gym'): Promise<Headers> {
    const [user] = await testApp.db
      .select({ id: users.id, appId: users.appId })
      .from(users)
      .where(and(eq(users.appId, slug === 'gym' ? gymId : rivalId), eq(users.email, email)));
    if (!user) throw new Error(`No member ${email} in ${slug}`);
    const { token } = await createSession(testApp.db, user.appId, user.id);
    return { [HEADERS.appSlug]: slug, [HEADERS.userEmail]: email, [HEADERS.userToken]: token };
  }

  async function userId(email: string): Promise<string> {
    const [user] = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.appId, gymId), eq(users.email, email)));
    if (!user) throw new Error(`No member ${email} in gym`);
    return user.id;
  }

  async function setStart(email: string, path: string, startedAt: Date): Promise<void> {
    const id = await userId(email);
    await testApp.db
      .insert(pageSubscriptions)
      .values({ appId: gymId, userId: id, pageId: ids[path]!, startedAt })
      .onConflictDoUpdate({ target: [pageSubscriptions.userId, pageSubscriptions.pageId], set: { startedAt } });
    forgetMemberData(testApp.app.caches, id);
  }

  return {
    ...testApp,
    gymId,
    rivalId,
    ids,
    signIn,
    userId,
    setStart,
    guest: { [HEADERS.appSlug]: 'gym' },
    request: (method, url, headers, body) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
  };
}
