import { makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-schedule parcels', () => {
  it('mounts the route parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.route!, { ...props, path: '/me/schedule' });
    expect(mounted.domElement).toHaveTextContent('Schedule');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
