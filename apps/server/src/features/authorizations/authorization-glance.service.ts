import {
  type AuthorizationCounts,
  type AuthorizationShowFilter,
  type AuthorizationShowList,
  type AuthorizationShowQuerySchema,
  authorizationStatusLabel,
  authorizationStatusStage,
  decidedSince,
  expiringWindow,
  isGrantingStatus,
  todayIso,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { AuthorizationGlanceRepository, GlanceCondition } from './authorization-glance.repository.js';

export type AuthorizationGlanceService = ReturnType<typeof createAuthorizationGlanceService>;

/**
 * Home's "what needs me today" (issue 17): counts over the authorizations at the reader's ACTIVE associations (the
 * member access rule lets an account see every member it has authorizations of there), and the list each opens.
 * Statuses are the core system's free words: they are sorted with the contracts' rule, not matched here.
 */
export function createAuthorizationGlanceService(deps: {
  glanceRepository: AuthorizationGlanceRepository;
  providerAccess: ProviderAccess;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { glanceRepository, providerAccess, memberReadAudit, clock } = deps;

  async function conditionOf(show: AuthorizationShowFilter): Promise<GlanceCondition> {
    const statuses = await glanceRepository.findStatuses();
    const now = clock.now();
    switch (show) {
      case 'pending':
        return { show, statuses: statuses.filter((status) => authorizationStatusStage(status) === 'pending') };
      case 'decided':
        return { show, statuses: statuses.filter((status) => authorizationStatusStage(status) === 'decided'), since: decidedSince(now) };
      case 'expiring':
        return { show, statuses: statuses.filter(isGrantingStatus), ...expiringWindow(todayIso(now, 'UTC')) };
    }
  }

  return {
    /** Counts hold no member's data: not audited as a member read. */
    async counts(reader: MemberReader): Promise<AuthorizationCounts> {
      const locationIds = await providerAccess.activeLocationIds(reader.accountId);
      const [pending, decided, expiring] = await Promise.all(
        (['pending', 'decided', 'expiring'] as const).map(async (show) => glanceRepository.count(locationIds, await conditionOf(show))),
      );
      return { pending: pending ?? 0, decided: decided ?? 0, expiring: expiring ?? 0 };
    },

    /** One page of a count's authorizations; each member shown is one audit entry, as every list of theirs is. */
    async list(reader: MemberReader, query: z.output<typeof AuthorizationShowQuerySchema>): Promise<AuthorizationShowList> {
      const locationIds = await providerAccess.activeLocationIds(reader.accountId);
      const condition = await conditionOf(query.show);
      const [totalRows, rows] = await Promise.all([
        glanceRepository.count(locationIds, condition),
        glanceRepository.findPage(locationIds, condition, { offset: query.pageNumber * query.pageSize, limit: query.pageSize }),
      ]);
      const qhids = [...new Set(rows.map((row) => row.qhid))];
      await Promise.all(
        qhids.map((qhid) =>
          memberReadAudit.record(reader, memberReads.authorizationsList, qhid, undefined, {
            show: query.show,
            authorizationNumbers: rows.filter((row) => row.qhid === qhid).map((row) => row.authorizationNumber),
          }),
        ),
      );
      return {
        totalRows,
        authorizations: rows.map((row) => ({
          id: row.id,
          authorizationNumber: row.authorizationNumber,
          qhid: row.qhid,
          patientName: `${row.firstName} ${row.lastName}`,
          providerName: row.providerName,
          facilityName: row.facilityName ?? '',
          status: authorizationStatusLabel(row.status),
          serviceFrom: row.serviceFrom,
          serviceTo: row.serviceTo,
          statusChangedAt: row.statusChangedAt ? new Date(row.statusChangedAt).toISOString() : null,
        })),
      };
    },
  };
}
