/**
 * Reads an instance keeps a short time per key, so that a page many reviewers open at once is read once: concurrent
 * callers of a key share one read, a failed read is not kept, and a write of this instance forgets what it changed.
 * Keys made by searches are many: past `maxKeys` everything kept is dropped at once.
 */
export function keptReads<Value>(lifetimeMs: number, maxKeys = 500) {
  const kept = new Map<string, { at: number; value: Promise<Value> }>();
  return {
    read(key: string, now: Date, load: () => Promise<Value>): Promise<Value> {
      const entry = kept.get(key);
      if (entry && now.getTime() - entry.at <= lifetimeMs) return entry.value;
      if (kept.size >= maxKeys) kept.clear();
      const value = load();
      kept.set(key, { at: now.getTime(), value });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    forget(key: string): void {
      kept.delete(key);
    },
    forgetAll(): void {
      kept.clear();
    },
  };
}
