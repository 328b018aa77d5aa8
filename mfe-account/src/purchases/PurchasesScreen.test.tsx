import type { Purchase, PurchasesResponse } from '@stride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchFrom,
  GUEST,
  makeParcelProps,
  renderInParcel,
  makeUser,
  signedIn,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { AccountRoot } from '../AccountRoot';
import { definition } from '../definition';

function purchase(id: string, createdAt: string, overrides: Partial<Purchase> = {}): Purchase {
  return {
    id,
    product_id: `prod-${id}`,
    product: {
      id: `prod-${id}`,
      title: `Product ${id}`,
      description: null,
      kind: 'one_off',
      price_cents: 4900,
      currency: 'GBP',
      interval: null,
    },
    status: 'active',
    created_at: createdAt,
    current_period_end: null,
    cancel_at_period_end: false,
    trial_ends_at: null,
    ...overrides,
  };
}

const reply = (purchases: Purchase[]) => ({ status: 200, body: { purchases } satisfies PurchasesResponse });

async function renderPurchases(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({
    definition,
    session: signedIn(makeUser({ timezone: 'Europe/London' })),
    ...options,
  });
  renderInParcel(<AccountRoot target={{ kind: 'route', path: '/me/purchases' }} />, props);
  return props;
}

describe('PurchasesScreen', () => {
  it("lists the member's purchases newest first with price, date and status", async () => {
    const older = purchase('a', '2024-03-01T10:00:00Z', { status: 'canceled' });
    const newer = purchase('b', '2024-05-20T10:00:00Z', {
      status: 'past_due',
      product: {
        ...older.product,
        id: 'prod-b',
        title: 'Premium',
        kind: 'subscription',
        price_cents: 999,
        interval: 'month',
      },
    });
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([older, newer]) }) });

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Premium£9.99 / monthPurchased May 20, 2024Payment past due',
      'Product a£49.00Purchased Mar 1, 2024Canceled',
    ]);
  });

  it('says when the member has bought nothing yet', async () => {
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([]) }) });

    expect(await screen.findByText("You haven't bought anything yet.")).toBeInTheDocument();
  });

  it('shows a free product as free', async () => {
    const free = purchase('f', '2024-03-01T10:00:00Z', {
      product: { ...purchase('f', '').product, kind: 'free', price_cents: 0 },
    });
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([free]) }) });

    expect(within(await screen.findByRole('listitem')).getByText('Free')).toBeInTheDocument();
  });

  it('offers a retry when the purchases cannot be loaded', async () => {
    const fetch = fetchFrom({ '/purchases': { status: 503, body: { error: { code: 'unavailable', message: 'x' } } } });
    await renderPurchases({ fetch });

    expect(await screen.findByRole('alert')).toHaveTextContent("Your purchases couldn't be loaded.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('asks a guest to log in', async () => {
    const props = await renderPurchases({ session: GUEST, fetch: fetchFrom({}) });

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });
});
