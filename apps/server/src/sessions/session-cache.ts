import { TtlCache } from '../cache/ttl-cache.js';
import type { SessionRecord } from './session.repository.js';

/**
 * Validated sessions of this process, keyed by token hash, least recently used evicted first.
 *
 * Why a cache is acceptable: sessions live in the database so any instance can serve any request, but reading
 * session + account on every call would dominate the cost of cheap calls (the handshake). An entry is dropped as
 * soon as the database reports a change to its session or account (session-changes.ts: a logout, a revoked
 * session, a disabled or locked account, changed flags, on whichever instance it happened); the TTL of a few seconds
 * only bounds the harm of a notification that never arrives. Expiry (idle, absolute) is still checked on every
 * request against the cached timestamps.
 */
export class SessionCache {
  private readonly records: TtlCache<SessionRecord>;

  constructor(ttlMs: number, maxEntries: number) {
    this.records = new TtlCache(ttlMs, maxEntries, 'sessions');
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

  /**
   * Drops every entry that shows the account: its own sessions and the sessions impersonating it. Their next
   * request reads them afresh.
   */
  deleteAccount(accountId: number): void {
    this.records.deleteWhere((record) => record.account.id === accountId || record.impersonatedAccountId === accountId);
  }

  clear(): void {
    this.records.clear();
  }

  get size(): number {
    return this.records.size;
  }
}
