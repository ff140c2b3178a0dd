import { identityCheckLimits, type IdentityLimitScope } from '@portal/contracts';
import type { ScopeLimits, ScopeStanding } from './identity-checks.repository.js';

const windowMs = identityCheckLimits.windowSeconds * 1000;

/** The limits of an account (a person) or of a client system (an EHR, which asks for every patient it orders for). */
export function limitsOf(isClientSystem: boolean): ScopeLimits {
  return {
    actorMember: identityCheckLimits.missesPerActorPerMember,
    member: identityCheckLimits.missesPerMember,
    actor: isClientSystem ? identityCheckLimits.missesPerClientSystem : identityCheckLimits.missesPerAccount,
  };
}

const limitOf = (scope: IdentityLimitScope, limits: ScopeLimits) =>
  scope === 'actor' ? limits.actor : scope === 'member' ? limits.member : limits.actorMember;

/** The order a refusal names its scope in, when several are reached: the narrowest first. */
const narrowest: readonly IdentityLimitScope[] = ['actor-member', 'member', 'actor'];

/**
 * Whether a look-up is refused now: a scope whose misses in the window reached its limit refuses until its limit-th
 * newest miss leaves the window. With several reached, the look-up waits for the last of them to free.
 */
export function refusalOf(
  standings: readonly ScopeStanding[],
  limits: ScopeLimits,
  now: Date,
): { scope: IdentityLimitScope; retryAfterSeconds: number } | null {
  const reached = standings.filter((standing) => standing.misses >= limitOf(standing.scope, limits) && standing.limitingAtMs !== null);
  if (reached.length === 0) return null;
  const freesAtMs = Math.max(...reached.map((standing) => (standing.limitingAtMs ?? 0) + windowMs));
  const scope = narrowest.find((candidate) => reached.some((standing) => standing.scope === candidate)) ?? 'actor';
  return { scope, retryAfterSeconds: Math.max(1, Math.ceil((freesAtMs - now.getTime()) / 1000)) };
}

/**
 * The scope a miss brings to its limit (the narrowest), or null: the moment an actor is locked out. Each member id
 * tried is one guess, so a miss naming several counts each toward the actor's limit.
 */
export function scopeReachedByMiss(standings: readonly ScopeStanding[], limits: ScopeLimits, memberKeyCount: number): IdentityLimitScope | null {
  const added = (scope: IdentityLimitScope) => (scope === 'actor' ? Math.max(1, memberKeyCount) : 1);
  const after = (scope: IdentityLimitScope) =>
    Math.max(0, ...standings.filter((standing) => standing.scope === scope).map((standing) => standing.misses)) + added(scope);
  return narrowest.find((scope) => (scope === 'actor' || memberKeyCount > 0) && after(scope) >= limitOf(scope, limits)) ?? null;
}
