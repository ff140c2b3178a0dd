import { TtlCache } from '../../cache/ttl-cache.js';
import type { SessionRecord } from './session.repository.js';

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
  private readonly records: TtlCache<SessionRecord>;

  constructor(ttlMs: number, maxEntries: number) {
    this.records = new TtlCache(ttlMs, maxEntries);
  }

  get(tokenHash: string, now: number): { record: SessionRecord } | undefined {
    const record = this.records.get(tokenHash, now);
    return record && { record };
  }

  set(tokenHash: string, record: SessionRecord, now: number): void {
    this.records.set(tokenHash, record, now);
  }

  delete(tokenHash: string): void {
    this.records.delete(tokenHash);
  }

  /** Drops every entry of one account (an administrator changed it): its next request reads it afresh. */
  deleteAccount(accountId: number): void {
    this.records.deleteWhere((record) => record.account.id === accountId);
  }

  get size(): number {
    return this.records.size;
  }
}
