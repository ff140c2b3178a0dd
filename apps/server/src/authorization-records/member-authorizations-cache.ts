import { createLoadingCache } from '../cache/loading-cache.js';
import type { Clock } from '../clock.js';
import type { AuthorizationListRepository } from './authorization-list.repository.js';
import { type ListedAuthorization, toListedAuthorization } from './authorization-table.js';

/** undefined: the qhid is no member. */
export type MemberAuthorizations = ListedAuthorization[] | undefined;
export type MemberAuthorizationsCache = ReturnType<typeof createMemberAuthorizationsCache>;

/**
 * A member's authorization list (all of it, whoever asks) for 15 seconds, shared by the exists check and every page,
 * sort and filter of a session at the list: the database is read once per burst of clicks, not on every keystroke
 * of the filter. Decisions and change requests are not in the list, so they cannot go stale here; an authorization
 * the portal adds must call `forget`. Which rows an account may see is decided on every request, never cached.
 */
export function createMemberAuthorizationsCache(deps: { listRepository: AuthorizationListRepository; clock: Clock }) {
  const cache = createLoadingCache<MemberAuthorizations>({
    name: 'member-authorizations',
    load: async (qhid) => (await deps.listRepository.findByMember(qhid))?.map(toListedAuthorization),
    freshForMs: 15_000,
    maxEntries: 2_000,
    clock: deps.clock,
  });
  return { findByMember: (qhid: number) => cache.get(qhid), forget: (qhid: number) => cache.forget(qhid) };
}
