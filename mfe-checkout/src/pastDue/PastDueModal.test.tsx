import { makeUser, signedIn } from '@stride/shared/testing';
import { loadStripe } from '@stripe/stripe-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { POLL_INTERVAL_MS } from '../activation/ActivationStep';
import { SUCCESS_CLOSE_MS } from '../checkoutModal/CheckoutModal';
import { apiError, ok, type FakeRoute } from '../testing/checkoutApiFake';
import { makeIntent, makeSubscription } from '../testing/checkoutFixtures';
import { payWithCard, renderCheckoutModal, type RenderCheckoutOptions } from '../testing/renderCheckoutModal';

// Stripe.js never loads in a test: the one Stripe test sets what the fake Stripe answers.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

const member = signedIn(makeUser());
const pastDue = ok({ subscriptions: [makeSubscription()] });
const active = ok({ subscriptions: [makeSubscription({ status: 'active' })] });
/** The open invoice's intent: its checkout_id is no checkout, and is never polled. */
const openInvoiceIntent = makeIntent({
  checkout_id: 'not-a-checkout',
  intent_id: 'pi_sub',
  client_secret: 'pi_sub_secret',
  amount_cents: 999,
});
const sandboxAnswer = (status: 'succeeded' | 'requires_action') =>
  ok({ intent: { id: 'pi_sub', status, last_error: null } });

/**
 * #checkout as the shell's past-due prompt opens it, for a member whose Premium renewal failed. GET /subscriptions
 * answers past due when the dialog opens, then active (the sandbox's webhook arrives at once after the payment).
 */
async function openPastDue(routes: Record<string, FakeRoute> = {}, options: Partial<RenderCheckoutOptions> = {}) {
  return renderCheckoutModal({
    session: member,
    search: '?past_due=prod-premium',
    routes: {
      'GET /subscriptions': [pastDue, active],
      'POST /subscriptions/sub-1/pay': ok({ intent: openInvoiceIntent }),
      'POST /sandbox/intents/pi_sub/confirm': sandboxAnswer('succeeded'),
      'POST /sandbox/intents/pi_sub/authenticate': sandboxAnswer('succeeded'),
      ...routes,
    },
    ...options,
  });
}

