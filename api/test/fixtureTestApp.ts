import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { HEADERS } from '@stride/shared';
import { call as callAs, sessionFor, type CallOptions as AuthCallOptions } from './authTestSupport';
import { createTestApp, type TestApp } from './testDatabase';
import type { AppOptions } from '../src/buildApp';
import { createMember } from '../src/auth/memberAccounts';
import { importContent } from '../src/content/importContent';
import {
  apps,
  eventOccurrences,
  events,
  overlays,
  pageSubscriptions,
  pages,
  products,
  purchases,
  users,
  type UserRow,
} from '../src/db/schema';
import { forgetMemberData } from '../src/members/memberData';

const DAY_MS = 86_400_000;

/** The paid page's button in gym: content like its blocks, for those who may open it only. */
export const PAID_MEETING_URL = 'https://meet.test/j/paid-members-only-room';

/**
 * Fixture `gym`, for the access and progress tests: every kind of gate, members of each kind
 * (fresh@gym.test is a passwordless sign-up that has not finished setup), and app `rival` whose pages
 * must never be reachable from gym.
 */
const GYM_CONTENT = {
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

const GYM_RIVAL_CONTENT = {
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

/**
 * Fixture `club`, for the catalogue tests: programs (a drip one, a paid one, a private one), a pack, gated
 * pages, events with past and future occurrences and an overlay; app `rival` with one of each, whose ids
 * must never answer in club. Dates are relative to the moment the app is built.
 */
function clubContent(now: Date) {
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

const CLUB_RIVAL_CONTENT = {
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

/**
 * Fixture `shop`, for the billing tests: a one-off course with a workbook as its order bump, a monthly
 * subscription, one with a 7-day trial, a hidden offer and a free product; coupons of each kind; pages each of
 * them unlocks. `taxshop` charges tax (buyers give an address); `rival` must never sell in shop.
 */
function shopContent(now: Date, slug: 'shop' | 'taxshop') {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return {
    app: { slug, name: slug === 'shop' ? 'Shop' : 'Tax shop', billing: { charges_tax: slug === 'taxshop' } },
    products: [
      { slug: 'course', title: 'Course', kind: 'one_off', price_cents: 4900, order_bumps: ['workbook'] },
      { slug: 'workbook', title: 'Workbook', kind: 'one_off', price_cents: 900 },
      { slug: 'monthly', title: 'Monthly', kind: 'subscription', price_cents: 1900, interval: 'month' },
      { slug: 'trial', title: 'Trial club', kind: 'subscription', price_cents: 1000, interval: 'week', trial_days: 7 },
      { slug: 'offer', title: 'Secret offer', kind: 'one_off', price_cents: 500, is_hidden: true },
      { slug: 'freebie', title: 'Freebie', kind: 'free' },
      { slug: 'yen', title: 'Yen course', kind: 'one_off', price_cents: 4900, currency: 'jpy' },
    ],
    coupons: [
      { code: 'WELCOME20', percent_off: 20 },
      { code: 'TENOFF', amount_off_cents: 1000, currency: 'usd', duration: 'forever', products: ['course', 'monthly'] },
      { code: 'HALF3', percent_off: 50, duration: 'repeating', duration_in_periods: 3 },
      { code: 'FULL', percent_off: 100 },
      { code: 'OLD', percent_off: 10, expires_at: at(-1) },
      { code: 'ONCEONLY', percent_off: 10, max_redemptions: 1 },
    ],
    members: [{ email: `owner@${slug}.test`, name: 'Shop Owner', role: 'owner' }],
    pages: [
      { path: '/', title: 'Home' },
      {
        path: '/course',
        title: 'Course',
        access: { require_purchase: true, products: ['course'] },
        blocks: [{ id: 'secret', type: 'text', text: 'course secret words' }],
      },
      { path: '/workbook', title: 'Workbook', access: { require_purchase: true, products: ['workbook'] } },
      {
        path: '/members',
        title: 'Members',
        type: 'program',
        access: { require_purchase: true, products: ['monthly'] },
      },
      { path: '/trial-club', title: 'Trial club', access: { require_purchase: true, products: ['trial'] } },
    ],
  };
}

const SHOP_RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  products: [{ slug: 'rival-course', title: 'Rival course', kind: 'one_off', price_cents: 100 }],
  coupons: [{ code: 'RIVAL', percent_off: 50 }],
};

interface Fixture {
  /** The app the tests are about: requests go to it unless told otherwise. */
  main: string;
  contents(now: Date): { app: { slug: string } }[];
  /** Content members who finish setup (a password set) when the app is built; the others have not. */
  finishedSetup: string[];
}

const FIXTURES = {
  gym: {
    main: 'gym',
    contents: () => [GYM_CONTENT, GYM_RIVAL_CONTENT],
    finishedSetup: ['plain@gym.test', 'gold@gym.test', 'vip@gym.test', 'coach@gym.test'],
  },
  club: { main: 'club', contents: (now) => [clubContent(now), CLUB_RIVAL_CONTENT], finishedSetup: [] },
  shop: {
    main: 'shop',
    contents: (now) => [shopContent(now, 'shop'), shopContent(now, 'taxshop'), SHOP_RIVAL_CONTENT],
    finishedSetup: [],
  },
} satisfies Record<string, Fixture>;

/** Who a request comes from: a guest of an app, or a member signed in to it. */
export interface Guest {
  app: string;
}

export interface Session extends Guest {
  email: string;
  token: string;
  user: UserRow;
}

export type Visitor = Guest | Session;

export interface CallOptions extends Pick<AuthCallOptions, 'body' | 'query' | 'headers'> {
  /** A guest of the main app when omitted. */
  as?: Visitor;
  /** X-App-Slug, when not the visitor's own app (a session shown to another app). */
  app?: string;
}

/** The headers the shell sends for `visitor`: its app and, when signed in, the session. */
export function visitorHeaders(visitor: Visitor): Record<string, string> {
  const headers: Record<string, string> = { [HEADERS.appSlug]: visitor.app };
  if ('token' in visitor) {
    headers[HEADERS.userEmail] = visitor.email;
    headers[HEADERS.userToken] = visitor.token;
  }
  return headers;
}

export interface FixtureTestApp extends TestApp {
  /** When the app was built: the club fixture's dates are relative to it. */
  now: Date;
  /** The id of an app of the fixture, by slug. */
  appId(slug: string): string;
  /** A page id by path, in the main app or in `app`. */
  pageId(path: string, app?: string): string;
  productId(slug: string, app?: string): Promise<string>;
  overlayId(slug: string, app?: string): Promise<string>;
  /** Occurrence ids of an event, earliest first. */
  occurrenceIds(eventSlug: string, app?: string): Promise<string[]>;
  /** A guest of the main app. */
  guest: Guest;
  /** A fresh session of a member who exists already (of the main app, or of `app`). */
  signIn(email: string, app?: string): Promise<Session>;
  /** A new member of the main app who has finished setup, signed in, owning `productSlugs` (active purchases). */
  member(email: string, productSlugs?: string[]): Promise<Session>;
  /**
   * Writes a main-app member's start of a page straight into the database, as time passing would: the
   * API refuses a start in the past. Their cached member data is forgotten, as after any write.
   */
  setStart(email: string, path: string, startedAt: Date): Promise<void>;
  /** One API call under /api as the shell makes it. */
  call(method: 'GET' | 'POST' | 'DELETE', url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
}

/**
 * The real API on a fresh database with a fixture's apps imported. Members finish setup without a real
 * password hash (scrypt is slow on purpose): they only ever use sessions.
 */
export async function createFixtureTestApp(
  name: keyof typeof FIXTURES,
  overrides: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<FixtureTestApp> {
  const fixture: Fixture = FIXTURES[name];
  const testApp = await createTestApp(overrides);
  const { db } = testApp;
  const now = new Date();
  const appIds: Record<string, string> = {};
  for (const content of fixture.contents(now)) {
    appIds[content.app.slug] = (await importContent(db, content)).appId;
  }
  if (fixture.finishedSetup.length > 0) {
    await db
      .update(users)
      .set({ passwordHash: 'scrypt$not-checked-here' })
      .where(and(inArray(users.appId, Object.values(appIds)), inArray(users.email, fixture.finishedSetup)));
  }
  const slugOf = Object.fromEntries(Object.entries(appIds).map(([slug, id]) => [id, slug]));
  const pageRows = await db
    .select({ id: pages.id, path: pages.path, appId: pages.appId })
    .from(pages)
    .where(inArray(pages.appId, Object.values(appIds)));
  const pageIds = new Map(pageRows.map((row) => [`${slugOf[row.appId]}:${row.path}`, row.id]));

  const appId = (slug: string) => {
    const id = appIds[slug];
    if (!id) throw new Error(`No app ${slug} in fixture ${name}`);
    return id;
  };
  const pageId = (path: string, app = fixture.main) => {
    const id = pageIds.get(`${app}:${path}`);
    if (!id) throw new Error(`No page ${path} in ${app}`);
    return id;
  };
  const productId = async (slug: string, app = fixture.main) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.appId, appId(app)), eq(products.slug, slug)));
    if (!row) throw new Error(`No product ${slug}`);
    return row.id;
  };
  const overlayId = async (slug: string, app = fixture.main) => {
    const [row] = await db
      .select({ id: overlays.id })
      .from(overlays)
      .where(and(eq(overlays.appId, appId(app)), eq(overlays.slug, slug)));
    if (!row) throw new Error(`No overlay ${slug}`);
    return row.id;
  };
  const occurrenceIds = async (eventSlug: string, app = fixture.main) => {
    const rows = await db
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(and(eq(events.appId, appId(app)), eq(events.slug, eventSlug)))
      .orderBy(eventOccurrences.startsAt);
    return rows.map((row) => row.id);
  };
  const sessionOf = async (app: string, user: UserRow): Promise<Session> => ({
    app,
    user,
    ...(await sessionFor(db, user)),
  });
  // By slug, not by the fixture's ids: a test may import an app of its own and sign in to it.
  const signIn = async (email: string, app = fixture.main) => {
    const [row] = await db
      .select({ user: users })
      .from(users)
      .innerJoin(apps, eq(apps.id, users.appId))
      .where(and(eq(apps.slug, app), eq(users.email, email)));
    if (!row) throw new Error(`No member ${email} in ${app}`);
    return sessionOf(app, row.user);
  };
  const member = async (email: string, productSlugs: string[] = []) => {
    const mainId = appId(fixture.main);
    const user = await createMember(db, { appId: mainId, email, name: 'Fixture Member', passwordHash: 'scrypt$test' });
    if (!user) throw new Error(`${email} exists`);
    for (const slug of productSlugs) {
      await db.insert(purchases).values({ appId: mainId, userId: user.id, productId: await productId(slug) });
    }
    return sessionOf(fixture.main, user);
  };
  const setStart = async (email: string, path: string, startedAt: Date) => {
    const { user } = await signIn(email);
    await db
      .insert(pageSubscriptions)
      .values({ appId: user.appId, userId: user.id, pageId: pageId(path), startedAt })
      .onConflictDoUpdate({ target: [pageSubscriptions.userId, pageSubscriptions.pageId], set: { startedAt } });
    forgetMemberData(testApp.app.caches, user.id);
  };
  const guest = { app: fixture.main };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) => {
    const as = options.as ?? guest;
    return callAs(testApp, method, url, {
      app: options.app ?? as.app,
      session: 'token' in as ? as : undefined,
      body: options.body,
      query: options.query,
      headers: options.headers,
    });
  };
  return {
    ...testApp,
    now,
    appId,
    pageId,
    productId,
    overlayId,
    occurrenceIds,
    guest,
    signIn,
    member,
    setStart,
    call,
  };
}
