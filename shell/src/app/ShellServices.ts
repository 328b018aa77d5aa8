import type {
  ApiClient,
  ColorModeService,
  GlobalConfig,
  ModalId,
  RealtimeService,
  SlotOutlet,
  StrideBus,
} from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { SessionStore } from '../session/SessionStore';
import type { ParcelLoader } from '../remotes/RemoteParcel';

/** Everything the composition root creates once and the shell's components share. */
export interface ShellServices {
  bus: StrideBus;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: I18n;
  config: GlobalConfig;
  colorMode: ColorModeService;
  /** The one realtime connection (createRealtimeService). */
  realtime: RealtimeService;
  session: SessionStore;
  loader: ParcelLoader;
  /** Modals whose owning remote has a release. */
  registeredModals: readonly ModalId[];
  pageBuilder: boolean;
  /** True once a newer release than the loaded one is served (shell/src/updates). */
  updateWaiting(): boolean;
  /** Mounts another remote's block inside a parcel (createSlotOutlet); absent, parcels draw their placeholder. */
  slotOutlet?: SlotOutlet;
}
