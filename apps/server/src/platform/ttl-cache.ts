/**
 * A small in-process cache whose entries expire after a fixed time: for catalog data that every
 * visitor reads alike and that may lag an operator's change by a few seconds. Concurrent misses of
 * one key share a single load; a failed load is not kept. At most `maxEntries` keys are held (the
 * oldest inserted goes first), so varied queries cannot grow it without bound.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    const value = load();
    if (this.entries.size >= this.maxEntries && !entry) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
