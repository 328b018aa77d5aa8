import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_ENTRY_MODULE,
  REMOTE_NAMES,
  federationName,
  registerRemoteResources,
  type RemoteEntryModule,
  type RemoteFailureReport,
  type RemoteLocation,
  type RemoteName,
  type RemoteRegistry,
} from '@stride/shared';
import type { i18n as I18n } from 'i18next';

export type RemoteLoadResult =
  { ok: true; entry: RemoteEntryModule; version: string } | { ok: false; error: Error; version: string | null };

export interface RemoteLoaderOptions {
  registry: RemoteRegistry;
  i18n: I18n;
  /** POST /api/remotes/failures. Its own failure is ignored: reporting must never break the app. */
  reportFailure(report: RemoteFailureReport): Promise<unknown>;
  /** Runs a task when the browser is idle; prefetching must not compete with first content. */
  scheduleIdle?(task: () => void): void;
}

/** `mfe_content/entry`: the one module every remote exposes. */
function entryRequest(remote: RemoteName): string {
  return `${federationName(remote)}/${REMOTE_ENTRY_MODULE.replace(/^\.\//, '')}`;
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function isEntryModule(value: unknown, remote: RemoteName): value is RemoteEntryModule {
  if (typeof value !== 'object' || value === null) return false;
  const { definition, parcels } = value as Partial<RemoteEntryModule>;
  return definition?.id === remote && typeof parcels === 'object' && parcels !== null;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 200);
}

/**
 * Loads remotes by URL at run time: every registry entry is registered with the Module Federation runtime
 * at boot (no URL is baked into the build) and a remote's `./entry` is fetched only when first needed.
 * Loads never reject; a canary that fails is reported and replaced by its stable fallback.
 */
export class RemoteLoader {
  private readonly loads = new Map<RemoteName, Promise<RemoteLoadResult>>();
  private readonly onFallback = new Set<RemoteName>();

  constructor(private readonly options: RemoteLoaderOptions) {}

  register(): void {
    const remotes = REMOTE_NAMES.filter((remote) => this.has(remote)).map((remote) => this.runtimeRemote(remote));
    if (remotes.length) registerRemotes(remotes);
  }

  has(remote: RemoteName): boolean {
    return Boolean(this.options.registry.remotes[remote]);
  }

  /** The version this device runs now: the canary, or its fallback once the canary failed here. */
  version(remote: RemoteName): string | null {
    return this.location(remote)?.version ?? null;
  }

  load(remote: RemoteName): Promise<RemoteLoadResult> {
    let load = this.loads.get(remote);
    if (!load) {
      load = this.attempt(remote);
      this.loads.set(remote, load);
    }
    return load;
  }

  /** Loads again after a failure; the runtime forgets the failed entry so the script is fetched anew. */
  retry(remote: RemoteName): Promise<RemoteLoadResult> {
    this.loads.delete(remote);
    if (this.has(remote)) registerRemotes([this.runtimeRemote(remote)], { force: true });
    return this.load(remote);
  }

  /**
   * A loaded remote's parcel threw while mounting. The failure is recorded (so a broken canary shows in
   * the operator's counts); returns true when the device switched to the stable fallback, which the next
   * load() uses.
   */
  mountFailed(remote: RemoteName, error: unknown): boolean {
    this.report(remote, toError(error));
    if (!this.switchToFallback(remote)) return false;
    this.loads.delete(remote);
    return true;
  }

  /**
   * Loads the strings of `locale` for every remote loaded or loading, so a language change shows each
   * remote in the new language at once (English fills any key a locale lacks).
   */
  async loadStrings(locale: string): Promise<void> {
    await Promise.all(
      [...this.loads.values()].map(async (load) => {
        const result = await load;
        if (result.ok) await registerRemoteResources(this.options.i18n, result.entry.definition, locale);
      }),
    );
  }

  /** Fetches likely-next remotes' entries when idle, so opening them later is instant; nothing is mounted. */
  prefetch(remotes: readonly RemoteName[]): void {
    (this.options.scheduleIdle ?? whenIdle)(() => {
      const wanted = remotes.filter((remote) => this.has(remote) && !this.loads.has(remote));
      if (!wanted.length) return;
      preloadRemote(wanted.map((remote) => ({ nameOrAlias: federationName(remote) }))).catch(() => undefined);
    });
  }

  private location(remote: RemoteName): RemoteLocation | null {
    const entry = this.options.registry.remotes[remote];
    if (!entry) return null;
    return this.onFallback.has(remote) && entry.fallback ? entry.fallback : entry;
  }

  private runtimeRemote(remote: RemoteName): { name: string; entry: string } {
    return { name: federationName(remote), entry: this.location(remote)?.url ?? '' };
  }

  private async attempt(remote: RemoteName): Promise<RemoteLoadResult> {
    const location = this.location(remote);
    if (!location) return { ok: false, error: new Error(`${remote} has no release`), version: null };
    try {
      const entry: unknown = await loadRemote<RemoteEntryModule>(entryRequest(remote));
      if (!isEntryModule(entry, remote)) {
        throw new Error(`${remote}@${location.version} did not export its definition and parcels`);
      }
      // Its strings for the current locale (and English) are there before anything of it renders.
      await registerRemoteResources(this.options.i18n, entry.definition);
      return { ok: true, entry, version: location.version };
    } catch (caught) {
      const error = toError(caught);
      this.report(remote, error);
      if (this.switchToFallback(remote)) return this.attempt(remote);
      return { ok: false, error, version: location.version };
    }
  }

  private switchToFallback(remote: RemoteName): boolean {
    const entry = this.options.registry.remotes[remote];
    if (entry?.channel !== 'canary' || !entry.fallback || this.onFallback.has(remote)) return false;
    this.onFallback.add(remote);
    registerRemotes([this.runtimeRemote(remote)], { force: true });
    return true;
  }

  private report(remote: RemoteName, error: Error): void {
    const version = this.version(remote);
    if (!version) return;
    this.options
      .reportFailure({ remote, version, message: (error.message || error.name).slice(0, 2000) })
      .catch(() => undefined);
  }
}
