import type { ReactAppOrParcel } from 'single-spa-react';
import type { Locale } from '../i18n/locales';
import type { ModalParcelProps, RouteParcelProps } from './ParcelProps';
import type { RemoteName } from './RemoteName';
import type { ModalId } from './routeTable';
import type { SlotParcelProps } from './slots';
import type { SlotBlockType } from '../content/Block';

/** One locale's strings of a remote: a flat record, in `src/i18n/<locale>.ts` as `export const strings`. */
export interface RemoteStringsModule {
  strings: Readonly<Record<string, string>>;
}

/** Loads one locale's strings, e.g. `() => import('./i18n/es')`: each locale is its own lazily loaded chunk. */
export type RemoteStringsLoader = () => Promise<RemoteStringsModule>;

/** The typed description a remote gives of itself; it must agree with ROUTE_TABLE and MODAL_OWNERS. */
export interface RemoteDefinition {
  id: RemoteName;
  /** Path prefixes this remote renders. */
  routes: readonly string[];
  modals: readonly ModalId[];
  /** Blocks of its domain it draws inside pages (must agree with SLOT_OWNERS). */
  slots?: readonly SlotBlockType[];
  i18nNamespace: string;
  /**
   * The locales the remote has strings for, added to the shell's i18next under i18nNamespace for the current
   * locale when it loads. English is always there: every other locale falls back to it key by key.
   */
  resources: { en: RemoteStringsLoader } & Partial<Record<Locale, RemoteStringsLoader>>;
}

/** A parcel as single-spa-react builds it; the shell mounts it with <Parcel config={…} />. */
export type StrideParcel<P> = ReactAppOrParcel<P>;

/** What a remote's './entry' module exports. */
export interface RemoteEntryModule {
  definition: RemoteDefinition;
  parcels: {
    route?: StrideParcel<RouteParcelProps>;
    modals?: Partial<Record<ModalId, StrideParcel<ModalParcelProps>>>;
    slots?: Partial<Record<SlotBlockType, StrideParcel<SlotParcelProps>>>;
  };
}
