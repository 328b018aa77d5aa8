import type { RemoteRegistry } from '@stride/shared';
import { keptRegistryIsCurrent } from './keptRegistryIsCurrent';

const registryWith = (version: string): RemoteRegistry => ({
  remotes: { 'mfe-content': { version, url: `/remotes/mfe-content/${version}/remoteEntry.js`, channel: 'stable' } },
});

describe('keptRegistryIsCurrent', () => {
  it('runs a kept page whose versions the server still serves', async () => {
    await expect(keptRegistryIsCurrent(registryWith('c1'), async () => registryWith('c1'))).resolves.toBe(true);
  });

  it('refuses a kept page drawn before a release', async () => {
    await expect(keptRegistryIsCurrent(registryWith('c1'), async () => registryWith('c2'))).resolves.toBe(false);
  });

  it('runs what the device has when offline', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(keptRegistryIsCurrent(registryWith('c1'), offline)).resolves.toBe(true);
  });

  it('runs what the device has when the network does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const answer = keptRegistryIsCurrent(
        registryWith('c1'),
        () => new Promise<RemoteRegistry>(() => undefined),
        3000,
      );
      jest.advanceTimersByTime(2999);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(answer).resolves.toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
