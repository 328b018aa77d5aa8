import { TtlCache } from './TtlCache';

describe('TtlCache', () => {
  it('returns a value until its time to live has passed', () => {
    let now = 1000;
    const cache = new TtlCache<string>(50, 10, () => now);
    cache.set('a', 'one');
    now = 1049;
    expect(cache.get('a')).toBe('one');
    now = 1050;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads once on a miss and does not cache a missing value', async () => {
    const cache = new TtlCache<string>(1000, 10);
    const load = jest.fn(async () => 'loaded');
    expect(await cache.getOrLoad('k', load)).toBe('loaded');
    expect(await cache.getOrLoad('k', load)).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
    const missing = jest.fn(async () => null);
    await cache.getOrLoad('gone', missing);
    await cache.getOrLoad('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('drops the entries whose value matches, whatever their key', () => {
    const cache = new TtlCache<{ owner: string }>(1000, 10);
    cache.set('a', { owner: 'x' });
    cache.set('b', { owner: 'y' });
    cache.set('c', { owner: 'x' });
    cache.deleteWhere((value) => value.owner === 'x');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { owner: 'y' }, undefined]);
  });

  it('does not cache a load during which an entry was forgotten: it may have read what was forgotten', async () => {
    const cache = new TtlCache<string>(1000, 10);
    let finish: (value: string) => void = () => {};
    const loading = cache.getOrLoad('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete('other');
    finish('read before the forget');
    expect(await loading).toBe('read before the forget');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 'read after')).toBe('read after');
    expect(cache.get('k')).toBe('read after');
  });

  it('forgets everything at once when cleared', () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1);
    cache.set('b', 2);
    const generation = cache.generation;
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.generation).toBeGreaterThan(generation);
  });
});
