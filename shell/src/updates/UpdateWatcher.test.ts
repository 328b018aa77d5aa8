import type { RemoteName, RemoteRegistry } from '@stride/shared';
import { registryDiffers, UPDATE_CHECK_INTERVAL_MS, UpdateWatcher } from './UpdateWatcher';

const loaded: Partial<Record<RemoteName, string>> = { 'mfe-content': '1.0.0', 'mfe-auth': '2.0.0' };
const loadedVersion = (remote: RemoteName) => loaded[remote] ?? null;

function registry(content: string, extra: Partial<RemoteRegistry['remotes']> = {}): RemoteRegistry {
  return {
    remotes: {
      'mfe-content': { version: content, url: `/remotes/mfe-content/${content}/remoteEntry.js`, channel: 'stable' },
      'mfe-auth': { version: '2.0.0', url: '/remotes/mfe-auth/2.0.0/remoteEntry.js', channel: 'stable' },
      ...extra,
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('app updates', () => {
  it('finds an update when a remote this page runs is served in another version', () => {
    expect(registryDiffers(registry('1.0.0'), loadedVersion)).toBe(false);
    expect(registryDiffers(registry('1.1.0'), loadedVersion)).toBe(true);
  });

  it('ignores remotes released after this page loaded, and a canary this device fell back from', () => {
    const withNewRemote = registry('1.0.0', {
      'mfe-account': { version: '1.0.0', url: '/remotes/mfe-account/1.0.0/remoteEntry.js', channel: 'stable' },
    });
    expect(registryDiffers(withNewRemote, loadedVersion)).toBe(false);
    const canary = registry('1.0.0', {
      'mfe-auth': {
        version: '3.0.0-canary',
        url: '/remotes/mfe-auth/3.0.0-canary/remoteEntry.js',
        channel: 'canary',
        fallback: { version: '2.0.0', url: '/remotes/mfe-auth/2.0.0/remoteEntry.js' },
      },
    });
    expect(registryDiffers(canary, loadedVersion)).toBe(false);
  });

  it('asks for the registry when the page becomes visible and every five minutes, and stays waiting', async () => {
    jest.useFakeTimers();
    const fetchRegistry = jest.fn<Promise<RemoteRegistry>, []>().mockResolvedValue(registry('1.0.0'));
    const watcher = new UpdateWatcher({ fetchRegistry, loadedVersion });
    const stop = watcher.start();
    try {
      expect(fetchRegistry).not.toHaveBeenCalled();
      setVisibility('hidden');
      expect(fetchRegistry).not.toHaveBeenCalled();
      setVisibility('visible');
      await jest.advanceTimersByTimeAsync(0);
      expect(fetchRegistry).toHaveBeenCalledTimes(1);
      expect(watcher.isWaiting()).toBe(false);

      fetchRegistry.mockResolvedValue(registry('1.1.0'));
      await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      expect(fetchRegistry).toHaveBeenCalledTimes(2);
      expect(watcher.isWaiting()).toBe(true);

      await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      expect(fetchRegistry).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      jest.useRealTimers();
    }
  });

  it('keeps running what it has when the registry cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const watcher = new UpdateWatcher({ fetchRegistry: () => Promise.reject(new Error('offline')), loadedVersion });
      await watcher.check();
      expect(watcher.isWaiting()).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('stops asking once stopped', async () => {
    jest.useFakeTimers();
    try {
      const fetchRegistry = jest.fn<Promise<RemoteRegistry>, []>().mockResolvedValue(registry('1.0.0'));
      new UpdateWatcher({ fetchRegistry, loadedVersion }).start()();
      setVisibility('visible');
      await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      expect(fetchRegistry).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
