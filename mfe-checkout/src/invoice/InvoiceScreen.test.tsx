import type { SessionSnapshot } from '@stride/shared';
import { GUEST, makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutRoot } from '../CheckoutRoot';
import { definition } from '../definition';
import { apiError, checkoutApiFake, ok, type FakeRoute } from '../testing/checkoutApiFake';
import { INVOICE_ID, makeInvoice } from '../testing/checkoutFixtures';

const member = signedIn(makeUser());

/** The route parcel's root on /me/invoices/{id}, as the shell mounts it, with the API faked. */
async function openInvoice({
  path = `/me/invoices/${INVOICE_ID}`,
  session = member,
  routes = { [`GET /invoices/${INVOICE_ID}`]: ok({ invoice: makeInvoice() }) },
}: { path?: string; session?: SessionSnapshot; routes?: Record<string, FakeRoute> } = {}) {
  const api = checkoutApiFake(routes);
  const props = await makeParcelProps({ definition, session, location: { pathname: path }, fetch: api.fetch });
  const rendered = renderInParcel(<CheckoutRoot target={{ kind: 'route', path }} />, props);
  return { ...rendered, api, props, user: userEvent.setup() };
}

/** The rows of the lines table as [header or description, amount]. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the invoice page (/me/invoices/{id})', () => {
  it('shows the seller, the customer, its lines and subtotal, discount, tax and total in a table with headers', async () => {
    const { api } = await openInvoice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0042' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Demo Fitness');
    const billedTo = screen.getByRole('region', { name: 'Billed to' });
    expect(billedTo).toHaveTextContent('Mia Member');
    expect(billedTo).toHaveTextContent('member@demo.test');
    expect(billedTo).toHaveTextContent('United Kingdom');

    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Description', 'Amount']);
    expect(rowsOf(table)).toEqual([
      ['Description', 'Amount'],
      ['Premium', '£9.99'],
      ['Meal plan', '£15.00'],
      ['Subtotal', '£24.99'],
      ['Discount', '-£5.00'],
      ['Tax', '£4.00'],
      ['Total', '£23.99'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Subtotal', 'Discount', 'Tax', 'Total']);
    expect(api.callsTo(`GET /invoices/${INVOICE_ID}`)).toHaveLength(1);
  });

  it('says it is Paid, with the dates issued, paid and the period in the member’s language and time zone', async () => {
    await openInvoice({
      session: signedIn(makeUser({ timezone: 'Asia/Tokyo' })),
      routes: {
        [`GET /invoices/${INVOICE_ID}`]: ok({
          invoice: makeInvoice({
            created_at: '2026-05-31T20:00:00Z',
            paid_at: '2026-05-31T20:01:00Z',
            period_start: '2026-05-31T20:00:00Z',
            period_end: '2026-06-30T20:00:00Z',
          }),
        }),
      },
    });
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Paid')).toHaveClass('checkout-invoice__status--paid');
    expect(term('Status')).toHaveTextContent('Paid');
    // 20:00 UTC on 31 May is 1 June in Tokyo.
    expect(term('Issued on')).toHaveTextContent('June 1, 2026');
    expect(term('Paid on')).toHaveTextContent('June 1, 2026');
    expect(term('Billing period')).toHaveTextContent(/June 1\s*–\s*July 1, 2026/);
    expect(term('Invoice number')).toHaveTextContent('INV-0042');
  });

  it('writes a yen total with no decimals', async () => {
    await openInvoice({
      routes: {
        [`GET /invoices/${INVOICE_ID}`]: ok({
          invoice: makeInvoice({
            currency: 'JPY',
            lines: [{ title: 'Premium', amount_cents: 4900 }],
            subtotal_cents: 4900,
            discount_cents: 0,
            tax_cents: 0,
            total_cents: 4900,
            customer: { name: 'Mia Member', email: 'member@demo.test', country: null },
          }),
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(rowsOf(table)).toEqual([
      ['Description', 'Amount'],
      ['Premium', '¥4,900'],
      ['Subtotal', '¥4,900'],
      ['Tax', '¥0'],
      ['Total', '¥4,900'],
    ]);
  });

  it('prints the page with the Print button (window.print)', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const { user } = await openInvoice();
      await user.click(await screen.findByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  it('says Invalid Invoice for an invoice the API does not know (404), with the way back to purchases', async () => {
    const { props, user } = await openInvoice({
      routes: { [`GET /invoices/${INVOICE_ID}`]: apiError(404, 'invoice_not_found', 'Invalid Invoice') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Invoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to purchases' });
    expect(back).toHaveAttribute('href', '/me/purchases');
    await user.click(back);
    expect(props.navigate).toHaveBeenCalledWith('/me/purchases');
  });

  it('says Invalid Invoice for a malformed id without asking the API', async () => {
    const { api } = await openInvoice({ path: '/me/invoices/INV-0042', routes: {} });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Invoice');
    expect(api.calls).toEqual([]);
  });

  it('offers Retry when the invoice could not be loaded for another reason', async () => {
    const { user } = await openInvoice({
      routes: { [`GET /invoices/${INVOICE_ID}`]: [apiError(403, 'forbidden'), ok({ invoice: makeInvoice() })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0042' })).toBeInTheDocument();
  });

  it('asks a guest to log in (#auth) without asking the API', async () => {
    const { api, props, user } = await openInvoice({ session: GUEST, routes: {} });
    expect(screen.getByText('Log in to see this invoice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toContainEqual({ type: 'modal:open', payload: { modal: 'auth', params: expect.anything() } });
    expect(api.calls).toEqual([]);
  });

  it('is written in the member’s language (Arabic)', async () => {
    const api = checkoutApiFake({ [`GET /invoices/${INVOICE_ID}`]: ok({ invoice: makeInvoice() }) });
    const props = await makeParcelProps({
      definition,
      session: member,
      language: 'ar',
      location: { pathname: `/me/invoices/${INVOICE_ID}` },
      fetch: api.fetch,
    });
    renderInParcel(<CheckoutRoot target={{ kind: 'route', path: `/me/invoices/${INVOICE_ID}` }} />, props);
    expect(await screen.findByRole('heading', { level: 1, name: 'الفاتورة INV-0042' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'البنود' })).toBeInTheDocument();
  });
});
