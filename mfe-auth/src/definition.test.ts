import { expectedOwnership } from '../../shared/test/expectedOwnership';
import { definition } from './definition';
import { parcels } from './parcels';

describe('mfe-auth definition', () => {
  it('claims exactly the routes and modals the shared tables give it, and only slots it owns', () => {
    const owned = expectedOwnership('mfe-auth');
    expect(definition.id).toBe('mfe-auth');
    expect([...definition.routes]).toEqual(owned.routes);
    expect([...definition.modals]).toEqual(owned.modals);
    // A remote exposes a slot once it implements that block; until then the shell shows "not available yet".
    expect(owned.slots).toEqual(expect.arrayContaining([...definition.slots]));
  });

  it('exposes a parcel for every modal it claims and nothing else', () => {
    expect(parcels.route).toBeUndefined();
    expect(Object.keys(parcels.modals ?? {})).toEqual([...definition.modals]);
    expect(Object.keys(parcels.slots ?? {})).toEqual([...definition.slots]);
  });
});
