import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase, PurchasesResponse } from '@stride/shared';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { purchaseQueries } from '../purchases/purchaseQueries';
import { apiFake } from '../testing/apiFake';
import { SubscriptionsScreen } from './SubscriptionsScreen';

const NOW = new Date('2026-03-01T12:00:00Z');

function subscription(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 's1',
    product_id: 'p1',
    product: {
      id: 'p1',
      title: 'Premium',
      description: null,
      kind: 'subscription',
      price_cents: 900,
      currency: 'usd',
      interval: 'month',
    },
    status: 'active',
    created_at: '2026-01-05T10:00:00.000Z',
    current_period_end: null,
    cancel_at_period_end: false,
    trial_ends_at: null,
    ...overrides,
  };
}

const list = (...subscriptions: Purchase[]) => ({ status: 200, body: { subscriptions } });

// The member is in Los Angeles: 03:00 UTC on 1 April is still 31 March there.
const member = makeUser({ timezone: 'America/Los_Angeles' });

async function renderScreen(fetch: ReturnType<typeof apiFake>['fetch']) {
  const props = await makeParcelProps({ definition, session: signedIn(member), fetch });
  renderInParcel(<SubscriptionsScreen />, props);
  return props;
}

describe('SubscriptionsScreen', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("says when an active subscription renews, on the date in the member's time zone", async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(subscription({ current_period_end: '2026-04-01T03:00:00.000Z' })),
    });
    await renderScreen(fetch);

    expect(await screen.findByText('Renews on Mar 31, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('says a free trial runs until its end, and renews once the trial is over', async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(
        subscription({ trial_ends_at: '2026-03-08T18:00:00.000Z', current_period_end: '2026-03-08T18:00:00.000Z' }),
        subscription({
          id: 's2',
          product: { ...subscription().product, title: 'Coaching' },
          trial_ends_at: '2026-02-01T18:00:00.000Z',
          current_period_end: '2026-04-01T18:00:00.000Z',
        }),
      ),
    });
    await renderScreen(fetch);

    const [trial, renewing] = await screen.findAllByRole('listitem');
    expect(within(trial!).getByText('Free trial until Mar 8, 2026')).toBeInTheDocument();
    expect(within(trial!).queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(within(renewing!).getByText('Renews on Apr 1, 2026')).toBeInTheDocument();
  });

  it('cancels at the end of the period only after the member confirms, then says until when access lasts', async () => {
    let current = subscription({ current_period_end: '2026-04-01T03:00:00.000Z' });
    const { fetch, calls } = apiFake({
      'GET /subscriptions': () => list(current),
      'DELETE /subscriptions/s1': () => {
        current = { ...current, cancel_at_period_end: true };
        return { status: 200, body: { subscription: current } };
      },
    });
    const props = await renderScreen(fetch);
    const purchasesKey = purchaseQueries.list(props.api, member.id).queryKey;
    props.queryClient.setQueryData<PurchasesResponse>(purchasesKey, { purchases: [current] });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('group', { name: 'Cancel subscription' })).toHaveTextContent(
      "Cancel Premium? You keep access until Mar 31, 2026 and won't be charged again.",
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Access until Mar 31, 2026')).toHaveFocus();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/subscriptions/s1']);
    // The list is read again, and the purchases are refetched where they are shown.
    await waitFor(() => expect(calls.filter((call) => call.path === '/subscriptions')).toHaveLength(2));
    expect(props.queryClient.getQueryState(purchasesKey)?.isInvalidated).toBe(true);
  });

  it('warns that one the owner gave ends at once, and then says it has ended', async () => {
    let current = subscription();
    const { fetch } = apiFake({
      'GET /subscriptions': () => list(current),
      'DELETE /subscriptions/s1': () => {
        current = { ...current, status: 'canceled' };
        return { status: 200, body: { subscription: current } };
      },
    });
    await renderScreen(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('group', { name: 'Cancel subscription' })).toHaveTextContent(
      'Cancel Premium? You lose access to what it unlocks right away.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('says a canceled subscription has ended and offers nothing to cancel', async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(subscription({ status: 'canceled', current_period_end: '2026-02-01T10:00:00Z' })),
    });
    await renderScreen(fetch);

    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('keeps the subscription when the member changes their mind', async () => {
    const { fetch, calls } = apiFake({ 'GET /subscriptions': list(subscription()) });
    await renderScreen(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));

    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('tells the member to cancel an App Store subscription on their device', async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(subscription({ current_period_end: '2026-04-01T03:00:00.000Z' })),
      'DELETE /subscriptions/s1': {
        status: 409,
        body: { error: { code: 'managed_by_app_store', message: 'This subscription was bought in the App Store.' } },
      },
    });
    await renderScreen(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This subscription was bought in the App Store: cancel it in your device's subscription settings.",
    );
    expect(screen.queryByText("Your subscription couldn't be canceled. Please try again.")).not.toBeInTheDocument();
    expect(screen.getByText('Renews on Mar 31, 2026')).toBeInTheDocument();
  });

  it('says a cancel that failed for another reason can be tried again', async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(subscription()),
      'DELETE /subscriptions/s1': { status: 502, body: { error: { code: 'unknown_error', message: 'x' } } },
    });
    await renderScreen(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your subscription couldn't be canceled. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeEnabled();
  });

  it('warns that the last payment failed, and Pay now opens the checkout to pay it', async () => {
    const { fetch } = apiFake({
      'GET /subscriptions': list(subscription({ status: 'past_due', current_period_end: '2026-04-01T03:00:00Z' })),
    });
    const props = await renderScreen(fetch);

    expect(await screen.findByText('Your last payment failed.')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now for Premium' }));

    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'checkout', params: { past_due: 'p1' } } }]);
  });

  it('reads the list again once a payment in the checkout completes', async () => {
    const { fetch, calls } = apiFake({ 'GET /subscriptions': list(subscription({ status: 'past_due' })) });
    const props = await renderScreen(fetch);
    await screen.findByText('Your last payment failed.');

    act(() => props.bus.emit('checkout:completed', { productId: 'p1', checkoutId: 'c1' }));

    await waitFor(() => expect(calls.filter((call) => call.path === '/subscriptions')).toHaveLength(2));
  });

  it('says when there are none', async () => {
    const { fetch } = apiFake({ 'GET /subscriptions': list() });
    await renderScreen(fetch);

    expect(await screen.findByText("You don't have any subscriptions.")).toBeInTheDocument();
  });
});
