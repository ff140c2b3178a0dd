import {
  type IdentityAlertsResponse,
  type IdentityChannel,
  identityChannels,
  identityCheckLimits,
  identityCheckMessages,
  type IdentityLimitScope,
  identityLimitScopes,
} from '@portal/contracts';
import type { Clock } from '../clock.js';
import { RateLimitedError } from '../errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { IdentityChecksRepository } from './identity-checks.repository.js';
import { limitsOf, refusalOf, scopeReachedByMiss } from './identity-limits.js';

/**
 * Who tries to identify a member: a portal user (the signed-in account counts, an impersonating employee's own), or a
 * client system. Declared here, not borrowed from the member area, so that the doors depend on this module and it on
 * none of them.
 */
export interface IdentityActor {
  signedInAccountId: number;
  onBehalfOfAccountId: number | null;
  userName: string;
  clientAddress: string | null;
  clientSystemId: number | null;
}

export interface IdentityAttempt {
  actor: IdentityActor;
  /** The member ids the caller named (the portal's one, or a FHIR request's Patient and Coverage ids). */
  memberIds: readonly string[];
  channel: IdentityChannel;
}

/** The audit actions of the throttle: each miss, the miss that reached a limit, each look-up refused at one. */
export const identityAuditActions = {
  miss: 'identity-check-miss',
  limitReached: 'identity-check-limit-reached',
  refused: 'identity-check-refused',
} as const;

const windowMs = identityCheckLimits.windowSeconds * 1000;
const alertPeriodMs = identityCheckLimits.alertDays * 24 * 60 * 60 * 1000;

/** Member ids as members are looked up (trimmed, case-insensitive), each once. */
const memberKeysOf = (memberIds: readonly string[]) => [...new Set(memberIds.map((id) => id.trim().toUpperCase()).filter(Boolean))];
const actorKeyOf = (actor: IdentityActor) => (actor.clientSystemId === null ? `account:${actor.signedInAccountId}` : `client-system:${actor.clientSystemId}`);
const isChannel = (value: string): value is IdentityChannel => (identityChannels as readonly string[]).includes(value);
const isScope = (value: string): value is IdentityLimitScope => (identityLimitScopes as readonly string[]).includes(value);

export type IdentityChecks = ReturnType<typeof createIdentityChecks>;

/**
 * The one throttle of identity matching (issue 30), used by every door that finds a member by member id and date of
 * birth or names: the portal's member searches, PAS $submit and $inquire, CDS Hooks. A miss is any look-up that
 * identifies nobody, whether the member id exists or not, so neither the answers nor the limit tell which ids exist.
 */
export function createIdentityChecks(deps: { repository: IdentityChecksRepository; audit: AuditLog; clock: Clock }) {
  const { repository, audit, clock } = deps;

  const record = (attempt: IdentityAttempt, memberKeys: readonly string[], action: string, outcome: string, details: Record<string, unknown> = {}) =>
    audit.record({
      actorAccountId: attempt.actor.signedInAccountId,
      onBehalfOfAccountId: attempt.actor.onBehalfOfAccountId,
      userName: attempt.actor.userName,
      memberQhid: null,
      action,
      outcome,
      clientAddress: attempt.actor.clientAddress,
      // The ids tried stay in the audit log (whose member was targeted); Identity Alerts only counts them.
      details: { channel: attempt.channel, memberIds: memberKeys, ...details },
    });

  const lockout = (attempt: IdentityAttempt, actorKey: string, scope: IdentityLimitScope, isRefusal: boolean, now: Date) =>
    repository.saveLockout({
      actorKey,
      accountId: attempt.actor.signedInAccountId,
      clientSystemId: attempt.actor.clientSystemId,
      channel: attempt.channel,
      scope,
      isRefusal,
      at: now,
      periodStart: new Date(now.getTime() - alertPeriodMs),
    });

  return {
    /**
     * Runs `lookup` (side-effect free: it finds, it grants nothing), then judges it: at a limit the look-up is refused
     * (429 with Retry-After) even when it matched. A result that is no match is judged under the member ids' locks and
     * recorded as a miss before they are released, so the next look-up of that member id counts it. A match records
     * nothing and takes no lock: it is judged on the misses committed when it reads them, as if it had come just
     * before any miss still being judged (misses alone move the limits, and they still queue one after another). That
     * spares every matching look-up a transaction and two round trips. Misses and refusals are audited after the
     * judgement is committed.
     */
    async identify<T>(attempt: IdentityAttempt, lookup: () => Promise<T>, isMatch: (result: T) => boolean): Promise<T> {
      const now = clock.now();
      const actorKey = actorKeyOf(attempt.actor);
      const memberKeys = memberKeysOf(attempt.memberIds);
      if (memberKeys.length === 0) return lookup();
      const limits = limitsOf(attempt.actor.clientSystemId !== null);
      const since = new Date(now.getTime() - windowMs);
      const result = await lookup();
      // The standing is read after the look-up, not alongside it: read earlier, a match sent in one burst with many
      // misses was judged before they were committed, and more than the limit were answered (the burst test).
      const verdict = isMatch(result)
        ? await repository.standing(actorKey, memberKeys, since, limits).then((standings) => {
            const refusal = refusalOf(standings, limits, now);
            return refusal ? ({ kind: 'refused', refusal } as const) : ({ kind: 'match' } as const);
          })
        : await repository.withMemberLocks(memberKeys, async (locked) => {
            const standings = await locked.standing(actorKey, memberKeys, since, limits);
            const refusal = refusalOf(standings, limits, now);
            if (refusal) return { kind: 'refused', refusal } as const;
            await locked.recordMiss(actorKey, memberKeys, attempt.channel, now);
            return { kind: 'miss', reached: scopeReachedByMiss(standings, limits, memberKeys.length) } as const;
          });

      if (verdict.kind === 'match') return result;
      if (verdict.kind === 'refused') {
        const { scope, retryAfterSeconds } = verdict.refusal;
        await Promise.all([
          lockout(attempt, actorKey, scope, true, now),
          record(attempt, memberKeys, identityAuditActions.refused, scope, { retryAfterSeconds }),
        ]);
        throw new RateLimitedError(identityCheckMessages.tooManyMisses(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);
      }
      const { reached } = verdict;
      await Promise.all([
        repository.sweepNowAndThen(memberKeys.length, new Date(now.getTime() - alertPeriodMs)),
        record(attempt, memberKeys, identityAuditActions.miss, 'miss'),
        ...(reached ? [lockout(attempt, actorKey, reached, false, now), record(attempt, memberKeys, identityAuditActions.limitReached, reached)] : []),
      ]);
      return result;
    },

    /** Identity Alerts: who reached a limit in the alert period, and how many member ids they tried (never which). */
    async alerts(): Promise<IdentityAlertsResponse> {
      const rows = await repository.alerts(new Date(clock.now().getTime() - alertPeriodMs));
      return {
        days: identityCheckLimits.alertDays,
        alerts: rows.map((row) => ({
          actorKind: row.clientSystemId === null ? 'account' : 'client-system',
          name: row.clientSystemName ?? row.email,
          accountId: row.accountId,
          clientSystemId: row.clientSystemId,
          clientId: row.clientId,
          channels: row.channels.filter(isChannel),
          lastLimit: isScope(row.lastLimit) ? row.lastLimit : 'actor',
          memberIdCount: row.memberIdCount,
          misses: row.misses,
          refusals: row.refusals,
          firstReachedAt: new Date(row.firstReachedAtMs).toISOString(),
          lastReachedAt: new Date(row.lastReachedAtMs).toISOString(),
        })),
      };
    },
  };
}
