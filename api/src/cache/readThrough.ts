import type { TtlCache } from './TtlCache';

/**
 * The value of `key` from `cache` when fresh; else one `read` shared by every caller until it lands. A read
 * during which the cache forgot anything is not kept (it may hold what was forgotten), and a forget that also
 * drops the key's entry in `loading` sends later callers to a read of their own.
 */
export function readThrough<V>(
  cache: Pick<TtlCache<V>, 'get' | 'set' | 'generation'>,
  loading: Map<string, Promise<V>>,
  key: string,
  read: () => Promise<V>,
): Promise<V> {
  const cached = cache.get(key);
  if (cached !== undefined) return Promise.resolve(cached);
  const inFlight = loading.get(key);
  if (inFlight) return inFlight;
  const startedAt = cache.generation;
  const load: Promise<V> = read()
    .then((value) => {
      if (startedAt === cache.generation) cache.set(key, value);
      return value;
    })
    .finally(() => {
      if (loading.get(key) === load) loading.delete(key);
    });
  loading.set(key, load);
  return load;
}
