import { keepScreenAwake } from './wakeLock';

function fakeWakeLock() {
  const sentinels: { released: boolean; release: jest.Mock }[] = [];
  const request = jest.fn(async () => {
    const sentinel = {
      released: false,
      release: jest.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  return { nav: { wakeLock: { request } } as unknown as Navigator, request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepScreenAwake', () => {
  afterEach(() => setVisibility('visible'));

  it('asks for a screen wake lock and releases it at the end', async () => {
    const { nav, request, sentinels } = fakeWakeLock();
    const release = keepScreenAwake(nav, document);
    await Promise.resolve();
    expect(request).toHaveBeenCalledWith('screen');
    release();
    expect(sentinels[0]?.release).toHaveBeenCalled();
  });

  it('asks again when the page is visible again after the browser dropped the lock', async () => {
    const { nav, request, sentinels } = fakeWakeLock();
    const release = keepScreenAwake(nav, document);
    await Promise.resolve();
    sentinels[0]!.released = true;
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(2);
    release();
    setVisibility('hidden');
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('releases a lock granted after the end', async () => {
    const { nav, sentinels } = fakeWakeLock();
    const release = keepScreenAwake(nav, document);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(sentinels[0]?.release).toHaveBeenCalled();
  });

  it('does nothing where the browser has no Wake Lock, or refuses it', async () => {
    expect(() => keepScreenAwake({} as Navigator, document)()).not.toThrow();
    const refusing = { wakeLock: { request: jest.fn(() => Promise.reject(new Error('NotAllowedError'))) } };
    const release = keepScreenAwake(refusing as unknown as Navigator, document);
    await Promise.resolve();
    expect(() => release()).not.toThrow();
  });
});
