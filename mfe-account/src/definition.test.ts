import { expectedOwnership } from '../../shared/test/expectedOwnership';
import { definition } from './definition';
import { parcels } from './parcels';

describe('mfe-account definition', () => {
  it('claims exactly the routes and modals the shared tables give it, and only slots it owns', () => {
    const owned = expectedOwnership('mfe-account');
    expect(definition.id).toBe('mfe-account');
    expect([...definition.routes]).toEqual(owned.routes);
    expect([...definition.modals]).toEqual(owned.modals);
    // A remote exposes a slot once it implements that block; until then the shell shows "not available yet".
    expect(owned.slots).toEqual(expect.arrayContaining([...definition.slots]));
  });

  it('exposes a parcel for its route and for every modal and slot it claims', () => {
    expect(parcels.route).toBeDefined();
    expect(Object.keys(parcels.modals ?? {}).sort()).toEqual([...definition.modals].sort());
    expect(Object.keys(parcels.slots ?? {})).toEqual([...definition.slots]);
  });
});
