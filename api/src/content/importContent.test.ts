import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { verifyPassword } from '../auth/passwordHash';
import {
  apps,
  forms,
  invoices,
  messages,
  pages,
  products,
  purchases,
  subscriberPropertyDefinitions,
  subscriberPropertyValues,
  threads,
  users,
} from '../db/schema';
import { AppError } from '../errors/AppError';
import { importContent, parseContentFile } from './importContent';
import { PLAIN_TEXT_MESSAGE, URL_SCHEME_MESSAGE } from './unsafeContentIssue';
import { resolveDemoContent, resolveDemoDates, DEMO_CONTENT_FILE, seedDemoApp } from './seedDemoApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const minimal = (extra: Record<string, unknown> = {}) => ({ app: { slug: 'min', name: 'Min' }, ...extra });
const occurrence = (startsAt: string) => ({ starts_at: startsAt, ends_at: '2026-05-01T19:00:00Z' });

function rejection(input: unknown): AppError {
  try {
    parseContentFile(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the content file was accepted');
}

describe('the content file format', () => {
  it.each([
    [{}, 'app'],
    [{ app: { slug: 'Bad Slug', name: 'x' } }, 'app.slug'],
    [{ app: { slug: 'ok', name: 'x', colour: 'red' } }, 'app'],
    [{ app: { slug: 'ok', name: 'x', theme: { colors: { primary: 'red' } } } }, 'app.theme.colors.primary'],
    [minimal({ members: [{ email: 'not-an-email', name: 'Some One' }] }), 'members.0.email'],
    [minimal({ members: [{ email: 'a@b.test', name: 'Al', password: 'x' }] }), 'members.0.name'],
    [minimal({ members: [{ email: 'a@b.test', name: 'Alex', password: 'short' }] }), 'members.0.password'],
    [
      minimal({ products: [{ slug: 'sub', title: 'Sub', kind: 'subscription', price_cents: 100 }] }),
      'products.0.interval',
    ],
    [
      minimal({ products: [{ slug: 'free', title: 'Free', kind: 'free', price_cents: 100 }] }),
      'products.0.price_cents',
    ],
    [minimal({ pages: [{ path: 'no-slash', title: 'x' }] }), 'pages.0.path'],
    [minimal({ pages: [{ path: '/', title: 'x', type: 'blog' }] }), 'pages.0.type'],
    [
      minimal({ pages: [{ path: '/', title: 'x', children: [{ path: '/a', title: '' }] }] }),
      'pages.0.children.0.title',
    ],
    [minimal({ pages: [{ path: '/', title: 'x', blocks: [{ type: 'hero' }] }] }), 'pages.0.blocks.0.title'],
    [
      minimal({ pages: [{ path: '/', title: 'x', blocks: [{ type: 'hero', title: 'h', height_ratio: 500 }] }] }),
      'pages.0.blocks.0.height_ratio',
    ],
    [minimal({ pages: [{ path: '/', title: 'x', blocks: [{ type: 'carousel' }] }] }), 'pages.0.blocks.0.type'],
    [
      minimal({ pages: [{ path: '/', title: 'x', access: { schedule_interval: 'year' } }] }),
      'pages.0.access.schedule_interval',
    ],
    [
      minimal({ forms: [{ slug: 'f', title: 'F', form_fields: [{ id: 'a', label: 'A', field_type: 'slider' }] }] }),
      'forms.0.form_fields.0.field_type',
    ],
    [
      minimal({
        events: [{ slug: 'e', title: 'E', page: '/e', occurrences: [occurrence('2026-05-01T18:00:00+99:99')] }],
      }),
      'events.0.occurrences.0.starts_at',
    ],
    [
      minimal({ events: [{ slug: 'e', title: 'E', page: '/e', occurrences: [occurrence('0000-01-01T00:00:00Z')] }] }),
      'events.0.occurrences.0.starts_at',
    ],
    [{ app: { slug: 'ok', name: 'x', navigation: { tabs: [{ kind: 'home' }] } } }, 'app.navigation.tabs'],
    [
      { app: { slug: 'ok', name: 'x', navigation: { tabs: [{ kind: 'home' }, { kind: 'collection', path: '/p' }] } } },
      'app.navigation.tabs.1.title',
    ],
  ])('rejects %j naming %s', (input, field) => {
    const error = rejection(input);
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
  });

  it.each([
    [
      { is_scheduled: true, schedule_period: 3 },
      'schedule_interval',
      'schedule_interval is required with schedule_period',
    ],
    [
      { is_scheduled: true, schedule_interval: 'week' },
      'schedule_period',
      'schedule_period is required with schedule_interval',
    ],
  ])('rejects a drip node %j that gives half of its delay, naming the missing %s', (access, missing, message) => {
    const error = rejection(
      minimal({ pages: [{ path: '/', title: 'x', children: [{ path: '/a', title: 'A', access }] }] }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe(`pages.0.children.0.access.${missing}`);
    expect(error.message).toBe(`pages.0.children.0.access.${missing}: ${message}`);
  });

  it('accepts a drip node with both schedule_period and schedule_interval', () => {
    const access = { is_scheduled: true, schedule_period: 2, schedule_interval: 'week' };
    const file = parseContentFile(minimal({ pages: [{ path: '/', title: 'x', access }] }));
    expect(file.pages[0]!.access).toMatchObject({ schedule_period: 2, schedule_interval: 'week' });
  });

  const page = (fields: Record<string, unknown>) => minimal({ pages: [{ path: '/', title: 'Home', ...fields }] });
  const button = (target: string) => ({ type: 'button', label: 'Go', action: { type: 'open_url', target } });

  it.each([
    [page({ image_url: 'javascript:alert(1)' }), 'pages.0.image_url'],
    [
      page({ actions: [{ type: 'generic_button', label: 'Join', url: 'data:text/html,<script>x</script>' }] }),
      'pages.0.actions.0.url',
    ],
    [page({ blocks: [{ type: 'image', url: ' JaVa\tScRiPt:alert(1)' }] }), 'pages.0.blocks.0.url'],
    [page({ blocks: [button('vbscript:msgbox(1)')] }), 'pages.0.blocks.0.action.target'],
    [page({ blocks: [button('data:image/svg+xml,<svg onload=alert(1)>')] }), 'pages.0.blocks.0.action.target'],
  ])('refuses a link that could run code at import, naming the field (%#)', (input, field) => {
    const error = rejection(input);
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe(field);
    expect(error.message).toBe(`${field}: ${URL_SCHEME_MESSAGE}`);
  });

  it('keeps inline images where only an <img> draws them, and inert inline downloads', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    const blocks = [
      { type: 'image', url: svg, action: { type: 'open_lightbox', target: svg } },
      { type: 'hero', title: 'Hi', image_url: svg },
      { type: 'attachment', name: 'Plan.txt', url: 'data:text/plain,plan' },
    ];
    expect(() => parseContentFile(page({ image_url: svg, blocks }))).not.toThrow();
    expect(rejection(page({ image_url: 'data:text/html,<script>1</script>' })).field).toBe('pages.0.image_url');
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    const targets = [
      'https://x.test/a',
      'http://x.test',
      'mailto:a@b.test',
      'tel:+1555',
      '/pricing',
      'next?x=1',
      '#top',
    ];
    expect(() => parseContentFile(page({ blocks: targets.map(button) }))).not.toThrow();
  });

  it.each([
    [minimal({ app: { slug: 'min', name: '<img src=x onerror=alert(1)>' } }), 'app.name'],
    [page({ title: 'Home <script>alert(1)</script>' }), 'pages.0.title'],
    [minimal({ members: [{ email: 'a@b.test', name: '<b>Bold</b> Member' }] }), 'members.0.name'],
    [
      minimal({ products: [{ slug: 'p', title: '<i>Gold</i>', kind: 'one_off', price_cents: 100 }] }),
      'products.0.title',
    ],
    [
      page({ blocks: [{ type: 'button', label: '<a href=x>Go</a>', action: { type: 'open_page', target: '/' } }] }),
      'pages.0.blocks.0.label',
    ],
  ])('refuses HTML in a name or title, which stays plain text, naming the field (%#)', (input, field) => {
    const error = rejection(input);
    expect(error.field).toBe(field);
    expect(error.message).toBe(`${field}: ${PLAIN_TEXT_MESSAGE}`);
  });

  it('keeps a title with a lone "<" as the plain text it is', () => {
    expect(parseContentFile(page({ title: '5 < 10 <3' })).pages[0]?.title).toBe('5 < 10 <3');
  });

  it('accepts a file with just an app', () => {
    expect(parseContentFile(minimal()).pages).toEqual([]);
  });
});

describe('importContent', () => {
  it.each([
    [
      minimal({ pages: [{ path: '/', title: 'x', access: { require_purchase: true, products: ['nope'] } }] }),
      'pages.0.access.products.0',
      'Unknown product "nope"',
    ],
    [
      minimal({
        pages: [
          {
            path: '/',
            title: 'x',
            blocks: [{ type: 'button', label: 'Go', action: { type: 'open_page', target: '/missing' } }],
          },
        ],
      }),
      'pages.0.blocks.0.action.target',
      'Unknown page "/missing"',
    ],
    [
      minimal({
        pages: [
          {
            path: '/',
            title: 'x',
            blocks: [{ type: 'button', label: 'Go', action: { type: 'trigger_form', target: 'f' } }],
          },
        ],
      }),
      'pages.0.blocks.0.action.target',
      'Unknown form "f"',
    ],
    [
      minimal({ pages: [{ path: '/', title: 'x', blocks: [{ type: 'chat', thread: 't' }] }] }),
      'pages.0.blocks.0.thread',
      'Unknown thread "t"',
    ],
    [
      minimal({ pages: [{ path: '/', title: 'x', children: [{ path: '/', title: 'y' }] }] }),
      'pages.0.children.0.path',
      'Duplicate page path "/"',
    ],
    [
      minimal({
        members: [
          { email: 'a@b.test', name: 'Ann' },
          { email: 'A@B.test', name: 'Ann' },
        ],
      }),
      'members.1.email',
      'Duplicate member email "a@b.test"',
    ],
    [
      minimal({ threads: [{ slug: 't', title: 'T', messages: [{ from: 'x@y.test', text: 'hi' }] }] }),
      'threads.0.messages.0.from',
      'Unknown member "x@y.test"',
    ],
    [
      {
        app: {
          slug: 'min',
          name: 'Min',
          navigation: { tabs: [{ kind: 'home' }, { kind: 'collection', path: '/gone', title: 'Gone', icon: 'grid' }] },
        },
        pages: [{ path: '/', title: 'x' }],
      },
      'app.navigation.tabs.1.path',
      'Unknown page "/gone"',
    ],
  ])('rejects unresolvable references and duplicates, naming the field (%#)', async (input, field, message) => {
    await expect(importContent(testApp.db, input)).rejects.toMatchObject({
      code: 'invalid_input',
      field,
      message: `${field}: ${message}`,
    });
    expect(await testApp.db.select().from(apps).where(eq(apps.slug, 'min'))).toEqual([]);
  });

  it('refuses a subscriber property slug given twice as invalid input naming it, creating nothing', async () => {
    const twice = {
      app: {
        slug: 'props-twice',
        name: 'Twice',
        subscriber_properties: [
          { slug: 'goal', name: 'Goal' },
          { slug: 'goal', name: 'Aim' },
        ],
      },
    };
    await expect(importContent(testApp.db, twice)).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'app.subscriber_properties.1.slug',
      message: 'app.subscriber_properties.1.slug: Duplicate subscriber property "goal"',
    });
    expect(await testApp.db.select().from(apps).where(eq(apps.slug, 'props-twice'))).toEqual([]);
  });

  it("trims members' property values and drops the empty ones", async () => {
    await importContent(testApp.db, {
      app: {
        slug: 'props-trim',
        name: 'Trim',
        subscriber_properties: [
          { slug: 'goal', name: 'Goal' },
          { slug: 'city', name: 'City' },
        ],
      },
      members: [{ email: 'trim@props.test', name: 'Trim Member', properties: { goal: '  Yoga ', city: '   ' } }],
    });
    const stored = await testApp.db
      .select({ slug: subscriberPropertyDefinitions.slug, value: subscriberPropertyValues.value })
      .from(subscriberPropertyValues)
      .innerJoin(
        subscriberPropertyDefinitions,
        eq(subscriberPropertyDefinitions.id, subscriberPropertyValues.propertyId),
      )
      .innerJoin(users, eq(users.id, subscriberPropertyValues.userId))
      .where(eq(users.email, 'trim@props.test'));
    expect(stored).toEqual([{ slug: 'goal', value: 'Yoga' }]);
  });

  it('refuses an existing slug and a second default app with 409, creating nothing', async () => {
    await importContent(testApp.db, { app: { slug: 'first', name: 'First', is_default: true } });
    await expect(importContent(testApp.db, { app: { slug: 'first', name: 'Again' } })).rejects.toMatchObject({
      code: 'conflict',
      field: 'app.slug',
    });
    await expect(
      importContent(testApp.db, {
        app: { slug: 'second', name: 'Second', is_default: true },
        pages: [{ path: '/', title: 'x' }],
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      field: 'app.is_default',
    });
    expect(await testApp.db.select().from(apps).where(eq(apps.slug, 'second'))).toEqual([]);
  });

  it('resolves products, forms and pages named in blocks and access to ids', async () => {
    const { appId } = await importContent(testApp.db, {
      app: { slug: 'refs', name: 'Refs', access: { app_products: ['gold'] } },
      products: [{ slug: 'gold', title: 'Gold', kind: 'one_off', price_cents: 100 }],
      forms: [{ slug: 'intake', title: 'Intake', form_fields: [{ id: 'a', label: 'A', field_type: 'short_answer' }] }],
      pages: [
        {
          path: '/',
          title: 'Home',
          blocks: [
            { id: 'buy', type: 'button', label: 'Buy', action: { type: 'trigger_purchase', target: 'gold' } },
            { id: 'form', type: 'button', label: 'Form', action: { type: 'trigger_form', target: 'intake' } },
            { id: 'go', type: 'hero', title: 'Hi', action: { type: 'open_page', target: '/Gold/' } },
          ],
        },
        { path: '/gold', title: 'Gold', access: { require_purchase: true, products: ['gold'] } },
      ],
    });
    const [product] = await testApp.db.select().from(products).where(eq(products.appId, appId));
    const [form] = await testApp.db.select().from(forms).where(eq(forms.appId, appId));
    const [home] = await testApp.db
      .select()
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.path, '/')));
    const [gold] = await testApp.db
      .select()
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.path, '/gold')));
    const targets = home!.blocks.map((b) => ('action' in b ? (b.action as { target: string }).target : null));
    expect(targets).toEqual([product!.id, form!.id, '/gold']);
    expect(gold!.access).toMatchObject({ inherit: false, require_purchase: true, products: [{ id: product!.id }] });
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.access.app_products).toEqual([{ id: product!.id }]);
  });
});

