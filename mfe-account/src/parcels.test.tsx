import { MODAL_IDS } from '@stride/shared';
import { makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-account parcels', () => {
  it('mounts the route parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.route!, { ...props, path: '/me' });
    expect(mounted.domElement).toHaveTextContent('My content');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });

  it('mounts the my content screen for /me/content', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.route!, { ...props, path: '/me/content' });
    expect(mounted.domElement.querySelector('h1')).toHaveTextContent('My content');
    expect(mounted.domElement).toHaveTextContent('Log in to see your saved pages, programs, packs and events.');
    await mounted.unmount();
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
