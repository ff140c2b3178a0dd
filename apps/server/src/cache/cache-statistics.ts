/** How often a named cache answered from memory (hit) or had to load (miss), since this process started. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

// Process-wide, as the caches' worth is: /metrics reads them at scrape time (observability/), no cache knows who asks.
const countsByName = new Map<string, CacheCounts>();

/** The counts of the cache named `name` (one object per name: caches of the same name in one process add up). */
export function cacheCountsOf(name: string): CacheCounts {
  let counts = countsByName.get(name);
  if (!counts) {
    counts = { hits: 0, misses: 0 };
    countsByName.set(name, counts);
  }
  return counts;
}

/** Every named cache's counts, for the metrics endpoint. */
export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return countsByName;
}
