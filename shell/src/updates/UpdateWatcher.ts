import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@stride/shared';

/** How often the shell asks for the registry while the app stays open. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

export interface UpdateWatcherOptions {
  /** GET /api/remotes for this device. */
  fetchRegistry(): Promise<RemoteRegistry>;
  /** The version of a remote this page runs (RemoteLoader.version): null when it had no release at boot. */
  loadedVersion(remote: RemoteName): string | null;
  intervalMs?: number;
}

/** True when the served registry offers a remote in another version than the one this page runs. */
export function registryDiffers(registry: RemoteRegistry, loadedVersion: (remote: RemoteName) => string | null) {
  return REMOTE_NAMES.some((remote) => {
    const loaded = loadedVersion(remote);
    const served = registry.remotes[remote];
    // A remote released after boot, or withdrawn since, changes no code this page runs.
    if (loaded === null || !served) return false;
    // A device that fell back from a failing canary keeps being offered that canary: the fallback is current.
    return served.version !== loaded && served.fallback?.version !== loaded;
  });
}

/**
 * Notices a new release while the app is open: the registry is asked again when the page becomes visible
 * and every five minutes. Once an update is waiting it stays waiting (the next full load picks it up).
 */
export class UpdateWatcher {
  private waiting = false;
  private checking = false;

  constructor(private readonly options: UpdateWatcherOptions) {}

  isWaiting = (): boolean => this.waiting;

  async check(): Promise<void> {
    if (this.waiting || this.checking) return;
    this.checking = true;
    try {
      const registry = await this.options.fetchRegistry();
      if (isRegistry(registry)) this.waiting = registryDiffers(registry, this.options.loadedVersion);
    } catch (error) {
      // Offline or a server hiccup: the app keeps running what it has, and asks again later.
      console.warn('Could not check for an app update', error);
    } finally {
      this.checking = false;
    }
  }

  /** Starts watching; returns the function that stops it. */
  start(): () => void {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void this.check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => void this.check(), this.options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }
}

// The worker's rules have the same check (serviceWorkerRules.isRegistry); importing it from there put 52 more
// bytes (gzip) on the first load, which is at its budget.
function isRegistry(value: unknown): value is RemoteRegistry {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  return typeof remotes === 'object' && remotes !== null;
}
