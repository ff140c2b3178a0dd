import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

/** Expired counters are swept about once per this many increments, so the table stays small. */
const sweepEvery = 500;

/**
 * A fixed-window counter in PostgreSQL, shared by every server instance (architecture: no state in a process).
 * One atomic upsert per attempt: a new window starts at 1, an open window counts up.
 */
export function createDatabaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  let incrementsSinceSweep = 0;

  async function increment(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = clock.now().getTime();
    const isWindowOver = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, windowEndsAt: now + timeWindowMs })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${isWindowOver} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${isWindowOver} then ${now + timeWindowMs} else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
    if (++incrementsSinceSweep >= sweepEvery) {
      incrementsSinceSweep = 0;
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
    }
    return { current: row?.count ?? 1, ttl: Math.max(0, (row?.windowEndsAt ?? now) - now) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      increment(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
