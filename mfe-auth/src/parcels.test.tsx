import { makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-auth parcels', () => {
  it('mounts the auth modal parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.modals!.auth!, { ...props, modal: 'auth', close: jest.fn() });
    expect(mounted.domElement).toHaveTextContent('Log in');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
