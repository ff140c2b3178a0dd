import { authorizationStatusLabel, type NoticeList, noticeLimits } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError } from '../../errors.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { MemberReader } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { NoticeRow, NoticesRepository } from './notices.repository.js';

/** What the bell's calls write to the audit log. */
export const noticeAuditActions = { list: 'notices-read', markRead: 'notice-marked-read' } as const;

const toNotice = (row: NoticeRow) => ({
  id: row.id,
  authorizationId: row.authorizationId,
  authorizationNumber: row.authorizationNumber,
  status: authorizationStatusLabel(row.status),
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

/**
 * The header's bell (issue 18 §7): the notices of the authorizations the account submitted, only while it may still
 * see them (the association rule: an active association with the referring provider or the facility, the same rule
 * as Manage Authorizations). Listing them is a read of patient data (authorization numbers): audited per member.
 */
export function createNoticesService(deps: { noticesRepository: NoticesRepository; providerAccess: ProviderAccess; audit: AuditLog; clock: Clock }) {
  const { noticesRepository, providerAccess, audit, clock } = deps;

  const auditOf = (reader: MemberReader, action: string, memberQhid: number, details: Record<string, unknown>) =>
    audit.record({
      actorAccountId: reader.signedInAccountId,
      onBehalfOfAccountId: reader.onBehalfOfAccountId,
      userName: reader.userName,
      memberQhid: String(memberQhid),
      action,
      outcome: 'success',
      clientAddress: reader.clientAddress,
      details,
    });

  return {
    /** The count the bell shows, polled: a number, no patient data, so not audited. */
    async unreadCount(reader: MemberReader): Promise<{ unreadCount: number }> {
      const locationIds = await providerAccess.activeLocationIds(reader.accountId);
      return { unreadCount: await noticesRepository.countUnread(reader.accountId, locationIds) };
    },

    async list(reader: MemberReader): Promise<NoticeList> {
      const locationIds = await providerAccess.activeLocationIds(reader.accountId);
      const [rows, unreadCount] = await Promise.all([
        noticesRepository.findNewest(reader.accountId, locationIds, noticeLimits.listMax),
        noticesRepository.countUnread(reader.accountId, locationIds),
      ]);
      const byMember = new Map<number, string[]>();
      for (const row of rows) byMember.set(row.qhid, [...(byMember.get(row.qhid) ?? []), row.authorizationNumber]);
      await Promise.all([...byMember].map(([qhid, authorizationNumbers]) => auditOf(reader, noticeAuditActions.list, qhid, { authorizationNumbers })));
      return { notices: rows.map(toNotice), unreadCount };
    },

    /** Only the provider's own users mark a notice read (the endpoint refuses an impersonating employee). */
    async markRead(reader: MemberReader, id: number): Promise<{ unreadCount: number }> {
      const [notice, locationIds] = await Promise.all([
        noticesRepository.findOfAccount(reader.accountId, id),
        providerAccess.activeLocationIds(reader.accountId),
      ]);
      const allowed = new Set(locationIds);
      const isVisible = notice && (allowed.has(notice.providerLocationId) || (notice.facilityLocationId !== null && allowed.has(notice.facilityLocationId)));
      if (!notice || !isVisible) throw new NotFoundError();
      if (notice.readAt === null) {
        const readAt = clock.now();
        await noticesRepository.markRead(id, readAt);
        await auditOf(reader, noticeAuditActions.markRead, notice.qhid, {
          noticeId: id,
          authorizationNumber: notice.authorizationNumber,
          before: { readAt: null },
          after: { readAt: readAt.toISOString() },
        });
      }
      return { unreadCount: await noticesRepository.countUnread(reader.accountId, locationIds) };
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
