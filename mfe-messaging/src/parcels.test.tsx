import { MODAL_IDS } from '@stride/shared';
import { makeParcelProps, mountParcel } from '@stride/shared/testing';
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

  it('mounts the chat block parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.slots!.chat!, {
      ...props,
      block: { id: 'b', type: 'chat', thread_id: 't1' },
    });
    expect(mounted.domElement).toHaveTextContent('Log in to chat');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
