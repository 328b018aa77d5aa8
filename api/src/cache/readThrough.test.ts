import { readThrough } from './readThrough';
import { TtlCache } from './TtlCache';

describe('readThrough', () => {
  it('shares one read between concurrent misses, then answers from the cache', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    const loading = new Map<string, Promise<string>>();
    const read = jest.fn(async () => 'value');
    const [a, b] = await Promise.all([
      readThrough(cache, loading, 'app', read),
      readThrough(cache, loading, 'app', read),
    ]);
    expect([a, b]).toEqual(['value', 'value']);
    expect(await readThrough(cache, loading, 'app', read)).toBe('value');
    expect(read).toHaveBeenCalledTimes(1);
    expect(loading.size).toBe(0);
  });

  it('reads again after a failed read, caching nothing from it', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    const loading = new Map<string, Promise<string>>();
    await expect(readThrough(cache, loading, 'app', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(loading.size).toBe(0);
    expect(await readThrough(cache, loading, 'app', async () => 'back')).toBe('back');
  });

  it('keeps no read during which the cache forgot something, and a forgotten read is not shared', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    const loading = new Map<string, Promise<string>>();
    let finish: (value: string) => void = () => {};
    const before = readThrough(cache, loading, 'app', () => new Promise<string>((resolve) => (finish = resolve)));
    // A forget of the app, as applyInvalidation does: its entry and the read under way.
    cache.delete('app');
    loading.delete('app');
    const after = readThrough(cache, loading, 'app', async () => 'after the change');
    finish('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(cache.get('app')).toBe('after the change');
    expect(loading.size).toBe(0);
  });
});
