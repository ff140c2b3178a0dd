import { type CacheCounts, cacheCountsOf } from './cache-statistics.js';

/**
 * A bounded in-process map whose entries expire: least recently used evicted first. A named cache counts its hits and
 * misses (cache-statistics.ts), which /metrics shows by that name.
 */
export class TtlCache<Value> {
  private readonly entries = new Map<string, { value: Value; freshUntil: number }>();
  private readonly counts: CacheCounts | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    name?: string,
  ) {
    this.counts = name === undefined ? undefined : cacheCountsOf(name);
  }

  get(key: string, now: number): Value | undefined {
    const value = this.fresh(key, now);
    if (this.counts) {
      if (value === undefined) this.counts.misses += 1;
      else this.counts.hits += 1;
    }
    return value;
  }

  private fresh(key: string, now: number): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.freshUntil <= now) return undefined;
    // Re-insert so that Map order is recency order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, freshUntil: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: Value) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