describe('paying a past-due subscription (#checkout with past_due)', () => {
  it('pays with a card and emits checkout:completed after the subscription turns active', async () => {
    jest.useFakeTimers();
    try {
      const { user, api, props, close } = await openPastDue({}, { user: { advanceTimers: jest.advanceTimersByTime } });
      const dialog = await screen.findByRole('dialog', { name: "Your payment didn't go through" });
      expect(dialog).toHaveTextContent('Premium');
      expect(dialog).toHaveTextContent('£9.99 per month');
      expect(dialog).toHaveTextContent('Your access continues for now, but it ends unless you update your card.');
      expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

      await payWithCard(user, '4242 4242 4242 4242', { label: 'Pay £9.99' });
      expect(await screen.findByRole('dialog', { name: "You're all set" })).toHaveTextContent(
        'Thank you! Your subscription is active again.',
      );
      expect(api.callsTo('POST /sandbox/intents/pi_sub/confirm')[0]!.body).toMatchObject({
        client_secret: 'pi_sub_secret',
        card_number: '4242424242424242',
      });
      expect(props.emitted.filter((event) => event.type === 'checkout:completed')).toEqual([
        { type: 'checkout:completed', payload: { productId: 'prod-premium', checkoutId: 'sub-1' } },
      ]);
      // The intent's checkout_id is not a checkout: the subscription is what is waited for.
      expect(api.callsTo('GET /checkouts/not-a-checkout')).toEqual([]);
      expect(api.callsTo('GET /subscriptions').length).toBeGreaterThanOrEqual(2);

      await act(() => jest.advanceTimersByTimeAsync(SUCCESS_CLOSE_MS));
      expect(close).toHaveBeenCalledTimes(1);
      expect(api.activities()).toEqual(['checkout_started', 'checkout_progressed:activating', 'checkout_completed']);
      const reports = api.callsTo('PUT /activity').map((call) => call.body as { data: unknown });
      expect(reports[0]!.data).toEqual({ past_due: 'prod-premium' });
      expect(api.activities()).not.toContain('checkout_past_due_prompted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the webhook: asks again every half second while the subscription is still past due', async () => {
    jest.useFakeTimers();
    try {
      const { user, props } = await openPastDue(
        { 'GET /subscriptions': [pastDue, pastDue, pastDue, active] },
        { user: { advanceTimers: jest.advanceTimersByTime } },
      );
      await screen.findByRole('dialog', { name: "Your payment didn't go through" });
      await payWithCard(user, '4242 4242 4242 4242', { label: 'Pay £9.99' });
      expect(await screen.findByRole('dialog', { name: 'Confirming your payment' })).toHaveTextContent(
        'Confirming your payment…',
      );
      expect(props.emitted.map((event) => event.type)).not.toContain('checkout:completed');

      await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
      expect(screen.getByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
      expect(props.emitted.map((event) => event.type)).toContain('checkout:completed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a declined card was not successful, keeps the form, and a retry with another card pays', async () => {
    const { user, api, props } = await openPastDue({
      'POST /sandbox/intents/pi_sub/confirm': [
        apiError(402, 'card_declined', 'Your payment was not successful, please try again'),
        sandboxAnswer('succeeded'),
      ],
    });
    await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    await payWithCard(user, '4000 0000 0000 0002', { label: 'Pay £9.99' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was not successful, please try again');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');

    await payWithCard(user, '4242 4242 4242 4242', { label: 'Pay £9.99' });
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/intents/pi_sub/confirm')).toHaveLength(2);
    expect(api.callsTo('POST /subscriptions/sub-1/pay')).toHaveLength(1);
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-premium', checkoutId: 'sub-1' },
    });
    expect(api.callsTo('PUT /activity').map((call) => call.body)).toContainEqual(
      expect.objectContaining({ activity_type: 'checkout_error', data: { code: 'card_declined', step: 'payment' } }),
    );
  });

  it('asks the member to confirm with their bank (3-D Secure), then waits for the subscription', async () => {
    const { user, api } = await openPastDue({
      'POST /sandbox/intents/pi_sub/confirm': sandboxAnswer('requires_action'),
    });
    await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    await payWithCard(user, '4000 0025 0000 3155', { label: 'Pay £9.99' });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm this payment of £9.99.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/intents/pi_sub/authenticate')[0]!.body).toEqual({
      client_secret: 'pi_sub_secret',
      approve: true,
    });
  });

  it('says Unable to update payment method when the subscription was canceled while waiting for it', async () => {
    const { user, api, props } = await openPastDue({
      'GET /subscriptions': [pastDue, ok({ subscriptions: [makeSubscription({ status: 'canceled' })] })],
    });
    await screen.findByRole('button', { name: 'Pay £9.99' });
    await payWithCard(user, '4242 4242 4242 4242', { label: 'Pay £9.99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to update payment method');
    expect(props.emitted.map((event) => event.type)).not.toContain('checkout:completed');
    expect(api.callsTo('PUT /activity').map((call) => call.body)).toContainEqual(
      expect.objectContaining({
        activity_type: 'checkout_error',
        data: { code: 'subscription_canceled', step: 'activating' },
      }),
    );
  });

  it('says Unable to update payment method when the provider fails (payment_update_failed), and Retry asks again', async () => {
    const { user, api } = await openPastDue({
      'POST /subscriptions/sub-1/pay': [
        apiError(502, 'payment_update_failed', 'Unable to update payment method'),
        ok({ intent: openInvoiceIntent }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to update payment method');
    expect(screen.getByRole('dialog', { name: "Your payment didn't go through" })).toHaveTextContent('Premium');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT /activity').map((call) => call.body)).toContainEqual(
        expect.objectContaining({
          activity_type: 'checkout_error',
          data: { code: 'payment_update_failed', step: 'payment' },
        }),
      ),
    );

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £9.99' })).toBeInTheDocument();
    expect(api.callsTo('POST /subscriptions/sub-1/pay')).toHaveLength(2);
  });

  it('says Unable to update payment method when the subscriptions cannot be loaded, after trying again', async () => {
    jest.useFakeTimers();
    try {
      const { api } = await openPastDue({ 'GET /subscriptions': apiError(500, 'internal_error') });
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to update payment method');
      expect(api.callsTo('GET /subscriptions')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells a member with no such past-due subscription that they have nothing to pay, and Close closes', async () => {
    const { user, api, close } = await openPastDue({ 'GET /subscriptions': active });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('You have nothing to pay.')).toBeInTheDocument();
    expect(api.callsTo('POST /subscriptions/sub-1/pay')).toEqual([]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(close).toHaveBeenCalledTimes(1);
    expect(api.activities()).toEqual([]);
  });

  it('has nothing to pay when the renewal was paid meanwhile (409 subscription_not_past_due)', async () => {
    await openPastDue({
      'POST /subscriptions/sub-1/pay': apiError(
        409,
        'subscription_not_past_due',
        'This subscription has nothing to pay.',
      ),
    });
    expect(await screen.findByText('You have nothing to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a guest they have nothing to pay, without asking the API', async () => {
    const { api } = await renderCheckoutModal({ search: '?past_due=prod-premium' });
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toHaveTextContent('You have nothing to pay.');
    expect(api.calls).toEqual([]);
  });

  it('reports checkout_aborted when the member closes it before paying', async () => {
    const { user, api, close } = await openPastDue();
    await screen.findByRole('button', { name: 'Pay £9.99' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.activities()).toEqual(['checkout_started', 'checkout_aborted:payment']));
  });

  it("pays with Stripe's Payment Element for a Stripe intent, coming back to this subscription from a bank's page", async () => {
    interface FakeElement {
      mount: jest.Mock;
      destroy: jest.Mock;
      on: jest.Mock<FakeElement, [string, () => void]>;
    }
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
    };
    jest.mocked(loadStripe).mockResolvedValue(stripe as never);
    const { user, props } = await openPastDue({
      'POST /subscriptions/sub-1/pay': ok({
        intent: { ...openInvoiceIntent, provider: 'stripe', publishable_key: 'pk_test_123' },
      }),
    });
    const pay = await screen.findByRole('button', { name: 'Pay £9.99' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: expect.stringMatching(/[?&]past_due_return=sub-1#checkout$/) },
      redirect: 'if_required',
    });
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-premium', checkoutId: 'sub-1' },
    });
  });

  it('goes on waiting for the subscription a payment page returned to, and drops the return from the URL', async () => {
    const { props, api } = await renderCheckoutModal({
      session: member,
      search: '?past_due=prod-premium&past_due_return=sub-1&payment_intent=pi_sub&redirect_status=succeeded',
      routes: { 'GET /subscriptions': active },
    });
    expect(props.navigate).toHaveBeenCalledWith('/programs/strength-mastery?past_due=prod-premium#checkout', {
      replace: true,
    });
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-premium', checkoutId: 'sub-1' },
    });
    expect(api.callsTo('POST /subscriptions/sub-1/pay')).toEqual([]);
    expect(api.callsTo('GET /subscriptions')).toHaveLength(1);
    expect(api.activities()).not.toContain('checkout_started');
  });
});
