import { expectedOwnership } from '../../shared/test/expectedOwnership';
import { definition } from './definition';
import { parcels } from './parcels';

describe('mfe-content definition', () => {
  it('claims exactly the routes and modals the shared tables give it, and only slots it owns', () => {
    const owned = expectedOwnership('mfe-content');
    expect(definition.id).toBe('mfe-content');
    expect([...definition.routes]).toEqual(owned.routes);
    expect([...definition.modals]).toEqual(owned.modals);
    // A remote exposes a slot once it implements that block; until then the shell shows "not available yet".
    expect(owned.slots).toEqual(expect.arrayContaining([...definition.slots]));
  });

  it('exposes a parcel for its route and nothing it does not own', () => {
    expect(parcels.route).toBeDefined();
    expect(Object.keys(parcels.modals ?? {})).toEqual([]);
    expect(Object.keys(parcels.slots ?? {})).toEqual([]);
  });

  it('ships English strings for its namespace', () => {
    expect(definition.i18nNamespace).toBe('content');
    expect(definition.resources.en?.notFoundTitle).toBe('Page Not Found');
  });
});
