import type { PageData } from '../content/Page';
import type { RemoteRegistry } from '../remotes/RemoteRegistry';
import type { GlobalConfig } from './GlobalConfig';

/** Inlined by the API into index.html as <script id="stride-boot" type="application/json">, so boot needs no round trip. */
export interface BootData {
  apiBase: string;
  /** The device id the registry was computed for (also set as a cookie). */
  deviceId: string;
  registry: RemoteRegistry;
  config: GlobalConfig;
  /** The requested path's page JSON when it is public, so first content does not wait on a fetch. */
  page: { path: string; data: PageData } | null;
  /**
   * Set by the service worker when it answered with its kept copy of the page: the registry above is the one the
   * page was drawn with, to be confirmed with the server before any remote runs.
   */
  keptCopy?: boolean;
}

export const BOOT_ELEMENT_ID = 'stride-boot';
export const DEVICE_COOKIE = 'stride_device';