describe('the navigation of an imported app', () => {
  it("stores the owner's tabs in their order, each collection tab naming the file's page", async () => {
    const tabs = [
      { kind: 'collection', path: '/workouts/', title: 'Workouts', icon: 'dumbbell' },
      { kind: 'home' },
      { kind: 'me' },
    ];
    const { appId } = await importContent(testApp.db, {
      app: { slug: 'tabs', name: 'Tabs', navigation: { tabs } },
      pages: [
        { path: '/', title: 'Home' },
        { path: '/workouts', title: 'Workouts', type: 'collection' },
      ],
    });
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.navigation).toEqual({ tabs: [{ ...tabs[0], path: '/workouts' }, tabs[1], tabs[2]] });
  });

  it('stores nothing when the owner picked no tabs, so the default reaches the app', async () => {
    const { appId } = await importContent(testApp.db, { app: { slug: 'untabbed', name: 'Untabbed' } });
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.navigation).toBeNull();
  });
});

describe('the demo app', () => {
  it('is a valid content file with every kind of content the product has', () => {
    const file = parseContentFile(resolveDemoContent(JSON.parse(readFileSync(DEMO_CONTENT_FILE, 'utf8')), new Date()));
    const all = file.pages.flatMap(function flat(p): (typeof file.pages)[number][] {
      return [p, ...p.children.flatMap(flat)];
    });
    const types = new Set(all.map((p) => p.type));
    for (const type of [
      'generic',
      'program',
      'workout',
      'meal',
      'article',
      'event_occurrence',
      'pack',
      'collection',
      'form',
    ])
      expect(types).toContain(type);
    expect(new Set(file.products.map((p) => p.kind))).toEqual(new Set(['free', 'one_off', 'subscription']));
    expect(all.some((p) => p.access?.require_purchase)).toBe(true);
    expect(all.some((p) => p.access?.require_authentication)).toBe(true);
    expect(all.some((p) => p.access?.is_scheduled && p.access.unlock_duration_seconds)).toBe(true);
    expect(all.some((p) => p.access?.is_scheduled && p.access.schedule_interval === 'week')).toBe(true);
    expect(all.some((p) => p.access?.is_scheduled && p.access.unlocks_at)).toBe(true);
    expect(all.some((p) => p.access?.is_private)).toBe(true);
    expect(all.some((p) => p.type === 'program' && p.access?.require_purchase && p.access.purchase_overlay)).toBe(true);
    expect(file.events.flatMap((e) => e.occurrences).length).toBeGreaterThan(2);
    expect(file.overlays.length).toBeGreaterThan(0);
    expect(file.members.some((m) => m.products.length > 0)).toBe(true);
    // Issue 14's demo: a group chat and a feed with history (pinned, replies, likes), an article's comments, a direct
    // chat of member@ and pro@, and the lounge's chat.
    const thread = (slug: string) => file.threads.find((t) => t.slug === slug)!;
    expect(thread('kickstart-crew').participants.length).toBeGreaterThan(2);
    expect(thread('announcements').is_feed).toBe(true);
    for (const history of [thread('kickstart-crew'), thread('announcements')])
      expect(history.messages.some((m) => m.likes.length > 0)).toBe(true);
    expect(thread('announcements').messages.some((m) => m.pinned)).toBe(true);
    expect(thread('announcements').messages.some((m) => m.replies.length > 0)).toBe(true);
    expect(thread('habit-comments').page).toBe('/articles/how-to-build-a-habit');
    expect(thread('max-and-pria').participants.sort()).toEqual(['member@demo.test', 'pro@demo.test']);
    const lounge = all.find((p) => p.path === '/members-lounge')!;
    expect(lounge.blocks).toContainEqual(expect.objectContaining({ type: 'chat', thread: 'community' }));
    expect(file.forms.length).toBeGreaterThan(0);
    const home = all.find((p) => p.path === '/')!;
    expect(new Set(home.blocks.map((b) => b.type))).toEqual(new Set(['hero', 'text', 'image', 'button', 'collection']));
    // Its tab bar offers one of its collections beside the standard destinations.
    expect(file.app.navigation?.tabs.map((tab) => (tab.kind === 'collection' ? tab.path : tab.kind))).toEqual([
      'home',
      '/programs',
      'messages',
      'schedule',
      'me',
    ]);
    // The network is closed: every picture is one the build drew, served by this server.
    const json = readFileSync(DEMO_CONTENT_FILE, 'utf8');
    expect(json).not.toMatch(/https?:\/\//);
  });

  it("says nothing of its events that their occurrences contradict: each page's dates are its next occurrence", () => {
    const now = new Date();
    const file = parseContentFile(resolveDemoContent(JSON.parse(readFileSync(DEMO_CONTENT_FILE, 'utf8')), now));
    const all = file.pages.flatMap(function flat(p): (typeof file.pages)[number][] {
      return [p, ...p.children.flatMap(flat)];
    });
    for (const event of file.events) {
      const page = all.find((p) => p.path === event.page)!;
      const next = event.occurrences
        .filter((o) => o.ends_at.getTime() > now.getTime())
        .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())[0]!;
      const iso = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString();
      expect([event.page, iso(page.attributes?.starts_at), iso(page.attributes?.ends_at)]).toEqual([
        event.page,
        iso(next.starts_at),
        iso(next.ends_at),
      ]);
      // Weekdays and clock times are the occurrences' to say (in the member's time zone), not the text's.
      expect(JSON.stringify({ ...page, attributes: null })).not.toMatch(
        /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d{1,2}:\d{2}/,
      );
    }
  });

  it('is seeded once outside production, with the demo accounts able to sign in', async () => {
    expect(await seedDemoApp(testApp.db, 'production')).toBeNull();
    expect(await testApp.db.select().from(apps).where(eq(apps.slug, 'demo'))).toEqual([]);

    const seeded = await seedDemoApp(testApp.db, 'development');
    expect(seeded?.counts).toMatchObject({ members: 10, products: 5, threads: 6, events: 2, overlays: 1 });
    expect(await seedDemoApp(testApp.db, 'development')).toBeNull();
    // "first" (imported above) is already the default app, so the demo is reached by its slug.
    expect((await testApp.db.select().from(apps).where(eq(apps.slug, 'demo')))[0]?.isDefault).toBe(false);

    // The private variant comes with it: a separate app (not the default) whose member is a separate user.
    const [privateApp] = await testApp.db.select().from(apps).where(eq(apps.slug, 'private'));
    expect(privateApp).toMatchObject({ isDefault: false, access: expect.objectContaining({ is_private: true }) });
    const maxes = await testApp.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    expect(maxes.map((u) => u.appId).sort()).toEqual([seeded!.appId, privateApp!.id].sort());

    const owner = (await testApp.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
    expect(owner).toMatchObject({ isAccountAdmin: true, appId: seeded!.appId });
    expect(await verifyPassword('demo-password', owner.passwordHash!)).toBe(true);
    const [feed] = await testApp.db
      .select()
      .from(threads)
      .where(and(eq(threads.appId, seeded!.appId), eq(threads.isFeed, true)));
    const posts = await testApp.db.select().from(messages).where(eq(messages.threadId, feed!.id));
    expect(posts.length).toBeGreaterThan(0);

    // The lapsed member's first charge after the trial failed: past due, with the open invoice to pay.
    const [lapsed] = await testApp.db.select().from(users).where(eq(users.email, 'lapsed@demo.test'));
    const lapsedPurchases = await testApp.db.select().from(purchases).where(eq(purchases.userId, lapsed!.id));
    expect(lapsedPurchases).toMatchObject([{ status: 'past_due', provider: 'sandbox' }]);
    const lapsedInvoices = await testApp.db.select().from(invoices).where(eq(invoices.userId, lapsed!.id));
    expect(lapsedInvoices.map((invoice) => invoice.status).sort()).toEqual(['open']);
  }, 20_000);

  it('serves its home page and gates its paid page', async () => {
    const home = await testApp.app.inject({ url: '/api/__/index.json', headers: { 'x-app-slug': 'demo' } });
    expect(home.statusCode).toBe(200);
    const featured = home.json().blocks.find((b: { type: string }) => b.type === 'collection');
    expect(featured.items.length).toBeGreaterThan(2);
    const pack = await testApp.app.inject({
      url: '/api/__/packs/strength-pack/index.json',
      headers: { 'x-app-slug': 'demo' },
    });
    expect(pack.statusCode).toBe(403);
  });
});

describe('resolveDemoDates', () => {
  const now = new Date('2026-05-10T15:30:00.000Z');
  it('turns {{now±Nd@HH:MM}} into dates relative to the seeding day, deep in the file', () => {
    expect(
      resolveDemoDates({ a: ['{{now+1d@18:00}}', { b: '{{now-6d}}' }], c: 'now', d: 3, e: '{{now+1d}} later' }, now),
    ).toEqual({
      a: ['2026-05-11T18:00:00.000Z', { b: '2026-05-04T15:30:00.000Z' }],
      c: 'now',
      d: 3,
      e: '{{now+1d}} later',
    });
  });
});
