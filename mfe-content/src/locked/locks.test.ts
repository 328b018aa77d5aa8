import { ApiError, type AccessConfig } from '@stride/shared';
import { makeConfig } from '@stride/shared/testing';
import { accessDenial, type AccessDenial } from './accessDenial';
import { checkoutParams } from './checkoutParams';
import { lockPrompt } from './lockPrompt';

const access: AccessConfig = makeConfig().access;

function denied(body: unknown): ApiError {
  return new ApiError(403, 'access_denied', "You don't have access", undefined, body);
}

function denial(overrides: Partial<AccessDenial> = {}): AccessDenial {
  return {
    title: 'Premium',
    reason: 'PURCHASE_REQUIRED',
    productIds: ['p1', 'p2'],
    purchaseOverlayId: 'overlay-1',
    availableAfter: null,
    appLevel: false,
    ...overrides,
  };
}

describe('access denial', () => {
  it("reads the engine's decision from a 403 body", () => {
    const body = {
      error: { code: 'access_denied', message: "You don't have access" },
      page: { title: 'Day 2' },
      access: { products: [{ id: 'ignored' }], purchase_overlay: null },
      reason: 'IS_SCHEDULED',
      available_after: '2030-01-15T09:00:00.000Z',
      result: { reason: 'IS_SCHEDULED', node_id: 'n', product_ids: [], purchase_overlay_id: null },
    };
    expect(accessDenial(denied(body))).toEqual({
      title: 'Day 2',
      reason: 'IS_SCHEDULED',
      productIds: [],
      purchaseOverlayId: null,
      availableAfter: '2030-01-15T09:00:00.000Z',
      appLevel: false,
    });
  });

  it('falls back to the access node when the body has no decision, and to nothing when it has no body', () => {
    const body = {
      page: { title: 'Premium' },
      access: { products: [{ id: 'p1' }], purchase_overlay: { id: 'o1' } },
      reason: 'PURCHASE_REQUIRED',
    };
    expect(accessDenial(denied(body))).toMatchObject({ productIds: ['p1'], purchaseOverlayId: 'o1', appLevel: false });
    expect(accessDenial(denied(null))).toEqual({
      title: null,
      reason: null,
      productIds: [],
      purchaseOverlayId: null,
      availableAfter: null,
      appLevel: false,
    });
    expect(accessDenial(new ApiError(404, 'page_not_found', 'Page Not Found'))).toBeNull();
  });

  it('names the products and the purchase overlay for checkout', () => {
    expect(checkoutParams(denial(), access)).toEqual({ products: 'p1,p2', purchase_overlay: 'overlay-1' });
    expect(checkoutParams(denial({ productIds: [], purchaseOverlayId: null }), access)).toBeUndefined();
  });

  it("offers the app's products and overlay when the app-level rule denied", () => {
    const app = { ...access, app_products: [{ id: 'app-1' }], purchase_overlay: { id: 'app-overlay' } };
    const params = checkoutParams(denial({ productIds: [], purchaseOverlayId: null, appLevel: true }), app);
    expect(params).toEqual({ products: 'app-1', purchase_overlay: 'app-overlay' });
  });

  it.each([
    ['a purchase lock opens checkout', denial(), access, 'guest', 'checkout'],
    ['a purchase lock opens checkout for a member too', denial(), access, 'authenticated', 'checkout'],
    [
      'a subscriber-only app that prompts purchase after sign-up asks a guest to log in first',
      denial(),
      { ...access, prompt_purchase_post_sign_up: true, is_subscriber_only: true },
      'guest',
      'auth',
    ],
    [
      'and a signed-in member goes straight to checkout',
      denial(),
      { ...access, prompt_purchase_post_sign_up: true, is_subscriber_only: true },
      'authenticated',
      'checkout',
    ],
    [
      'an app that prompts after sign-up but is not subscriber-only opens checkout',
      denial(),
      { ...access, prompt_purchase_post_sign_up: true },
      'guest',
      'checkout',
    ],
    [
      'an authentication lock opens the login modal',
      denial({ reason: 'AUTHENTICATION_REQUIRED' }),
      access,
      'guest',
      'auth',
    ],
    ['a drip lock prompts nothing', denial({ reason: 'IS_SCHEDULED' }), access, 'guest', null],
    ['a private page prompts nothing', denial({ reason: 'IS_PRIVATE' }), access, 'guest', null],
    ['a bare 403 prompts nothing', denial({ reason: null }), access, 'guest', null],
  ] as const)('%s', (_name, lock, config, session, modal) => {
    expect(lockPrompt(lock, config, session)?.modal ?? null).toBe(modal);
  });
});
