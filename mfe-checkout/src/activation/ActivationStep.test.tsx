import { makeConfig, makeUser, signedIn } from '@stride/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { ok, type FakeRoute } from '../testing/checkoutApiFake';
import { makeCheckoutState, sandboxIntent } from '../testing/checkoutFixtures';
import {
  chooseProduct,
  payOrder,
  payWithCard,
  renderCheckoutModal,
  sandboxRoutes,
} from '../testing/renderCheckoutModal';
import { SUCCESS_CLOSE_MS } from '../checkoutModal/CheckoutModal';
import { GIVE_UP_AFTER_MS, POLL_INTERVAL_MS, SLOW_AFTER_MS } from './ActivationStep';

const member = signedIn(makeUser());
const open = ok({ checkout: makeCheckoutState() });
const activated = ok({ checkout: makeCheckoutState({ status: 'succeeded', activated: true }) });

/** Opens the dialog on the activation of checkout chk-1 (as after a payment page), with fake timers. */
async function activating(answers: FakeRoute, config = makeConfig()) {
  return renderCheckoutModal({
    session: member,
    config,
    search: '?products=prod-1&checkout_return=chk-1',
    routes: { 'GET /checkouts/chk-1': answers },
    user: { advanceTimers: jest.advanceTimersByTime },
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('activation after payment', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every half second and says it is taking longer than usual after 5 seconds', async () => {
    const { api } = await activating(open);
    expect(screen.getByRole('dialog', { name: 'Activating your purchase' })).toHaveTextContent(
      'Activating your purchase…',
    );
    await advance(SLOW_AFTER_MS - 100);
    expect(screen.queryByText('This is taking longer than usual...')).not.toBeInTheDocument();
    const asked = api.callsTo('GET /checkouts/chk-1').length;
    expect(asked).toBeGreaterThanOrEqual(9);

    await advance(100);
    expect(screen.getByText('This is taking longer than usual...')).toBeInTheDocument();
    await advance(POLL_INTERVAL_MS * 4);
    expect(api.callsTo('GET /checkouts/chk-1').length).toBeGreaterThanOrEqual(asked + 4);
  });

  it('announces checkout:completed once activated, says so, and closes onto the page', async () => {
    const { props, close } = await activating([open, open, open, activated]);
    await advance(POLL_INTERVAL_MS * 4);

    expect(screen.getByRole('dialog', { name: "You're all set" })).toHaveTextContent('Your purchase is active. Enjoy!');
    expect(props.emitted.filter((event) => event.type === 'checkout:completed')).toEqual([
      { type: 'checkout:completed', payload: { productId: 'prod-1', checkoutId: 'chk-1' } },
    ]);
    expect(close).not.toHaveBeenCalled();
    await advance(SUCCESS_CLOSE_MS);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('goes from Pay to the card, activation and success, and closes without reporting an abort', async () => {
    const { user, close, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /sandbox/intents/pi_1/confirm': ok(sandboxIntent('succeeded')),
        'GET /checkouts/chk-1': [open, activated],
      }),
      user: { advanceTimers: jest.advanceTimersByTime },
    });
    await chooseProduct(user);
    await payOrder(user);
    await payWithCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    await advance(SUCCESS_CLOSE_MS);
    expect(close).toHaveBeenCalledTimes(1);
    expect(api.activities()).toContain('checkout_completed');
    expect(api.activities()).not.toContain('checkout_aborted');
  });

  it('goes back to the order with the message of a payment that failed after all', async () => {
    const { user } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /sandbox/intents/pi_1/confirm': ok(sandboxIntent('succeeded')),
        'GET /checkouts/chk-1': ok({ checkout: makeCheckoutState({ status: 'failed', error_code: 'card_declined' }) }),
      }),
      user: { advanceTimers: jest.advanceTimersByTime },
    });
    await chooseProduct(user);
    await payOrder(user);
    await payWithCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('dialog', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment was not successful, please try again');
  });

  it('stops after a minute saying the purchase could not be activated, with Check again and Get help', async () => {
    const config = makeConfig({
      app: {
        slug: 'demo',
        name: 'Demo',
        platform_rewardful_slug: null,
        links: { support_url: 'https://help.example' },
      },
    });
    const { api, user } = await activating([open], config);
    await advance(GIVE_UP_AFTER_MS);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We were unable to activate your purchase. Please contact support.');
    expect(within(alert).getByRole('link', { name: 'Get help' })).toHaveAttribute('target', '_blank');
    const asked = api.callsTo('GET /checkouts/chk-1').length;
    await advance(POLL_INTERVAL_MS * 4);
    expect(api.callsTo('GET /checkouts/chk-1')).toHaveLength(asked);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(POLL_INTERVAL_MS);
    expect(api.callsTo('GET /checkouts/chk-1').length).toBeGreaterThan(asked);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
