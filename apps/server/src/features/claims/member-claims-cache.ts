import type { Clock } from '../../clock.js';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { ClaimsRepository, MemberClaims } from './claims.repository.js';

/** Claims arrive from the core system in batches: a member's list may be reused for a minute. */
const freshForMs = 60_000;
const maxMembers = 2_000;

export type MemberClaimsCache = ReturnType<typeof createMemberClaimsCache>;

/**
 * A member's claims (all of them, whoever asks), shared by the years, exists, list and codes calls: paging and
 * sorting through 500 claims then reads the database once a minute instead of on every page. Which of them an
 * account may see is decided on every request, never cached here.
 */
export function createMemberClaimsCache(deps: { claimsRepository: ClaimsRepository; clock: Clock }) {
  const { claimsRepository, clock } = deps;
  const members = new TtlCache<Promise<MemberClaims>>(freshForMs, maxMembers);

  return {
    findByMember(qhid: number): Promise<MemberClaims> {
      const key = String(qhid);
      const now = clock.now().getTime();
      let found = members.get(key, now);
      if (!found) {
        found = claimsRepository.findByMember(qhid);
        members.set(key, found, now);
        // A failed read is not kept: the caller gets the error, the next request asks again.
        found.catch(() => members.delete(key));
      }
      return found;
    },
  };
}
