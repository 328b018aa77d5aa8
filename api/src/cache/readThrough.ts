import type { TtlCache } from './TtlCache';

/** The value of `key` from `cache` when fresh; else one `read` shared by every caller until it lands. */
export function readThrough<V>(
  cache: Pick<TtlCache<V>, 'get' | 'set'>,
  loading: Map<string, Promise<V>>,
  key: string,
  read: () => Promise<V>,
): Promise<V> {
  const cached = cache.get(key);
  if (cached !== undefined) return Promise.resolve(cached);
  const inFlight = loading.get(key);
  if (inFlight) return inFlight;
  const load = read()
    .then((value) => {
      cache.set(key, value);
      return value;
    })
    .finally(() => loading.delete(key));
  loading.set(key, load);
  return load;
}
