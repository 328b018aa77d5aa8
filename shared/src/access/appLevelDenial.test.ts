import { appLevelDenial, type AccessViewer, type AppAccessRules } from './appLevelDenial';

const open: AppAccessRules = {
  is_private: false,
  is_subscriber_only: false,
  require_sign_in: false,
  allow_anonymous_browsing: false,
  app_products: [{ id: 'gold' }],
};
const member: AccessViewer = { subscriberId: 'sub-1', isAdmin: false, activeProductIds: [] };
const buyer: AccessViewer = { ...member, activeProductIds: ['gold'] };
const admin: AccessViewer = { ...member, isAdmin: true };
const withoutSubscriber: AccessViewer = { ...member, subscriberId: null };

describe('appLevelDenial (spec §1/§6, app level)', () => {
  it.each<[string, Partial<AppAccessRules>, AccessViewer | null, ReturnType<typeof appLevelDenial>]>([
    ['an open app lets a guest in', {}, null, null],
    ['a private app denies a guest', { is_private: true }, null, 'IS_PRIVATE'],
    [
      'a private app denies a guest even when browsing is allowed',
      { is_private: true, allow_anonymous_browsing: true },
      null,
      'IS_PRIVATE',
    ],
    ['a private app lets a member with a subscriber id in', { is_private: true }, member, null],
    [
      'a private app denies a signed-in user without a subscriber id',
      { is_private: true },
      withoutSubscriber,
      'IS_PRIVATE',
    ],
    ['require_sign_in sends a guest to sign in', { require_sign_in: true }, null, 'AUTHENTICATION_REQUIRED'],
    [
      'require_sign_in lets a guest browse when browsing is allowed',
      { require_sign_in: true, allow_anonymous_browsing: true },
      null,
      null,
    ],
    ['require_sign_in lets a member in', { require_sign_in: true }, member, null],
    ['a subscriber-only app sends a guest to sign in', { is_subscriber_only: true }, null, 'AUTHENTICATION_REQUIRED'],
    ['a subscriber-only app asks a member for a product', { is_subscriber_only: true }, member, 'PURCHASE_REQUIRED'],
    ['a subscriber-only app lets a purchaser in', { is_subscriber_only: true }, buyer, null],
    ['a subscriber-only app lets an admin in without a product', { is_subscriber_only: true }, admin, null],
    [
      'browsing a subscriber-only app is open to guests',
      { is_subscriber_only: true, allow_anonymous_browsing: true },
      null,
      null,
    ],
    [
      'browsing a subscriber-only app is open to members without a product too',
      { is_subscriber_only: true, allow_anonymous_browsing: true },
      member,
      null,
    ],
    [
      'a private subscriber-only app asks its member for a product',
      { is_private: true, is_subscriber_only: true },
      member,
      'PURCHASE_REQUIRED',
    ],
    [
      'a private subscriber-only app asks for a product even when browsing is allowed',
      { is_private: true, is_subscriber_only: true, allow_anonymous_browsing: true },
      member,
      'PURCHASE_REQUIRED',
    ],
    ['a private subscriber-only app lets its admin in', { is_private: true, is_subscriber_only: true }, admin, null],
    [
      'a subscriber-only app with no products denies every member but admins',
      { is_subscriber_only: true, app_products: [] },
      buyer,
      'PURCHASE_REQUIRED',
    ],
  ])('%s', (_case, rules, viewer, expected) => {
    expect(appLevelDenial({ ...open, ...rules }, viewer)).toBe(expected);
  });
});
