import type { SessionRecord } from './session.repository.js';

export interface CachedSession {
  record: SessionRecord;
  /** When this entry must be re-read from the database (ms since epoch). */
  freshUntil: number;
}

/**
 * Validated sessions of this process, keyed by token hash, least recently used evicted first.
 *
 * Why a cache is acceptable: sessions live in the database so any instance can serve any request, but reading
 * session + account on every call would dominate the cost of cheap calls (the handshake). An entry is trusted for
 * a few seconds only: a logout or an account change made through another instance takes effect here within that
 * TTL, and a logout through this instance evicts the entry at once. Expiry (idle, absolute) is still checked on
 * every request against the cached timestamps.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    this.entries.delete(tokenHash);
    if (entry.freshUntil <= now) return undefined;
    // Re-insert so that Map order is recency order.
    this.entries.set(tokenHash, entry);
    return entry;
  }

  set(tokenHash: string, record: SessionRecord, now: number): void {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { record, freshUntil: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops every entry of one account (an administrator changed it): its next request reads it afresh. */
  deleteAccount(accountId: number): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.record.account.id === accountId) this.entries.delete(tokenHash);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
