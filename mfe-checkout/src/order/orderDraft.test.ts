import type { Product } from '@stride/shared';
import { makeProduct } from '../testing/checkoutFixtures';
import { EMPTY_DRAFT, addressOf, orderFieldOf, previewRequest, validateOrder } from './orderDraft';

const t = ((key: string) => key) as Parameters<typeof validateOrder>[2];

describe('the order draft', () => {
  it('prices with an address only once it is complete: a country, and a valid postcode where one is needed', () => {
    expect(addressOf({ ...EMPTY_DRAFT, country: '' })).toBeUndefined();
    expect(addressOf({ ...EMPTY_DRAFT, country: 'GB' })).toEqual({ country: 'GB' });
    expect(addressOf({ ...EMPTY_DRAFT, country: 'US', postcode: '9021' })).toBeUndefined();
    expect(addressOf({ ...EMPTY_DRAFT, country: 'US', postcode: ' 90210 ' })).toEqual({
      country: 'US',
      postcode: '90210',
    });
  });

  it('asks for the offered bumps only, in one order whatever the order they were ticked in', () => {
    const product: Product = makeProduct({
      order_bumps: [
        { product_id: 'b2', version_id: 'v', title: 'B2', description: null, price_cents: 100, currency: 'GBP' },
        { product_id: 'b1', version_id: 'v', title: 'B1', description: null, price_cents: 100, currency: 'GBP' },
      ],
    });
    expect(previewRequest(product, { ...EMPTY_DRAFT, bumps: ['b2', 'gone', 'b1'], coupon: 'SAVE' })).toEqual({
      version_id: product.version_id,
      coupon_code: 'SAVE',
      order_bumps: ['b1', 'b2'],
    });
  });

  it("checks the address only when the app charges tax, and a guest's account fields", () => {
    expect(validateOrder(EMPTY_DRAFT, { guest: false, requiresAddress: false }, t)).toEqual({});
    expect(
      validateOrder({ ...EMPTY_DRAFT, country: 'CA', postcode: 'nope' }, { guest: false, requiresAddress: true }, t),
    ).toEqual({
      postcode: 'postcodeInvalid',
    });
    expect(validateOrder(EMPTY_DRAFT, { guest: true, requiresAddress: true }, t)).toEqual({
      country: 'fieldRequired',
      name: 'fieldRequired',
      email: 'fieldRequired',
      password: 'fieldRequired',
    });
  });

  it("reads the API's field names as the step's inputs", () => {
    expect(orderFieldOf('address.country')).toBe('country');
    expect(orderFieldOf('address.postcode')).toBe('postcode');
    expect(orderFieldOf('coupon_code')).toBe('coupon');
    expect(orderFieldOf('email')).toBe('email');
    expect(orderFieldOf('final_amount')).toBeNull();
    expect(orderFieldOf(undefined)).toBeNull();
  });
});
