import { LOCALES, type RemoteEntryModule, type RemoteName } from '..';
import { localeStringProblems } from '../i18n/localeStringProblems';
import { expectedOwnership } from './expectedOwnership';

/** The contract every remote's './entry' keeps with the shared route and modal tables and the strings layout. */
export function describeRemoteDefinition(remote: RemoteName, { definition, parcels }: RemoteEntryModule): void {
  describe(`${remote} definition`, () => {
    it('claims exactly the routes, modals and slot blocks the shared tables give it', () => {
      const owned = expectedOwnership(remote);
      expect(definition.id).toBe(remote);
      expect([...definition.routes]).toEqual(owned.routes);
      expect([...definition.modals]).toEqual(owned.modals);
      expect([...(definition.slots ?? [])]).toEqual(owned.slots);
    });

    it('exposes a parcel for its routes and for every modal and slot block it claims, and nothing else', () => {
      const expected = [
        ...(definition.routes.length > 0 ? ['route'] : []),
        ...(definition.modals.length > 0 ? ['modals'] : []),
        ...((definition.slots ?? []).length > 0 ? ['slots'] : []),
      ];
      expect(Object.keys(parcels).sort()).toEqual(expected.sort());
      expect(Object.keys(parcels.modals ?? {}).sort()).toEqual([...definition.modals].sort());
      expect(Object.keys(parcels.slots ?? {}).sort()).toEqual([...(definition.slots ?? [])].sort());
    });

    it('ships its namespace in every locale, each complete against English with its plural categories', async () => {
      expect(definition.i18nNamespace).toMatch(/^[a-z]+$/);
      const english = (await definition.resources.en()).strings;
      expect(Object.keys(english).length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const load = definition.resources[locale];
        expect({ locale, loads: Boolean(load) }).toEqual({ locale, loads: true });
        if (load) expect(localeStringProblems(english, locale, (await load()).strings)).toEqual([]);
      }
    });
  });
}
