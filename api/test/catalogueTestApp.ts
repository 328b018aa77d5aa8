import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './testDatabase';
import { createMember } from '../src/auth/memberAccounts';
import { createSession } from '../src/auth/sessionTokens';
import { importContent } from '../src/content/importContent';
import { eventOccurrences, events, overlays, pages, products, purchases, type UserRow } from '../src/db/schema';

const DAY_MS = 86_400_000;

/**
 * Test support for the catalogue API tests: app `club` with programs (a drip one, a paid one, a private one),
 * a pack, gated pages, events with past and future occurrences and an overlay; app `rival` with one of each,
 * whose ids must never answer in club. Dates are relative to the moment the file's app is built.
 */
export function clubContent(now: Date) {
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY_MS + hours * 3_600_000).toISOString();
  return {
    app: { slug: 'club', name: 'Club' },
    products: [
      { slug: 'premium', title: 'Premium', kind: 'subscription', price_cents: 900, interval: 'month' },
      { slug: 'starter', title: 'Starter pack', kind: 'one_off', price_cents: 1500 },
    ],
    overlays: [
      {
        slug: 'offer',
        title: 'Go premium',
        blocks: [
          { id: 'offer-text', type: 'text', text: 'Everything, every week.' },
          {
            id: 'offer-open',
            type: 'button',
            label: 'See it',
            action: { type: 'open_page', target: '/programs/paid' },
          },
          { id: 'offer-list', type: 'collection', paths: ['/articles/long', '/articles/short'] },
        ],
      },
    ],
    pages: [
      {
        path: '/',
        title: 'Club home',
        blocks: [
          { id: 'home-open', type: 'button', label: 'Start', action: { type: 'open_page', target: '/programs/free' } },
          { id: 'home-next', type: 'button', label: 'Next', action: { type: 'open_next', target: null } },
          { id: 'home-text', type: 'text', text: 'Welcome' },
          { id: 'home-buy', type: 'button', label: 'Buy', action: { type: 'trigger_purchase', target: 'premium' } },
        ],
      },
      {
        path: '/programs/free',
        title: 'Free program',
        type: 'program',
        tags: ['Strength', 'beginner'],
        access: { is_progress_root: true },
        blocks: [{ id: 'free-next', type: 'button', label: 'Go', action: { type: 'open_next', target: null } }],
        children: [
          {
            path: '/programs/free/week-1',
            title: 'Week 1',
            children: [
              {
                path: '/programs/free/week-1/day-1',
                title: 'Day 1',
                type: 'workout',
                duration_minutes: 20,
                tags: ['cardio'],
                blocks: [
                  { id: 'day1-next', type: 'button', label: 'Next', action: { type: 'open_next', target: null } },
                ],
              },
              {
                path: '/programs/free/week-1/day-2',
                title: 'Day 2',
                type: 'workout',
                duration_minutes: 45,
                tags: ['strength', 'cardio'],
                access: { is_scheduled: true, unlock_duration_seconds: 86_400 },
                blocks: [{ id: 'day2-text', type: 'text', text: 'day two' }],
              },
            ],
          },
          {
            path: '/programs/free/week-2',
            title: 'Week 2',
            access: { is_scheduled: true, schedule_period: 7, schedule_interval: 'day' },
            children: [
              {
                path: '/programs/free/week-2/day-1',
                title: 'Day 8',
                type: 'workout',
                duration_minutes: 60,
                attributes: { video: 'https://video.test/8', notes: '  ' },
                blocks: [
                  { id: 'last-next', type: 'button', label: 'Next', action: { type: 'open_next', target: null } },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '/programs/paid',
        title: 'Paid program',
        type: 'program',
        access: { require_purchase: true, products: ['premium'], purchase_overlay: 'offer' },
        blocks: [{ id: 'paid-text', type: 'text', text: 'paid secret' }],
        children: [
          { path: '/programs/paid/stage-1', title: 'Stage 1', type: 'workout' },
          { path: '/programs/paid/stage-2', title: 'Stage 2', type: 'workout' },
        ],
      },
      {
        path: '/programs/secret',
        title: 'Secret program',
        type: 'program',
        access: { is_private: true },
        children: [{ path: '/programs/secret/stage', title: 'Secret stage', type: 'workout' }],
      },
      {
        path: '/packs/starter',
        title: 'Starter pack',
        type: 'pack',
        access: { require_purchase: true, products: ['starter'] },
        children: [
          { path: '/packs/starter/a', title: 'Pack item A', type: 'article' },
          { path: '/packs/starter/b', title: 'Pack item B', type: 'article' },
        ],
      },
      {
        path: '/premium',
        title: 'Premium article',
        type: 'article',
        access: { require_purchase: true, products: ['premium'] },
        blocks: [
          { id: 'premium-text', type: 'text', text: 'premium secret words' },
          { id: 'premium-next', type: 'button', label: 'Next', action: { type: 'open_next', target: null } },
        ],
      },
      {
        path: '/browse',
        title: 'Browsable program',
        type: 'program',
        access: { require_purchase: true, allow_browsing: true, products: ['premium'] },
        children: [{ path: '/browse/stage', title: 'Browse stage', type: 'workout' }],
      },
      {
        path: '/articles',
        title: 'Articles',
        type: 'collection',
        children: [
          { path: '/articles/long', title: 'banana long read', type: 'article', duration_minutes: 30, tags: ['Food'] },
          {
            path: '/articles/short',
            title: 'Apple short read',
            type: 'article',
            duration_minutes: 5,
            tags: ['food', 'quick'],
          },
          {
            path: '/articles/none',
            title: 'cherry no time',
            type: 'article',
            attributes: { video: { type: 'video', value: 'v' } },
          },
          {
            path: '/articles/members',
            title: 'Members article',
            type: 'article',
            access: { require_authentication: true },
            duration_minutes: 10,
          },
        ],
      },
      { path: '/events/live', title: 'Live class', type: 'event_occurrence', access: { require_authentication: true } },
      { path: '/events/vip', title: 'Vip event', type: 'event_occurrence', access: { is_private: true } },
      {
        path: '/events/paid',
        title: 'Paid event',
        type: 'event_occurrence',
        access: { require_purchase: true, products: ['premium'] },
      },
      { path: '/events/later', title: 'Later event', type: 'event_occurrence' },
    ],
    events: [
      {
        slug: 'live',
        title: 'Live class',
        page: '/events/live',
        occurrences: [
          { starts_at: at(-10), ends_at: at(-10, 1) },
          { starts_at: at(2), ends_at: at(2, 1) },
          { starts_at: at(9), ends_at: at(9, 1) },
        ],
      },
      { slug: 'vip', title: 'Vip event', page: '/events/vip', occurrences: [{ starts_at: at(3), ends_at: at(3, 1) }] },
      {
        slug: 'paid',
        title: 'Paid event',
        page: '/events/paid',
        occurrences: [{ starts_at: at(4), ends_at: at(4, 1) }],
      },
      {
        slug: 'later',
        title: 'Later event',
        page: '/events/later',
        occurrences: [{ starts_at: at(1), ends_at: at(1, 1) }],
      },
    ],
  };
}

const RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 500, interval: 'month' }],
  overlays: [{ slug: 'promo', title: 'Rival promo', blocks: [{ id: 'rival-text', type: 'text', text: 'rival' }] }],
  pages: [
    {
      path: '/',
      title: 'Rival home',
      blocks: [{ id: 'rival-open', type: 'button', label: 'Go', action: { type: 'open_page', target: '/program' } }],
    },
    {
      path: '/program',
      title: 'Rival program',
      type: 'program',
      children: [{ path: '/program/stage', title: 'Rival stage' }],
    },
    { path: '/pack', title: 'Rival pack', type: 'pack', access: { require_purchase: true, products: ['gold'] } },
    { path: '/event', title: 'Rival event', type: 'event_occurrence' },
  ],
  events: [
    {
      slug: 'rival-event',
      title: 'Rival event',
      page: '/event',
      occurrences: [{ starts_at: '2099-01-01T10:00:00Z', ends_at: '2099-01-01T11:00:00Z' }],
    },
  ],
};

export interface As {
  /** A member's session; omitted: a guest. */
  as?: Session;
  /** X-App-Slug; club by default. */
  app?: string;
  query?: Record<string, string>;
}

export interface Session {
  email: string;
  token: string;
  user: UserRow;
}

export interface CatalogueTestApp extends TestApp {
  clubId: string;
  rivalId: string;
  now: Date;
  /** A page id of club (or of rival with `app`), by path. */
  pageId(path: string, app?: string): Promise<string>;
  productId(slug: string, app?: string): Promise<string>;
  overlayId(slug: string, app?: string): Promise<string>;
  /** Occurrence ids of an event, earliest first. */
  occurrenceIds(eventSlug: string, app?: string): Promise<string[]>;
  /** A new member of club who has finished setup, signed in, owning `productSlugs` (active purchases). */
  member(email: string, productSlugs?: string[]): Promise<Session>;
  /** One API call under /api as the shell makes it. */
  call(method: 'GET' | 'POST' | 'DELETE', url: string, options?: As): Promise<LightMyRequestResponse>;
}

export async function createCatalogueTestApp(): Promise<CatalogueTestApp> {
  const testApp = await createTestApp();
  const now = new Date();
  const clubId = (await importContent(testApp.db, clubContent(now))).appId;
  const rivalId = (await importContent(testApp.db, RIVAL_CONTENT)).appId;
  const appIdOf = (app = 'club') => (app === 'club' ? clubId : rivalId);
  const { db } = testApp;

  const pageId = async (path: string, app?: string) => {
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.appId, appIdOf(app)), eq(pages.path, path)));
    if (!row) throw new Error(`No page ${path}`);
    return row.id;
  };
  const productId = async (slug: string, app?: string) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.appId, appIdOf(app)), eq(products.slug, slug)));
    if (!row) throw new Error(`No product ${slug}`);
    return row.id;
  };
  const overlayId = async (slug: string, app?: string) => {
    const [row] = await db
      .select({ id: overlays.id })
      .from(overlays)
      .where(and(eq(overlays.appId, appIdOf(app)), eq(overlays.slug, slug)));
    if (!row) throw new Error(`No overlay ${slug}`);
    return row.id;
  };
  const occurrenceIds = async (eventSlug: string, app?: string) => {
    const rows = await db
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(and(eq(events.appId, appIdOf(app)), eq(events.slug, eventSlug)))
      .orderBy(eventOccurrences.startsAt);
    return rows.map((row) => row.id);
  };
  const member = async (email: string, productSlugs: string[] = []): Promise<Session> => {
    // Not a real hash (scrypt is slow on purpose): these members only ever use sessions.
    const user = await createMember(db, { appId: clubId, email, name: 'Club Member', passwordHash: 'scrypt$test' });
    if (!user) throw new Error(`${email} exists`);
    for (const slug of productSlugs) {
      await db.insert(purchases).values({ appId: clubId, userId: user.id, productId: await productId(slug) });
    }
    const { token } = await createSession(db, clubId, user.id);
    return { email, token, user };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, options: As = {}) => {
    const headers: Record<string, string> = { 'x-app-slug': options.app ?? 'club' };
    if (options.as) {
      headers['x-user-email'] = options.as.email;
      headers['x-user-token'] = options.as.token;
    }
    return testApp.app.inject({ method, url: `/api${url}`, headers, query: options.query });
  };
  return { ...testApp, clubId, rivalId, now, pageId, productId, overlayId, occurrenceIds, member, call };
}
