/**
 * A small in-process cache whose entries expire after `ttlMs`, holding at most `maxEntries` (oldest
 * dropped first). Hot reads (tenant by slug, public page JSON) stay off the database. Another API process's
 * change reaches it as a forget through the cache peers (applyInvalidation); the TTL is the bound only for a
 * process cut off from them.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /**
   * Counts the forgets (delete, deleteWhere, clear). A read that began before a forget may have read what the
   * forget was about: its caller compares the count it started at and does not cache what it read.
   */
  get generation(): number {
    return this.forgets;
  }

  delete(key: string): void {
    this.forgets += 1;
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (an invalidation by something other than the key). */
  deleteWhere(matches: (value: V) => boolean): void {
    this.forgets += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.forgets += 1;
    this.entries.clear();
  }

  /**
   * Loads and caches a value on a miss; a null result is not cached (an unknown key may appear later), nor one
   * read while something was forgotten.
   */
  async getOrLoad(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const startedAt = this.forgets;
    const value = await load();
    if (value !== null && startedAt === this.forgets) this.set(key, value);
    return value;
  }
}
