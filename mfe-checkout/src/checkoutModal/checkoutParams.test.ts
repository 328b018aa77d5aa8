import { pastDueReturnUrl, readCheckoutParams, stripeReturnUrl, withoutReturnParams } from './checkoutParams';

describe('readCheckoutParams', () => {
  it('reads comma-separated product ids, dropping blanks and repeats', () => {
    expect(readCheckoutParams('?products=%20p1%20,,p1,p3,&x=1').productIds).toEqual(['p1', 'p3']);
  });

  it('reads the purchase overlay, the referral and a checkout to go on checking', () => {
    expect(readCheckoutParams('?products=p1&purchase_overlay=o1&referral=friend&checkout_return=c1')).toEqual({
      productIds: ['p1'],
      overlayId: 'o1',
      referral: 'friend',
      returnCheckoutId: 'c1',
      pastDueProductId: null,
      returnSubscriptionId: null,
    });
  });

  it('reads the product of a past-due subscription to pay, and a payment page returning to it', () => {
    expect(readCheckoutParams('?past_due=%20prod-premium%20&past_due_return=sub-1')).toMatchObject({
      productIds: [],
      pastDueProductId: 'prod-premium',
      returnSubscriptionId: 'sub-1',
    });
  });

  it('is empty without parameters', () => {
    expect(readCheckoutParams('')).toEqual({
      productIds: [],
      overlayId: null,
      referral: null,
      returnCheckoutId: null,
      pastDueProductId: null,
      returnSubscriptionId: null,
    });
  });
});

describe('the return from a payment page', () => {
  it("sends Stripe back to this page's #checkout with the checkout id", () => {
    expect(stripeReturnUrl('https://demo.example/premium?products=p1#checkout', 'c1')).toBe(
      'https://demo.example/premium?products=p1&checkout_return=c1#checkout',
    );
  });

  it("sends Stripe back to #checkout with the past-due subscription's id, keeping past_due", () => {
    expect(pastDueReturnUrl('https://demo.example/me?past_due=p1#checkout', 'sub-1')).toBe(
      'https://demo.example/me?past_due=p1&past_due_return=sub-1#checkout',
    );
    expect(withoutReturnParams('?past_due=p1&past_due_return=sub-1&redirect_status=succeeded')).toBe('?past_due=p1');
  });

  it("removes the checkout id and Stripe's parameters, and keeps the rest", () => {
    expect(
      withoutReturnParams(
        '?products=p1&checkout_return=c1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=succeeded',
      ),
    ).toBe('?products=p1');
    expect(withoutReturnParams('?checkout_return=c1')).toBe('');
    expect(withoutReturnParams('?products=p1')).toBeNull();
  });
});
