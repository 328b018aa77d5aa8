import { makeUser, signedIn } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, ok } from '../testing/checkoutApiFake';
import { makeCheckoutState, sandboxIntent } from '../testing/checkoutFixtures';
import {
  chooseProduct,
  payOrder,
  payWithCard,
  renderCheckoutModal,
  sandboxRoutes,
} from '../testing/renderCheckoutModal';

const member = signedIn(makeUser());
const activated = ok({ checkout: makeCheckoutState({ status: 'succeeded', activated: true }) });

async function atTheCard(routes: Parameters<typeof sandboxRoutes>[0] = {}) {
  const rendered = await renderCheckoutModal({ session: member, routes: sandboxRoutes(routes) });
  await chooseProduct(rendered.user);
  await payOrder(rendered.user);
  return rendered;
}

describe('the sandbox card step', () => {
  it('names the test cards: one that pays, one declined and one that asks for authentication', async () => {
    await atTheCard();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card or 4000 0025 0000 3155 for a card that asks for authentication',
    );
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('checks the card before sending it', async () => {
    const { user, api } = await atTheCard();
    await payWithCard(user, '4242 4242 4242 4241', { expiry: '13/40', cvc: '1' });
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter a valid card number.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digits on the back of the card.',
    );
    expect(api.callsTo('POST /sandbox/intents/pi_1/confirm')).toHaveLength(0);
  });

  it('says a declined card was not successful, keeps the form, and a retry with another card goes through', async () => {
    const { user, api, props } = await atTheCard({
      'POST /sandbox/intents/pi_1/confirm': [
        apiError(402, 'card_declined', 'Your payment was not successful, please try again'),
        ok(sandboxIntent('succeeded')),
      ],
      'GET /checkouts/chk-1': activated,
    });
    await payWithCard(user, '4000 0000 0000 0002');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was not successful, please try again');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Payment details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');

    await payWithCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/intents/pi_1/confirm').map((call) => call.body)).toEqual([
      { client_secret: 'pi_1_secret', card_number: '4000000000000002', exp_month: 12, exp_year: 2040, cvc: '123' },
      { client_secret: 'pi_1_secret', card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    ]);
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-1', checkoutId: 'chk-1' },
    });
  });

  it('says payment details failed for a card the provider cannot process', async () => {
    const { user } = await atTheCard({
      'POST /sandbox/intents/pi_1/confirm': apiError(402, 'payment_method_failed', 'x', 'card_number'),
    });
    await payWithCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process payment details. Please try another payment method.',
    );
  });

  it('asks the member to confirm a 3-D Secure card with their bank, then activates the purchase', async () => {
    const { user, api } = await atTheCard({
      'POST /sandbox/intents/pi_1/confirm': ok(sandboxIntent('requires_action')),
      'POST /sandbox/intents/pi_1/authenticate': ok(sandboxIntent('succeeded')),
      'GET /checkouts/chk-1': activated,
    });
    await payWithCard(user, '4000 0025 0000 3155');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(dialog).toHaveTextContent('Your bank asks you to confirm this payment of £49.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/intents/pi_1/authenticate')[0]!.body).toEqual({
      client_secret: 'pi_1_secret',
      approve: true,
    });
    await waitFor(() =>
      expect(api.activities()).toEqual([
        'checkout_started',
        'checkout_progressed:order',
        'checkout_progressed:payment',
        'checkout_progressed:authentication',
        'checkout_progressed:activating',
        'checkout_completed',
      ]),
    );
  });

  it('goes back to the card saying the payment was not successful when the member cancels authentication', async () => {
    const { user, api } = await atTheCard({
      'POST /sandbox/intents/pi_1/confirm': ok(sandboxIntent('requires_action')),
      'POST /sandbox/intents/pi_1/authenticate': apiError(402, 'card_declined'),
    });
    await payWithCard(user, '4000 0025 0000 3155');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('dialog', { name: 'Payment details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment was not successful, please try again');
    expect(api.callsTo('POST /sandbox/intents/pi_1/authenticate')[0]!.body).toMatchObject({ approve: false });
  });

  it('goes back to the order from the card', async () => {
    const { user } = await atTheCard();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Your order' })).toBeInTheDocument();
  });
});
