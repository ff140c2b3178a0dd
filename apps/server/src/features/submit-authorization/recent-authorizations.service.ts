import type { RecentAuthorization } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { RecentAuthorizationsRepository } from './recent-authorizations.repository.js';

/**
 * "Recent" for the duplicate check: received in the last 12 months (an extension, not a new request, is the way
 * to continue a service within a year), at most the newest 50 (far more than a member has in a year; it bounds
 * the answer).
 */
export const recentAuthorizationsWindow = { months: 12, max: 50 } as const;

export type RecentAuthorizationsService = ReturnType<typeof createRecentAuthorizationsService>;

function monthsBefore(now: Date, months: number): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/**
 * GET auth/RecentAerialAuthorizations/{id} (spec 3 §7): the member's recent authorizations for the duplicate
 * check, limited to those the reader may see in Manage Authorizations (the same rule, from that service). The
 * read is audited like every read of a member's authorizations.
 */
export function createRecentAuthorizationsService(deps: {
  repository: RecentAuthorizationsRepository;
  authorizationsService: Pick<AuthorizationsService, 'visibleOfMember'>;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { repository, authorizationsService, memberReadAudit, clock } = deps;
  return {
    async ofMember(reader: MemberReader, qhid: number): Promise<RecentAuthorization[]> {
      const visible = await authorizationsService.visibleOfMember(reader, qhid, memberReads.recentAuthorizations);
      const visibleById = new Map(visible.map((row) => [row.id, row]));
      const received = await repository.findReceivedSince(qhid, monthsBefore(clock.now(), recentAuthorizationsWindow.months));
      const recent = received
        .flatMap((row) => {
          const listed = visibleById.get(row.id);
          if (!listed) return [];
          return [
            {
              authNumber: listed.authorizationNumber,
              receivedDate: row.receivedAt.toISOString(),
              primaryCptCode: row.primaryCptCode,
              servicingProvider: listed.facilityName || listed.providerName,
              status: listed.status,
            },
          ];
        })
        .slice(0, recentAuthorizationsWindow.max);
      await memberReadAudit.record(reader, memberReads.recentAuthorizations, qhid, undefined, {
        count: recent.length,
        authorizationNumbers: recent.map((row) => row.authNumber),
      });
      return recent;
    },
  };
}
