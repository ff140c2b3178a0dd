import { createLoadingCache } from '../../cache/loading-cache.js';
import type { Clock } from '../../clock.js';
import type { ClaimsRepository, MemberClaims } from './claims.repository.js';

export type MemberClaimsCache = ReturnType<typeof createMemberClaimsCache>;

/**
 * A member's claims (all of them, whoever asks), shared by the years, exists, list and codes calls: paging and
 * sorting through 500 claims then reads the database once a minute instead of on every page (claims arrive from
 * the core system in batches). Which of them an account may see is decided on every request, never cached here.
 */
export function createMemberClaimsCache(deps: { claimsRepository: ClaimsRepository; clock: Clock }) {
  const cache = createLoadingCache<MemberClaims>({
    name: 'member-claims',
    load: (qhid) => deps.claimsRepository.findByMember(qhid),
    freshForMs: 60_000,
    maxEntries: 2_000,
    clock: deps.clock,
  });
  return { findByMember: (qhid: number): Promise<MemberClaims> => cache.get(qhid) };
}
