import type { RemoteEntryModule, RemoteName } from '..';
import { expectedOwnership } from './expectedOwnership';

/** The contract every remote's './entry' keeps with the shared route, modal and slot tables. */
export function describeRemoteDefinition(remote: RemoteName, { definition, parcels }: RemoteEntryModule): void {
  describe(`${remote} definition`, () => {
    it('claims exactly the routes and modals the shared tables give it, and only slots it owns', () => {
      const owned = expectedOwnership(remote);
      expect(definition.id).toBe(remote);
      expect([...definition.routes]).toEqual(owned.routes);
      expect([...definition.modals]).toEqual(owned.modals);
      // A remote exposes a slot once it implements that block; until then the shell shows "not available yet".
      expect(owned.slots).toEqual(expect.arrayContaining([...definition.slots]));
    });

    it('exposes a parcel for its routes and for every modal and slot it claims, and nothing else', () => {
      expect(Boolean(parcels.route)).toBe(definition.routes.length > 0);
      expect(Object.keys(parcels.modals ?? {}).sort()).toEqual([...definition.modals].sort());
      expect(Object.keys(parcels.slots ?? {}).sort()).toEqual([...definition.slots].sort());
    });

    it('ships English strings for its namespace', () => {
      expect(definition.i18nNamespace).toMatch(/^[a-z]+$/);
      expect(Object.keys(definition.resources.en ?? {}).length).toBeGreaterThan(0);
    });
  });
}
