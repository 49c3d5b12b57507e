import type { Clock } from '../ports';

/**
 * A small per-instance cache with a time-to-live and a size bound. It stores promises so concurrent misses
 * for one key share a single load; a failed load is not cached.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, ttlMs: (value: V) => number, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    const entry = { expires: Number.POSITIVE_INFINITY, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      // Map iteration order is insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    value.then(
      (v) => {
        entry.expires = this.clock.now() + ttlMs(v);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }
}
