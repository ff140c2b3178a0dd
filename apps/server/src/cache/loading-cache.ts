import type { Clock } from '../clock.js';
import { TtlCache } from './ttl-cache.js';

/**
 * Reads by key through a TtlCache: concurrent and repeated reads within `freshForMs` share one load. A failed load
 * is not kept (the caller gets the error, the next read loads again).
 */
export function createLoadingCache<Value>(options: {
  /** The cache's name in /metrics. */
  name: string;
  load: (key: number) => Promise<Value>;
  freshForMs: number;
  maxEntries: number;
  clock: Clock;
}) {
  const { load, clock } = options;
  const entries = new TtlCache<Promise<Value>>(options.freshForMs, options.maxEntries, options.name);
  return {
    get(key: number): Promise<Value> {
      const id = String(key);
      const now = clock.now().getTime();
      let found = entries.get(id, now);
      if (!found) {
        found = load(key);
        entries.set(id, found, now);
        found.catch(() => entries.delete(id));
      }
      return found;
    },
    forget(key: number): void {
      entries.delete(String(key));
    },
  };
}
