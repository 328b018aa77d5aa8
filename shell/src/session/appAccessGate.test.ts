import type { AppAccessRules, SessionSnapshot, User } from '@stride/shared';
import { testUser } from '../testing/testServices';
import { appAccessGate, appMayBeGated, type AppAccessDecision } from './appAccessGate';

const PUBLIC: AppAccessRules = {
  is_private: false,
  is_subscriber_only: false,
  require_sign_in: false,
  allow_anonymous_browsing: false,
  app_products: [{ id: 'gold' }, { id: 'silver' }],
};
const PRIVATE: AppAccessRules = { ...PUBLIC, is_private: true };
const SUBSCRIBER_ONLY: AppAccessRules = { ...PUBLIC, is_subscriber_only: true };
const PRIVATE_SUBSCRIBER_ONLY: AppAccessRules = { ...PUBLIC, is_private: true, is_subscriber_only: true };
const SIGN_IN: AppAccessRules = { ...PUBLIC, require_sign_in: true };
const BROWSABLE = { allow_anonymous_browsing: true };

const UNCHECKED: SessionSnapshot = { status: 'unchecked', user: null };
const GUEST: SessionSnapshot = { status: 'guest', user: null };
function member(overrides: Partial<User> = {}): SessionSnapshot {
  const user = testUser({ subscriberId: 'sub-1', ...overrides });
  return { status: 'authenticated', user, email: user.email, token: 't' };
}

const table: [string, AppAccessRules, SessionSnapshot, AppAccessDecision][] = [
  ['waits on any app while the session is unchecked', PRIVATE, UNCHECKED, 'wait'],
  ['waits on a public app too', PUBLIC, UNCHECKED, 'wait'],
  ['lets a guest into a public app', PUBLIC, GUEST, 'allow'],
  ['lets a member into a public app', PUBLIC, member(), 'allow'],
  ['denies a guest a private app', PRIVATE, GUEST, 'require-auth'],
  ['denies a guest a private app even when browsing is allowed', { ...PRIVATE, ...BROWSABLE }, GUEST, 'require-auth'],
  ['lets a member with a subscriberId into a private app', PRIVATE, member(), 'allow'],
  [
    'denies a signed-in user without a subscriberId a private app',
    PRIVATE,
    member({ subscriberId: null }),
    'require-auth',
  ],
  ['lets a user without a subscriberId into a public app', PUBLIC, member({ subscriberId: null }), 'allow'],
  ['sends a guest to sign in when the app requires it', SIGN_IN, GUEST, 'require-auth'],
  [
    'lets a guest browse an app requiring sign-in when browsing is allowed',
    { ...SIGN_IN, ...BROWSABLE },
    GUEST,
    'allow',
  ],
  ['lets a member into an app requiring sign-in', SIGN_IN, member(), 'allow'],
  ['sends a guest of a subscriber-only app to sign in', SUBSCRIBER_ONLY, GUEST, 'require-auth'],
  [
    'lets a guest browse a subscriber-only app when browsing is allowed',
    { ...SUBSCRIBER_ONLY, ...BROWSABLE },
    GUEST,
    'allow',
  ],
  [
    'asks a member without a product of a subscriber-only app to buy one',
    SUBSCRIBER_ONLY,
    member(),
    'require-purchase',
  ],
  [
    'does not count products that are not the app products',
    SUBSCRIBER_ONLY,
    member({ activeProductIds: ['bronze'] }),
    'require-purchase',
  ],
  ['lets a member owning an app product in', SUBSCRIBER_ONLY, member({ activeProductIds: ['silver'] }), 'allow'],
  ['lets an admin in without a product', SUBSCRIBER_ONLY, member({ isAdmin: true }), 'allow'],
  [
    'asks for a product on a subscriber-only app that lists none (nothing grants it)',
    { ...SUBSCRIBER_ONLY, app_products: [] },
    member({ activeProductIds: ['gold'] }),
    'require-purchase',
  ],
  [
    'needs a subscriberId before a product on a private subscriber-only app',
    PRIVATE_SUBSCRIBER_ONLY,
    member({ subscriberId: null, activeProductIds: ['gold'] }),
    'require-auth',
  ],
  ['needs a product on a private subscriber-only app', PRIVATE_SUBSCRIBER_ONLY, member(), 'require-purchase'],
  ['lets an admin into a private subscriber-only app', PRIVATE_SUBSCRIBER_ONLY, member({ isAdmin: true }), 'allow'],
  [
    'lets a purchaser into a private subscriber-only app',
    PRIVATE_SUBSCRIBER_ONLY,
    member({ activeProductIds: ['gold'] }),
    'allow',
  ],
  [
    'asks a passwordless sign-up to finish setup on a public app',
    PUBLIC,
    member({ passwordless: true }),
    'require-setup',
  ],
  [
    'asks for setup before anything else, even before a purchase or a subscriberId',
    PRIVATE_SUBSCRIBER_ONLY,
    member({ passwordless: true, subscriberId: null }),
    'require-setup',
  ],
  [
    'asks an admin to finish setup too',
    SUBSCRIBER_ONLY,
    member({ passwordless: true, isAdmin: true }),
    'require-setup',
  ],
];

describe('appAccessGate', () => {
  it.each(table)('%s', (_name, access, session, decision) => {
    expect(appAccessGate(access, session)).toBe(decision);
  });
});

describe('appMayBeGated', () => {
  it.each([
    [PUBLIC, false],
    [{ ...PUBLIC, ...BROWSABLE }, false],
    [PRIVATE, true],
    [SUBSCRIBER_ONLY, true],
    [SIGN_IN, true],
  ])('tells whether some session could be turned away (%#)', (access, gated) => {
    expect(appMayBeGated(access)).toBe(gated);
  });
});
