import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../api/ApiClient';
import type { StrideBus } from '../bus/StrideEvents';
import type { GlobalConfig } from '../config/GlobalConfig';
import type { SessionSnapshot } from '../session/Session';
import type { ColorModeService } from '../theme/colorMode';
import type { RealtimeService } from '../messaging/realtime';
import type { SlotBlock } from '../content/Block';
import type { ModalId } from './routeTable';
import type { SlotOutlet } from './slots';

/** What the shell hands every parcel it mounts. A remote reaches the rest of the app only through this. */
export interface StrideParcelContext {
  bus: StrideBus;
  api: ApiClient;
  /** The shell's one React Query client: a remote wraps its tree in a provider with it. */
  queryClient: QueryClient;
  i18n: I18n;
  /** The colour mode; stable for the shell's lifetime (follow it with its subscribe). */
  colorMode: ColorModeService;
  /** The one realtime connection (Pusher protocol); stable for the shell's lifetime. */
  realtime: RealtimeService;
  session: SessionSnapshot;
  /** The app's global config. Not `config`: single-spa-react's <Parcel> keeps that prop name for itself. */
  appConfig: GlobalConfig;
  location: { pathname: string; search: string; hash: string };
  navigate(to: string, options?: { replace?: boolean }): void;
  /** True when the previous history entry is a page of this app, so `back()` stays inside it. */
  canGoBack(): boolean;
  /** The browser's back: call it only when `canGoBack()`, else navigate somewhere in the app instead. */
  back(): void;
  /** `?page-builder`: every page accessible, preview width 375, no static page fetch (spec §2). */
  pageBuilder: boolean;
  /** True while the hash starts with the start marker: no automatic purchase or login prompt. */
  suppressPrompts: boolean;
  /**
   * True when a newer release of the app is waiting (the shell compares GET /api/remotes with the versions it
   * loaded): following a link should then reload the app (`app:reload-to`) instead of navigating in place.
   */
  updateWaiting(): boolean;
  /** Mounts another remote's block (SLOT_OWNERS) in this parcel; absent where no shell runs (server render, tests). */
  slotOutlet?: SlotOutlet;
}

export interface RouteParcelProps extends StrideParcelContext {
  /** The path this parcel renders (location.pathname without the app's base). */
  path: string;
}

export interface ModalParcelProps extends StrideParcelContext {
  modal: ModalId;
  /** Removes this modal's hash; the shell unmounts the parcel. */
  close(): void;
}

/**
 * What a remote's one root component is asked to draw: its route area at `path`, or one of its hash modals.
 * `createRemoteParcels` builds every parcel of a remote from its definition; each renders the root with one.
 */
export type ParcelTarget =
  | { kind: 'route'; path: string }
  | { kind: 'modal'; modal: ModalId; close(): void }
  | { kind: 'slot'; block: SlotBlock };

export interface RemoteRootProps {
  target: ParcelTarget;
}
