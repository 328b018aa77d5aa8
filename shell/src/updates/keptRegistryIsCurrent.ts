import type { RemoteRegistry } from '@stride/shared';
import { registryDiffers } from './UpdateWatcher';

/** How long a kept page waits for the server's word on its versions before running them anyway. */
export const KEPT_REGISTRY_CONFIRM_MS = 3_000;

/**
 * Whether the versions a kept page (the service worker's copy) was drawn with are still the ones the server serves
 * this device: false after a release, when the page must be loaded again rather than run. Offline, or on a network
 * that does not answer in time, the kept versions run: they are what the device has.
 */
export async function keptRegistryIsCurrent(
  kept: RemoteRegistry,
  fetchRegistry: () => Promise<RemoteRegistry>,
  timeoutMs = KEPT_REGISTRY_CONFIRM_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const served = await Promise.race([fetchRegistry(), timeout]);
    return served === null || !registryDiffers(served, (remote) => kept.remotes[remote]?.version ?? null);
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
