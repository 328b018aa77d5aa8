import { fetchFrom, makeParcelProps, mountParcel, signedIn } from '@stride/shared/testing';
import { waitFor } from '@testing-library/react';
import { parcels } from './parcels';
import { INVOICE_ID, makeInvoice, makeProduct } from './testing/checkoutFixtures';

describe('mfe-checkout parcels', () => {
  it('mounts the checkout modal parcel on the products of the URL and unmounts it cleanly', async () => {
    const props = await makeParcelProps({
      location: { search: '?products=prod-1' },
      fetch: fetchFrom({ '/products/list': { status: 200, body: { products: [makeProduct()] } } }),
    });
    const mounted = await mountParcel(parcels.modals!.checkout!, { ...props, modal: 'checkout', close: jest.fn() });
    await waitFor(() => expect(mounted.domElement).toHaveTextContent('Strength Mastery'));
    expect(mounted.domElement).toHaveTextContent('Choose your plan');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });

  it('mounts the route parcel on /me/invoices/{id} with the invoice, and unmounts it cleanly', async () => {
    const path = `/me/invoices/${INVOICE_ID}`;
    const props = await makeParcelProps({
      session: signedIn(),
      location: { pathname: path },
      fetch: fetchFrom({ [`/invoices/${INVOICE_ID}`]: { status: 200, body: { invoice: makeInvoice() } } }),
    });
    const mounted = await mountParcel(parcels.route!, { ...props, path });
    await waitFor(() => expect(mounted.domElement).toHaveTextContent('Invoice INV-0042'));
    expect(mounted.domElement).toHaveTextContent('Demo Fitness');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
