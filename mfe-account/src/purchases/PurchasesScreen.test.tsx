import type { Invoice, InvoicesResponse, Purchase, PurchasesResponse } from '@stride/shared';
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

function invoice(id: string, number: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number,
    status: 'paid',
    currency: 'GBP',
    lines: [{ title: 'Premium', amount_cents: 999 }],
    subtotal_cents: 999,
    discount_cents: 0,
    tax_cents: 0,
    total_cents: 999,
    period_start: null,
    period_end: null,
    created_at: '2024-05-20T10:00:00Z',
    paid_at: '2024-05-20T10:00:00Z',
    product_title: 'Premium',
    customer: { name: 'Mia Member', email: 'member@demo.test', country: 'GB' },
    seller: { name: 'Demo' },
    ...overrides,
  };
}

const reply = (purchases: Purchase[]) => ({ status: 200, body: { purchases } satisfies PurchasesResponse });
const invoicesReply = (invoices: Invoice[]) => ({ status: 200, body: { invoices } satisfies InvoicesResponse });
const NO_INVOICES = { '/invoices': invoicesReply([]) };

const callsTo = (fetch: jest.Mock<Promise<Response>, [string]>, path: string) =>
  fetch.mock.calls.filter(([url]) => url.replace(/^\/api/, '').split('?')[0] === path).length;

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
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([older, newer]), ...NO_INVOICES }) });

    const items = within(await screen.findByRole('list', { name: 'Purchases' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Premium£9.99 / monthPurchased May 20, 2024Payment past due',
      'Product a£49.00Purchased Mar 1, 2024Canceled',
    ]);
  });

  it('says when the member has bought nothing yet', async () => {
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([]), ...NO_INVOICES }) });

    expect(await screen.findByText("You haven't bought anything yet.")).toBeInTheDocument();
  });

  it('shows a free product as free', async () => {
    const free = purchase('f', '2024-03-01T10:00:00Z', {
      product: { ...purchase('f', '').product, kind: 'free', price_cents: 0 },
    });
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([free]), ...NO_INVOICES }) });

    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(within(list).getByRole('listitem')).getByText('Free')).toBeInTheDocument();
  });

  it('prices a yen product in whole yen', async () => {
    const yen = purchase('y', '2024-03-01T10:00:00Z', {
      product: { ...purchase('y', '').product, currency: 'JPY', price_cents: 4900 },
    });
    await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([yen]), ...NO_INVOICES }) });

    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(within(list).getByRole('listitem')).getByText('¥4,900')).toBeInTheDocument();
  });

  it('offers a retry when the purchases cannot be loaded', async () => {
    const fetch = fetchFrom({
      '/purchases': { status: 503, body: { error: { code: 'unavailable', message: 'x' } } },
      ...NO_INVOICES,
    });
    await renderPurchases({ fetch });

    expect(await screen.findByRole('alert')).toHaveTextContent("Your purchases couldn't be loaded.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(fetch, '/purchases')).toBe(2));
  });

  it('asks a guest to log in', async () => {
    const props = await renderPurchases({ session: GUEST, fetch: fetchFrom({}) });

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });
  describe('invoices', () => {
    let open: jest.SpyInstance;
    beforeEach(() => {
      open = jest.spyOn(window, 'open').mockReturnValue(null);
    });
    afterEach(() => open.mockRestore());

    it('lists the invoices with number, date, total and status, a yen total without decimals', async () => {
      await renderPurchases({
        fetch: fetchFrom({
          '/purchases': reply([]),
          '/invoices': invoicesReply([
            invoice('inv-2', 'DEMO-0002', {
              currency: 'JPY',
              total_cents: 4900,
              status: 'open',
              product_title: 'Strength pack',
              created_at: '2024-06-30T23:30:00Z',
            }),
            invoice('inv-1', 'DEMO-0001', { total_cents: 5880 }),
            invoice('inv-0', 'DEMO-0000', { status: 'void', total_cents: 0 }),
          ]),
        }),
      });

      const list = await screen.findByRole('list', { name: 'Invoices' });
      // 23:30 UTC on 30 June is 1 July in London (the member's time zone).
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'DEMO-0002Strength packJul 1, 2024¥4,900UnpaidView',
        'DEMO-0001PremiumMay 20, 2024£58.80PaidView',
        'DEMO-0000PremiumMay 20, 2024£0.00VoidView',
      ]);
    });

    it('opens our own invoice page inside the app', async () => {
      const props = await renderPurchases({
        fetch: fetchFrom({
          '/purchases': reply([]),
          '/invoices': invoicesReply([invoice('inv-1', 'DEMO-0001')]),
          '/invoices/inv-1/url': { status: 200, body: { url: `${window.location.origin}/me/invoices/inv-1` } },
        }),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'View invoice DEMO-0001' }));

      await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/invoices/inv-1'));
      expect(open).not.toHaveBeenCalled();
    });

    it("opens Stripe's hosted invoice in a new tab, without giving it this window", async () => {
      const stripeUrl = 'https://invoice.stripe.com/i/acct_123/test_YWNjdF8x';
      const props = await renderPurchases({
        fetch: fetchFrom({
          '/purchases': reply([]),
          '/invoices': invoicesReply([invoice('inv-1', 'DEMO-0001')]),
          '/invoices/inv-1/url': { status: 200, body: { url: stripeUrl } },
        }),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'View invoice DEMO-0001' }));

      await waitFor(() => expect(open).toHaveBeenCalledWith(stripeUrl, '_blank', expect.stringContaining('noopener')));
      expect(props.navigate).not.toHaveBeenCalled();
    });

    it('opens an invoice path on another site in a new tab, not inside the app', async () => {
      const elsewhere = 'https://elsewhere.example/me/invoices/inv-1';
      const props = await renderPurchases({
        fetch: fetchFrom({
          '/purchases': reply([]),
          '/invoices': invoicesReply([invoice('inv-1', 'DEMO-0001')]),
          '/invoices/inv-1/url': { status: 200, body: { url: elsewhere } },
        }),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'View invoice DEMO-0001' }));

      await waitFor(() => expect(open).toHaveBeenCalledWith(elsewhere, '_blank', expect.stringContaining('noopener')));
      expect(props.navigate).not.toHaveBeenCalled();
    });

    it('says an invoice that cannot be found is invalid', async () => {
      await renderPurchases({
        fetch: fetchFrom({
          '/purchases': reply([]),
          '/invoices': invoicesReply([invoice('inv-1', 'DEMO-0001')]),
          '/invoices/inv-1/url': {
            status: 404,
            body: { error: { code: 'invoice_not_found', message: 'Invalid Invoice' } },
          },
        }),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'View invoice DEMO-0001' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Invoice');
      expect(open).not.toHaveBeenCalled();
    });

    it('says when the member has no invoices yet', async () => {
      await renderPurchases({ fetch: fetchFrom({ '/purchases': reply([]), ...NO_INVOICES }) });

      expect(await screen.findByText("You don't have any invoices yet.")).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Invoices' })).not.toBeInTheDocument();
    });

    it('offers a retry when the invoices cannot be loaded', async () => {
      const fetch = fetchFrom({
        '/purchases': reply([]),
        '/invoices': { status: 503, body: { error: { code: 'unavailable', message: 'x' } } },
      });
      await renderPurchases({ fetch });

      expect(await screen.findByRole('alert')).toHaveTextContent("Your invoices couldn't be loaded.");
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(callsTo(fetch, '/invoices')).toBe(2));
    });
  });
});
