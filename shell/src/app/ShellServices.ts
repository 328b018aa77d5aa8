import type { ApiClient, GlobalConfig, ModalId, SlotProps, StrideBus } from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { SessionStore } from '../session/SessionStore';
import type { ParcelContextStore } from '../slots/parcelContextStore';
import type { SlotLoader } from '../slots/RemoteSlot';

/** Everything the composition root creates once and the shell's components share. */
export interface ShellServices {
  bus: StrideBus;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: I18n;
  config: GlobalConfig;
  session: SessionStore;
  loader: SlotLoader;
  contextStore: ParcelContextStore;
  Slot: ComponentType<SlotProps>;
  /** Modals whose owning remote has a release. */
  registeredModals: readonly ModalId[];
  pageBuilder: boolean;
  /** True once a newer release than the loaded one is served (shell/src/updates). */
  updateWaiting(): boolean;
}
