/** Spec §9: the translation memory cache keeps 250 keys. */
export const TRANSLATION_CACHE_LIMIT = 250;

/** A memory cache of at most `limit` keys; adding one more drops the oldest added (spec §9 "oldest dropped"). */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number = TRANSLATION_CACHE_LIMIT) {}

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
