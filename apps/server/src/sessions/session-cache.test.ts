import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';
import type { SessionRecord } from './session.repository.js';

const record = (sessionId: number, accountId = 0, impersonatedAccountId: number | null = null) =>
  ({ sessionId, account: { id: accountId }, impersonatedAccountId }) as SessionRecord;

describe('SessionCache', () => {
  it('forgets entries after the TTL', () => {
    const cache = new SessionCache(5_000, 10);
    cache.set('a', record(1), 0);
    expect(cache.get('a', 4_999)?.record.sessionId).toBe(1);
    expect(cache.get('a', 5_000)).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', record(1), 0);
    cache.set('b', record(2), 0);
    cache.get('a', 1);
    cache.set('c', record(3), 1);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)?.record.sessionId).toBe(1);
    expect(cache.get('c', 2)?.record.sessionId).toBe(3);
  });

  it('drops an entry on delete (logout)', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', record(1), 0);
    cache.delete('a');
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it("drops an account's sessions and those impersonating it, and everything on clear", () => {
    const cache = new SessionCache(5_000, 10);
    cache.set('own', record(1, 7), 0);
    cache.set('impersonating', record(2, 1, 7), 0);
    cache.set('other', record(3, 8), 0);
    cache.deleteAccount(7);
    expect(cache.get('own', 1)).toBeUndefined();
    expect(cache.get('impersonating', 1)).toBeUndefined();
    expect(cache.get('other', 1)?.record.sessionId).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
