import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@stride/shared';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { SubscriptionsScreen } from './SubscriptionsScreen';

function subscription(status: Purchase['status']): Purchase {
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
    status,
    created_at: '2026-01-05T10:00:00.000Z',
    current_period_end: null,
    cancel_at_period_end: false,
    trial_ends_at: null,
  };
}

describe('SubscriptionsScreen', () => {
  it('cancels a subscription only after the member confirms', async () => {
    let status: Purchase['status'] = 'active';
    const { fetch, calls } = apiFake({
      'GET /subscriptions': () => ({ status: 200, body: { subscriptions: [subscription(status)] } }),
      'DELETE /subscriptions/s1': () => {
        status = 'canceled';
        return { status: 200, body: { subscription: subscription('canceled') } };
      },
    });
    const props = await makeParcelProps({ definition, session: signedIn(makeUser()), fetch });
    renderInParcel(<SubscriptionsScreen />, props);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('keeps the subscription when the member changes their mind', async () => {
    const { fetch, calls } = apiFake({
      'GET /subscriptions': { status: 200, body: { subscriptions: [subscription('active')] } },
    });
    const props = await makeParcelProps({ definition, session: signedIn(makeUser()), fetch });
    renderInParcel(<SubscriptionsScreen />, props);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('says when there are none', async () => {
    const { fetch } = apiFake({ 'GET /subscriptions': { status: 200, body: { subscriptions: [] } } });
    const props = await makeParcelProps({ definition, session: signedIn(makeUser()), fetch });
    renderInParcel(<SubscriptionsScreen />, props);
    expect(await screen.findByText("You don't have any subscriptions.")).toBeInTheDocument();
  });
});
