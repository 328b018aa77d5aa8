import { makeParcelProps, mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';

describe('mfe-schedule parcels', () => {
  it('mounts the route parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps();
    const mounted = await mountParcel(parcels.route!, { ...props, path: '/me/schedule' });
    expect(mounted.domElement).toHaveTextContent('Schedule');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });

  it('mounts the calendar block parcel and unmounts it cleanly', async () => {
    const props = await makeParcelProps({ location: { pathname: '/events' }, pageBuilder: true });
    const mounted = await mountParcel(parcels.slots!.calendar!, { ...props, block: { id: 'b', type: 'calendar' } });
    expect(mounted.domElement).toHaveTextContent("This calendar isn't available here.");
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
