import { makePageAccess } from '../testing/makePageAccess';
import type { PageAccess } from '../content/Page';
import type { AccessViewer, AppAccessRules } from './appLevelDenial';
import {
  dripUnlockTime,
  evaluatePageAccess,
  linkLockReason,
  type AccessChainNode,
  type PageAccessContext,
  type PageAccessResult,
} from './pageAccess';

const openApp: AppAccessRules = {
  is_private: false,
  is_subscriber_only: false,
  require_sign_in: false,
  allow_anonymous_browsing: false,
  app_products: [{ id: 'app-gold' }],
};
const member: AccessViewer = { subscriberId: 'sub-1', isAdmin: false, activeProductIds: [] };
const buyer: AccessViewer = { ...member, activeProductIds: ['gold'] };
const appBuyer: AccessViewer = { ...member, activeProductIds: ['app-gold'] };
const admin: AccessViewer = { ...member, isAdmin: true };
const NOW = new Date('2026-03-10T12:00:00Z');

const base: PageAccess = makePageAccess({ inherit: false });

/** A node with its own rules. */
function own(page_id: string, rules: Partial<PageAccess> = {}): AccessChainNode {
  return { page_id, access: { ...base, ...rules } };
}
/** A node that inherits from its parent. */
function inherits(page_id: string, rules: Partial<PageAccess> = {}): AccessChainNode {
  return { page_id, access: { ...base, inherit: true, ...rules } };
}

const paid = own('paid', { require_purchase: true, products: [{ id: 'gold' }], purchase_overlay: { id: 'ov-1' } });
const browsable = own('browse', { require_purchase: true, allow_browsing: true, products: [{ id: 'gold' }] });
const privatePage = own('secret', { is_private: true });
const privatePaid = own('secret-paid', { is_private: true, require_purchase: true, products: [{ id: 'gold' }] });
const authPage = own('auth', { require_authentication: true });
const root = own('root', { is_progress_root: true });
const dayTwo = own('day-2', { is_scheduled: true, unlock_duration_seconds: 86_400 });
const weekTwo = own('week-2', { is_scheduled: true, schedule_period: 1, schedule_interval: 'week' });
const monthTwo = own('month-2', { is_scheduled: true, schedule_period: 1, schedule_interval: 'month' });
const dated = own('dated', { is_scheduled: true, unlocks_at: '2026-03-11T00:00:00.000Z' });
const pastDated = own('past', { is_scheduled: true, unlocks_at: '2026-03-01T00:00:00.000Z' });

interface Case {
  name: string;
  chain: AccessChainNode[];
  viewer: AccessViewer | null;
  app?: Partial<AppAccessRules>;
  subscriptions?: Record<string, string | null>;
  expected: PageAccessResult | Partial<Extract<PageAccessResult, { granted: false }>>;
}

const denial = (
  reason: string,
  node_id: string | null,
  extra: Partial<Extract<PageAccessResult, { granted: false }>> = {},
) => ({ granted: false, reason, node_id, ...extra }) as Partial<Extract<PageAccessResult, { granted: false }>>;

