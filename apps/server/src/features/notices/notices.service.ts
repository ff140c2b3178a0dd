import { authorizationStatusLabel, type Notice, type NoticeList, type NoticeListQuery } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError } from '../../errors.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { MemberReader } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { NoticeRow, NoticesRepository } from './notices.repository.js';

/** What the bell's and the notices page's calls write to the audit log. */
export const noticeAuditActions = {
  list: 'notices-read',
  one: 'notice-read',
  markRead: 'notice-marked-read',
  markUnread: 'notice-marked-unread',
  markAllRead: 'notices-marked-read',
} as const;

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  authorizationId: row.authorizationId,
  authorizationNumber: row.authorizationNumber,
  patientName: `${row.patientFirstName} ${row.patientLastName}`,
  // The core system's older words ('Pended') read as the one vocabulary, as on every other door.
  status: authorizationStatusLabel(row.status),
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

/** Authorization numbers grouped by member: one audit row per member a call showed or changed. */
function byMember(rows: readonly { qhid: number; authorizationNumber: string }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) grouped.set(row.qhid, [...(grouped.get(row.qhid) ?? []), row.authorizationNumber]);
  return grouped;
}

/**
 * The bell and the notices page (issue 18 §7, issue 34 §6): the notices of the authorizations the account submitted,
 * only while it may still see them (the association rule: an active association with the referring provider or the
 * facility, the same rule as Manage Authorizations). A notice names its patient, so every list and every change is a
 * read of patient data, audited per member. A notice the account may not see answers as an unknown one.
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

  const locationsOf = (reader: MemberReader) => providerAccess.activeLocationIds(reader.accountId);

  async function requireVisible(reader: MemberReader, id: number) {
    const locationIds = await locationsOf(reader);
    const row = await noticesRepository.findVisible(reader.accountId, locationIds, id);
    if (!row) throw new NotFoundError();
    return { row, locationIds };
  }

  async function setRead(reader: MemberReader, id: number, isRead: boolean): Promise<{ unreadCount: number }> {
    const { row, locationIds } = await requireVisible(reader, id);
    const readAt = isRead ? clock.now() : null;
    if (await noticesRepository.setReadAt(id, readAt)) {
      await auditOf(reader, isRead ? noticeAuditActions.markRead : noticeAuditActions.markUnread, row.qhid, {
        noticeId: id,
        authorizationNumber: row.authorizationNumber,
        before: { readAt: row.readAt?.toISOString() ?? null },
        after: { readAt: readAt?.toISOString() ?? null },
      });
    }
    return { unreadCount: await noticesRepository.countUnread(reader.accountId, locationIds) };
  }

  return {
    /** The count the bell shows, polled: a number, no patient data, so not audited. */
    async unreadCount(reader: MemberReader): Promise<{ unreadCount: number }> {
      return { unreadCount: await noticesRepository.countUnread(reader.accountId, await locationsOf(reader)) };
    },

    async list(reader: MemberReader, query: NoticeListQuery): Promise<NoticeList> {
      const locationIds = await locationsOf(reader);
      const [{ rows, total }, unreadCount] = await Promise.all([
        noticesRepository.findPage(reader.accountId, locationIds, { state: query.state, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        noticesRepository.countUnread(reader.accountId, locationIds),
      ]);
      await Promise.all([...byMember(rows)].map(([qhid, authorizationNumbers]) => auditOf(reader, noticeAuditActions.list, qhid, { authorizationNumbers })));
      return { notices: rows.map(toNotice), total, page: query.page, pageSize: query.pageSize, unreadCount };
    },

    /** One notice by its address; opening it does not mark it read (the provider does, or opens its authorization). */
    async one(reader: MemberReader, id: number): Promise<{ notice: Notice; unreadCount: number }> {
      const { row, locationIds } = await requireVisible(reader, id);
      await auditOf(reader, noticeAuditActions.one, row.qhid, { noticeId: id, authorizationNumber: row.authorizationNumber });
      return { notice: toNotice(row), unreadCount: await noticesRepository.countUnread(reader.accountId, locationIds) };
    },

    /** Only the provider's own users mark a notice read or unread (the endpoints refuse an impersonating employee). */
    markRead: (reader: MemberReader, id: number) => setRead(reader, id, true),
    markUnread: (reader: MemberReader, id: number) => setRead(reader, id, false),

    async markAllRead(reader: MemberReader): Promise<{ unreadCount: number }> {
      const locationIds = await locationsOf(reader);
      const readAt = clock.now();
      const marked = await noticesRepository.markAllRead(reader.accountId, locationIds, readAt);
      await Promise.all(
        [...byMember(marked)].map(([qhid, authorizationNumbers]) =>
          auditOf(reader, noticeAuditActions.markAllRead, qhid, { authorizationNumbers, after: { readAt: readAt.toISOString() } }),
        ),
      );
      return { unreadCount: await noticesRepository.countUnread(reader.accountId, locationIds) };
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
