import { TtlCache } from './ttl-cache.js';

/**
 * Rows read from the database and kept in this process until the database reports their change (a NOTIFY listener
 * calls `forget`), their few seconds pass, or they are evicted; the seconds only bound the harm of a report that
 * never arrives. Concurrent reads of one key share one load. A load that a change overtook answers its callers but
 * is not kept: it may have read the row just before the change committed.
 */
export class ChangeNotifiedCache<Value> {
  private readonly entries: TtlCache<Value>;
  private readonly loading = new Map<string, Promise<Value | undefined>>();
  private changeCount = 0;

  constructor(ttlMs: number, maxEntries: number, name: string) {
    this.entries = new TtlCache(ttlMs, maxEntries, name);
  }

  /** The value kept for `key`, else what `load` reads (kept when it is a value and nothing changed meanwhile). */
  read(key: string, now: number, load: () => Promise<Value | undefined>): Value | Promise<Value | undefined> {
    const kept = this.entries.get(key, now);
    if (kept !== undefined) return kept;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const changesBefore = this.changeCount;
    const loaded: Promise<Value | undefined> = load().then(
      (value) => {
        // A load that a forget superseded must not put its stale value back.
        if (this.loading.get(key) !== loaded) return value;
        this.loading.delete(key);
        if (value !== undefined && this.changeCount === changesBefore) this.entries.set(key, value, now);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  forget(key: string): void {
    this.changeCount++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Drops every value that matches; loads under way cannot be told apart, so none of them is kept. */
  forgetWhere(matches: (value: Value) => boolean): void {
    this.changeCount++;
    this.entries.deleteWhere(matches);
    this.loading.clear();
  }

  forgetAll(): void {
    this.changeCount++;
    this.entries.clear();
    this.loading.clear();
  }
}
