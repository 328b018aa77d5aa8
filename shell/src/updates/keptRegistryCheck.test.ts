import type { RemoteRegistry } from '@stride/shared';
import { KEPT_RELOAD_GUARD_MS, keptRegistryCheck, mayReloadForRelease } from './keptRegistryCheck';

const registryWith = (version: string): RemoteRegistry => ({
  remotes: { 'mfe-content': { version, url: `/remotes/mfe-content/${version}/remoteEntry.js`, channel: 'stable' } },
});

describe('keptRegistryCheck', () => {
  it('runs a kept page whose versions the server still serves', async () => {
    await expect(keptRegistryCheck(registryWith('c1'), async () => registryWith('c1'))).resolves.toBe('current');
  });

  it('refuses a kept page drawn before a release', async () => {
    await expect(keptRegistryCheck(registryWith('c1'), async () => registryWith('c2'))).resolves.toBe('released');
  });

  it('does not know when offline or when the server fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(keptRegistryCheck(registryWith('c1'), offline)).resolves.toBe('unknown');
    const failing = () => Promise.resolve({} as RemoteRegistry);
    await expect(keptRegistryCheck(registryWith('c1'), failing)).resolves.toBe('unknown');
  });

  it('does not know when the network does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const answer = keptRegistryCheck(registryWith('c1'), () => new Promise<RemoteRegistry>(() => undefined), 3000);
      jest.advanceTimersByTime(2999);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(answer).resolves.toBe('unknown');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('mayReloadForRelease', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads a path once for a release, not again at once: a worker that did not hear of it cannot loop', () => {
    expect(mayReloadForRelease(window.sessionStorage, '/programs', 1_000)).toBe(true);
    expect(mayReloadForRelease(window.sessionStorage, '/programs', 2_000)).toBe(false);
    expect(mayReloadForRelease(window.sessionStorage, '/', 2_000)).toBe(true);
    expect(mayReloadForRelease(window.sessionStorage, '/programs', 1_000 + KEPT_RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads once without storage', () => {
    expect(mayReloadForRelease(null, '/programs')).toBe(true);
  });
});
