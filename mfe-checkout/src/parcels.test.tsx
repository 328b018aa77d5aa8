import { makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-checkout parcels', () => {
  it('mounts the checkout modal parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps({ location: { search: '?products=p1' } });
    const mounted = await mountParcel(parcels.modals!.checkout!, { ...props, modal: 'checkout', close: jest.fn() });
    expect(mounted.domElement).toHaveTextContent('Checkout');
    expect(mounted.domElement).toHaveTextContent('p1');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
