import type { ReactAppOrParcel } from 'single-spa-react';
import type { Locale } from '../i18n/locales';
import type { ModalParcelProps, RouteParcelProps, SlotParcelProps } from './ParcelProps';
import type { RemoteName } from './RemoteName';
import type { ModalId, SlotName } from './routeTable';

/** The typed description a remote gives of itself; it must agree with ROUTE_TABLE, MODAL_OWNERS and SLOT_OWNERS. */
export interface RemoteDefinition {
  id: RemoteName;
  /** Path prefixes this remote renders. */
  routes: readonly string[];
  modals: readonly ModalId[];
  slots: readonly SlotName[];
  i18nNamespace: string;
  /** Translations the remote ships, added to the shell's i18next under i18nNamespace when it loads. */
  resources: Partial<Record<Locale, Record<string, string>>>;
}

/** A parcel as single-spa-react builds it; the shell mounts it with <Parcel config={…} />. */
export type StrideParcel<P> = ReactAppOrParcel<P>;

/** What a remote's './entry' module exports. */
export interface RemoteEntryModule {
  definition: RemoteDefinition;
  parcels: {
    route?: StrideParcel<RouteParcelProps>;
    modals?: Partial<Record<ModalId, StrideParcel<ModalParcelProps>>>;
    slots?: Partial<Record<SlotName, StrideParcel<SlotParcelProps>>>;
  };
}
