import { MODAL_IDS } from '@stride/shared';
import { makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-messaging parcels', () => {
  it('mounts the route parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.route!, { ...props, path: '/me/messages' });
    expect(mounted.domElement).toHaveTextContent('Messages');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });

  it.each(MODAL_IDS.filter((id) => parcels.modals?.[id]))(
    'mounts the %s modal parcel and unmounts it cleanly',
    async (modal) => {
      const props = await makeParcelProps();
      const mounted = await mountParcel(parcels.modals![modal]!, { ...props, modal, close: jest.fn() });
      expect(mounted.domElement.querySelector('dialog')).not.toBeNull();
      await mounted.unmount();
      expect(mounted.domElement).toBeEmptyDOMElement();
    },
  );
});
