import type { RemoteRegistry } from '@stride/shared';
import { registryDiffers } from './UpdateWatcher';

/** How long a kept page waits for the server's word on its versions before running them anyway. */
export const KEPT_REGISTRY_CONFIRM_MS = 3_000;

/** Reloads for a release within this long of the last one, on the same path, are not made again. */
export const KEPT_RELOAD_GUARD_MS = 30_000;
const KEPT_RELOAD_GUARD_KEY = 'stride:kept-copy-reload';

/**
 * What the server says of the versions a kept page (the service worker's copy) was drawn with: `current`, or
 * `released` (a release came since: the page must be loaded again, not run), or `unknown` when it did not say in
 * time (offline, a server error, a network that hangs): then the kept versions run, as the device has them, and
 * the update watcher asks again.
 */
export async function keptRegistryCheck(
  kept: RemoteRegistry,
  fetchRegistry: () => Promise<RemoteRegistry>,
  timeoutMs = KEPT_REGISTRY_CONFIRM_MS,
): Promise<'current' | 'released' | 'unknown'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const served = await Promise.race([fetchRegistry(), timeout]);
    if (served === null) return 'unknown';
    return registryDiffers(served, (remote) => kept.remotes[remote]?.version ?? null) ? 'released' : 'current';
  } catch {
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the shell may reload `path` for a release now: once per path within KEPT_RELOAD_GUARD_MS, so a worker
 * that keeps answering with the old copy (it did not hear of the release) cannot make a reload loop.
 */
export function mayReloadForRelease(storage: Storage | null, path: string, now = Date.now()): boolean {
  try {
    const [lastPath, at] = (storage?.getItem(KEPT_RELOAD_GUARD_KEY) ?? '').split(' ');
    if (lastPath === path && now - Number(at) < KEPT_RELOAD_GUARD_MS) return false;
    storage?.setItem(KEPT_RELOAD_GUARD_KEY, `${path} ${now}`);
    return true;
  } catch {
    // Storage refused (a private mode): one reload is still right, and the worker heard of the release by now.
    return true;
  }
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What the shell does with a kept copy: `run` it (its versions are current), `reload` it for a release (once per
 * path), or run it and `recheck` at once (the server did not say in time, or a reload was just made).
 */
export async function keptCopyDecision(
  kept: RemoteRegistry,
  fetchRegistry: () => Promise<RemoteRegistry>,
  win: Window,
): Promise<'run' | 'reload' | 'recheck'> {
  const check = await keptRegistryCheck(kept, fetchRegistry);
  if (check === 'current') return 'run';
  return check === 'released' && mayReloadForRelease(sessionStorageOf(win), win.location.pathname)
    ? 'reload'
    : 'recheck';
}