const cases: Case[] = [
  // No node: the app-level rule.
  {
    name: 'grants a page without rules in an open app',
    chain: [inherits('a'), inherits('r')],
    viewer: null,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'applies require_sign_in when no node decides',
    chain: [inherits('a')],
    viewer: null,
    app: { require_sign_in: true },
    expected: denial('AUTHENTICATION_REQUIRED', null),
  },
  {
    name: 'applies the subscriber-only rule to a member without a product',
    chain: [inherits('a')],
    viewer: member,
    app: { is_subscriber_only: true },
    expected: denial('PURCHASE_REQUIRED', null),
  },
  {
    name: 'lets an app product owner into a subscriber-only app',
    chain: [inherits('a')],
    viewer: appBuyer,
    app: { is_subscriber_only: true },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'lets an admin into a subscriber-only app',
    chain: [inherits('a')],
    viewer: admin,
    app: { is_subscriber_only: true },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'denies a guest in a private app even on a page with its own open node',
    chain: [own('a')],
    viewer: null,
    app: { is_private: true },
    expected: denial('IS_PRIVATE', null),
  },
  {
    name: 'lets a member into a private app',
    chain: [own('a')],
    viewer: member,
    app: { is_private: true },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'asks a member of a private subscriber-only app for a product',
    chain: [inherits('a')],
    viewer: member,
    app: { is_private: true, is_subscriber_only: true },
    expected: denial('PURCHASE_REQUIRED', null),
  },
  {
    name: 'lets a product owner into a private subscriber-only app',
    chain: [inherits('a')],
    viewer: appBuyer,
    app: { is_private: true, is_subscriber_only: true },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'a private subscriber-only app asks for a product even on a page whose own node decides',
    chain: [own('a')],
    viewer: member,
    app: { is_private: true, is_subscriber_only: true },
    expected: denial('PURCHASE_REQUIRED', null),
  },
  {
    name: 'an admin passes a private subscriber-only app on a page whose own node decides',
    chain: [own('a')],
    viewer: admin,
    app: { is_private: true, is_subscriber_only: true },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'a node that decides overrides the subscriber-only app rule',
    chain: [own('a')],
    viewer: null,
    app: { is_subscriber_only: true },
    expected: { granted: true, browsing: false },
  },

  // Private pages.
  {
    name: 'denies a guest a private page',
    chain: [privatePage],
    viewer: null,
    expected: denial('IS_PRIVATE', 'secret'),
  },
  {
    name: 'denies a member not subscribed to a private page',
    chain: [privatePage],
    viewer: member,
    expected: denial('IS_PRIVATE', 'secret'),
  },
  {
    name: 'grants a private page to a subscribed member',
    chain: [privatePage],
    viewer: member,
    subscriptions: { secret: null },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'private comes before purchase',
    chain: [privatePaid],
    viewer: buyer,
    expected: denial('IS_PRIVATE', 'secret-paid'),
  },
  {
    name: 'a subscribed member of a private page still needs its purchase',
    chain: [privatePaid],
    viewer: member,
    subscriptions: { 'secret-paid': null },
    expected: denial('PURCHASE_REQUIRED', 'secret-paid', { product_ids: ['gold'] }),
  },
  {
    name: 'a subscribed purchaser passes a private paid page',
    chain: [privatePaid],
    viewer: buyer,
    subscriptions: { 'secret-paid': null },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'a child inherits a private page',
    chain: [inherits('child'), privatePage],
    viewer: member,
    expected: denial('IS_PRIVATE', 'secret'),
  },

  // Purchase.
  {
    name: 'denies a guest a paid page with its products and overlay',
    chain: [paid],
    viewer: null,
    expected: denial('PURCHASE_REQUIRED', 'paid', { product_ids: ['gold'], purchase_overlay_id: 'ov-1' }),
  },
  {
    name: 'denies a member without the product',
    chain: [paid],
    viewer: member,
    expected: denial('PURCHASE_REQUIRED', 'paid'),
  },
  {
    name: 'grants a purchaser (activeProductIds overlap the products)',
    chain: [paid],
    viewer: buyer,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'lets an admin pass purchase checks',
    chain: [paid],
    viewer: admin,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'a child inherits the purchase rule up the chain',
    chain: [inherits('lesson'), inherits('module'), paid],
    viewer: member,
    expected: denial('PURCHASE_REQUIRED', 'paid'),
  },
  {
    name: 'a child with inherit false does not inherit the purchase rule',
    chain: [own('free-lesson'), paid],
    viewer: null,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'allow_browsing lets a guest view a purchase-gated page',
    chain: [browsable],
    viewer: null,
    expected: { granted: true, browsing: true },
  },
  {
    name: 'allow_browsing lets a member without the product view it',
    chain: [browsable],
    viewer: member,
    expected: { granted: true, browsing: true },
  },
  {
    name: 'a purchaser of a browsable page is not browsing',
    chain: [browsable],
    viewer: buyer,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'allow_browsing does not apply when checked from a child page',
    chain: [inherits('lesson'), browsable],
    viewer: null,
    expected: denial('PURCHASE_REQUIRED', 'browse'),
  },
  {
    name: 'purchase comes before scheduled',
    chain: [own('p', { require_purchase: true, is_scheduled: true, unlocks_at: '2030-01-01T00:00:00Z' })],
    viewer: member,
    expected: denial('PURCHASE_REQUIRED', 'p'),
  },

  // Scheduled by date.
  {
    name: 'locks a page until unlocks_at, with that date',
    chain: [dated],
    viewer: member,
    expected: denial('IS_SCHEDULED', 'dated', { available_after: '2026-03-11T00:00:00.000Z' }),
  },
  {
    name: 'locks a dated page for a guest too',
    chain: [dated],
    viewer: null,
    expected: denial('IS_SCHEDULED', 'dated'),
  },
  {
    name: 'unlocks a page once unlocks_at has passed',
    chain: [pastDated],
    viewer: null,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'scheduled comes before authentication',
    chain: [own('x', { is_scheduled: true, unlocks_at: '2030-01-01T00:00:00.000Z', require_authentication: true })],
    viewer: null,
    expected: denial('IS_SCHEDULED', 'x'),
  },

  // Drip after the member's start of the progress root.
  {
    name: 'locks a drip page with no date when the member has not started',
    chain: [dayTwo, inherits('week-1'), root],
    viewer: member,
    expected: denial('IS_SCHEDULED', 'day-2', { available_after: null }),
  },
  {
    name: 'locks a drip page with no date for a guest',
    chain: [dayTwo, root],
    viewer: null,
    subscriptions: { root: '2026-03-01T00:00:00Z' },
    expected: denial('IS_SCHEDULED', 'day-2', { available_after: null }),
  },
  {
    name: 'locks a drip page when the subscription has no started_at',
    chain: [dayTwo, root],
    viewer: member,
    subscriptions: { root: null },
    expected: denial('IS_SCHEDULED', 'day-2', { available_after: null }),
  },
  {
    name: 'locks a drip page until start + unlock_duration_seconds',
    chain: [dayTwo, inherits('week-1'), root],
    viewer: member,
    subscriptions: { root: '2026-03-10T08:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'day-2', { available_after: '2026-03-11T08:00:00.000Z' }),
  },
  {
    name: 'unlocks a drip page once its duration has passed',
    chain: [dayTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-09T08:00:00.000Z' },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'locks a weekly drip page until start + period × week',
    chain: [weekTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-05T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'week-2', { available_after: '2026-03-12T00:00:00.000Z' }),
  },
  {
    name: 'unlocks a weekly drip page after the week',
    chain: [weekTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-02T00:00:00.000Z' },
    expected: { granted: true, browsing: false },
  },
  {
    name: 'locks a monthly drip page until the same day next month',
    chain: [monthTwo, root],
    viewer: member,
    subscriptions: { root: '2026-02-15T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'month-2', { available_after: '2026-03-15T00:00:00.000Z' }),
  },
  {
    name: 'a child inherits its scheduled parent',
    chain: [inherits('w2-day-1'), weekTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-05T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'week-2'),
  },
  {
    name: 'checks scheduled nodes from the root first',
    chain: [own('w2-day-3', { is_scheduled: true, unlock_duration_seconds: 60 }), weekTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-05T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'week-2', { available_after: '2026-03-12T00:00:00.000Z' }),
  },
  {
    name: 'a child scheduled later than its unlocked parent stays locked',
    chain: [own('w2-day-3', { is_scheduled: true, unlock_duration_seconds: 14 * 86_400 }), weekTwo, root],
    viewer: member,
    subscriptions: { root: '2026-03-02T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'w2-day-3', { available_after: '2026-03-16T00:00:00.000Z' }),
  },
  {
    name: 'uses the nearest progress root for the start',
    chain: [dayTwo, own('inner', { is_progress_root: true }), root],
    viewer: member,
    subscriptions: { root: '2026-01-01T00:00:00.000Z' },
    expected: denial('IS_SCHEDULED', 'day-2', { available_after: null }),
  },

  // Authentication.
  {
    name: 'sends a guest to sign in on an authentication page',
    chain: [authPage],
    viewer: null,
    expected: denial('AUTHENTICATION_REQUIRED', 'auth'),
  },
  {
    name: 'lets a member through authentication',
    chain: [authPage],
    viewer: member,
    expected: { granted: true, browsing: false },
  },
  {
    name: 'a child inherits require_authentication',
    chain: [inherits('thread'), authPage],
    viewer: null,
    expected: denial('AUTHENTICATION_REQUIRED', 'auth'),
  },
  {
    name: 'a browsing guest still needs to sign in where authentication is required',
    chain: [own('b', { require_purchase: true, allow_browsing: true, require_authentication: true })],
    viewer: null,
    expected: denial('AUTHENTICATION_REQUIRED', 'b'),
  },
];

describe('evaluatePageAccess (spec §4 and §6)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const context: PageAccessContext = {
      app: { ...openApp, ...c.app },
      viewer: c.viewer,
      member: { subscriptions: c.subscriptions ?? {} },
      now: NOW,
    };
    const result = evaluatePageAccess(c.chain, context);
    if (c.expected.granted) expect(result).toEqual(c.expected);
    else expect(result).toMatchObject(c.expected);
  });
});

describe('dripUnlockTime', () => {
  const start = new Date('2026-01-31T09:00:00.000Z');
  it.each<[string, Partial<PageAccess>, string]>([
    ['seconds', { unlock_duration_seconds: 90 }, '2026-01-31T09:01:30.000Z'],
    ['days', { schedule_period: 3, schedule_interval: 'day' }, '2026-02-03T09:00:00.000Z'],
    ['weeks', { schedule_period: 2, schedule_interval: 'week' }, '2026-02-14T09:00:00.000Z'],
    [
      'months, clamped to the last day of a shorter month',
      { schedule_period: 1, schedule_interval: 'month' },
      '2026-02-28T09:00:00.000Z',
    ],
    [
      'seconds before a period when both are set',
      { unlock_duration_seconds: 60, schedule_period: 1, schedule_interval: 'week' },
      '2026-01-31T09:01:00.000Z',
    ],
    ['nothing: at the start', {}, '2026-01-31T09:00:00.000Z'],
  ])('adds %s', (_name, rules, expected) => {
    expect(dripUnlockTime({ ...base, ...rules }, start).toISOString()).toBe(expected);
  });
});

describe('linkLockReason', () => {
  it.each([
    ['PURCHASE_REQUIRED', member, 'require_purchase'],
    ['IS_SCHEDULED', member, 'is_scheduled'],
    ['AUTHENTICATION_REQUIRED', null, 'require_authentication'],
    ['IS_PRIVATE', null, 'require_authentication'],
    ['IS_PRIVATE', member, 'is_private'],
  ] as const)('maps %s for %p to %s', (reason, viewer, expected) => {
    expect(linkLockReason(reason, viewer)).toBe(expected);
  });
});
