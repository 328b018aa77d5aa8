import { fetchFrom, makeParcelProps, mountParcel } from '@stride/shared/testing';
import { waitFor } from '@testing-library/react';
import { parcels } from './parcels';
import { makeProduct } from './testing/checkoutFixtures';

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
});
