import { makeUser, signedIn } from '@stride/shared/testing';
import { loadStripe } from '@stripe/stripe-js';
import { screen, waitFor } from '@testing-library/react';
import { ok } from '../testing/checkoutApiFake';
import { makeCheckoutState, makeIntent, makePreview } from '../testing/checkoutFixtures';
import { chooseProduct, payOrder, renderCheckoutModal, sandboxRoutes } from '../testing/renderCheckoutModal';

// Stripe.js never loads in a test: the loader answers a fake Stripe whose Payment Element and confirms the test sets.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

interface FakeElement {
  mount: jest.Mock;
  destroy: jest.Mock;
  on: jest.Mock<FakeElement, [string, () => void]>;
}

function fakeStripe() {
  const paymentElement: FakeElement = {
    mount: jest.fn(),
    destroy: jest.fn(),
    on: jest.fn((event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
      return paymentElement;
    }),
  };
  const elements = { create: jest.fn(() => paymentElement) };
  const stripe = {
    elements: jest.fn(() => elements),
    confirmPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    confirmSetup: jest.fn(async () => ({ setupIntent: { status: 'succeeded' } })),
  };
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  return { stripe, elements, paymentElement };
}

const stripeIntent = makeIntent({
  provider: 'stripe',
  intent_id: 'pi_live',
  client_secret: 'pi_live_secret',
  publishable_key: 'pk_test_123',
});

async function payWithStripe(overrides: Parameters<typeof sandboxRoutes>[0] = {}, payLabel = 'Pay £49.00') {
  const rendered = await renderCheckoutModal({
    session: signedIn(makeUser()),
    routes: sandboxRoutes({
      'POST /products/prod-1/intent': ok({ intent: stripeIntent, checkout: makeCheckoutState() }),
      'GET /checkouts/chk-1': ok({ checkout: makeCheckoutState({ status: 'succeeded', activated: true }) }),
      ...overrides,
    }),
  });
  await chooseProduct(rendered.user);
  await payOrder(rendered.user, payLabel);
  return rendered;
}

describe('the Stripe card step', () => {
  beforeEach(() => jest.mocked(loadStripe).mockReset());

  it("loads Stripe.js with the intent's key, mounts the Payment Element and confirms the payment in place", async () => {
    const { stripe, elements, paymentElement } = fakeStripe();
    const { user, props } = await payWithStripe();

    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_live_secret', locale: 'en' }),
    );
    expect(elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(paymentElement.mount).toHaveBeenCalledWith(expect.any(HTMLDivElement));

    const pay = screen.getByRole('button', { name: 'Pay £49.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: expect.stringMatching(/checkout_return=chk-1#checkout$/) },
      redirect: 'if_required',
    });
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-1', checkoutId: 'chk-1' },
    });
  });

  it('saves the card with confirmSetup when nothing is due today (a free trial)', async () => {
    const { stripe } = fakeStripe();
    const { user } = await payWithStripe(
      {
        'POST /products/prod-1/preview': ok({
          preview: makePreview({
            lines: [{ product_id: 'prod-1', title: 'Premium', role: 'product', amount_cents: 0 }],
            recurring: { interval: 'month', amount_cents: 999, trial_days: 7, first_charge_at: '2026-06-08T10:00:00Z' },
            intent_kind: 'setup_intent',
          }),
        }),
        'POST /products/prod-1/intent': ok({
          intent: { ...stripeIntent, kind: 'setup_intent', amount_cents: 0 },
          checkout: makeCheckoutState(),
        }),
      },
      'Start free trial',
    );
    const start = screen.getByRole('button', { name: 'Start free trial' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("says a declined card's payment was not successful and keeps the form for another try", async () => {
    const { stripe } = fakeStripe();
    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    } as never);
    const { user, api } = await payWithStripe();
    const pay = screen.getByRole('button', { name: 'Pay £49.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment was not successful, please try again');
    expect(screen.getByRole('dialog', { name: 'Payment details' })).toBeInTheDocument();
    await user.click(pay);
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(api.callsTo('PUT /activity').map((call) => call.body)).toContainEqual(
      expect.objectContaining({ activity_type: 'checkout_error', data: { code: 'generic_decline', step: 'payment' } }),
    );
  });

  it('never loads Stripe.js for a sandbox checkout', async () => {
    await payWithStripe({
      'POST /products/prod-1/intent': ok({ intent: makeIntent(), checkout: makeCheckoutState() }),
    });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
