import type { NoticeKind, NoticeReadState } from '@portal/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizations, members, notices } from '../../db/schema.js';

export interface NoticeRow {
  id: number;
  authorizationId: number;
  qhid: number;
  authorizationNumber: string;
  patientFirstName: string;
  patientLastName: string;
  status: string;
  kind: NoticeKind;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * The account's notices of authorizations at the given provider locations (the referring provider or the facility):
 * the access rule is the caller's, this only applies it, so a notice the account may no longer see is never read.
 */
function ofAccountAt(accountId: number, locationIds: readonly number[]): SQL | undefined {
  return and(
    eq(notices.recipientAccountId, accountId),
    or(inArray(authorizations.providerLocationId, [...locationIds]), inArray(authorizations.facilityLocationId, [...locationIds])),
  );
}

const ofState = (state: NoticeReadState): SQL | undefined =>
  state === 'unread' ? isNull(notices.readAt) : state === 'read' ? isNotNull(notices.readAt) : undefined;

const noticeColumns = {
  id: notices.id,
  authorizationId: notices.authorizationId,
  qhid: notices.qhid,
  authorizationNumber: notices.authorizationNumber,
  patientFirstName: members.firstName,
  patientLastName: members.lastName,
  status: notices.status,
  kind: notices.kind,
  createdAt: notices.createdAt,
  readAt: notices.readAt,
};

/** The notices (db/schema/notices.ts) of the bell and the notices page; which locations an account may see is the caller's rule. */
export function createNoticesRepository(db: Executor) {
  return {
    async findPage(
      accountId: number,
      locationIds: readonly number[],
      page: { state: NoticeReadState; limit: number; offset: number },
    ): Promise<{ rows: NoticeRow[]; total: number }> {
      if (locationIds.length === 0) return { rows: [], total: 0 };
      const where = and(ofAccountAt(accountId, locationIds), ofState(page.state));
      const [rows, [totals]] = await Promise.all([
        db
          .select(noticeColumns)
          .from(notices)
          .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
          .innerJoin(members, eq(members.qhid, notices.qhid))
          .where(where)
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notices).innerJoin(authorizations, eq(authorizations.id, notices.authorizationId)).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** One notice of the account, only while it may see the authorization. */
    async findVisible(accountId: number, locationIds: readonly number[], id: number): Promise<NoticeRow | undefined> {
      if (locationIds.length === 0) return undefined;
      const [row] = await db
        .select(noticeColumns)
        .from(notices)
        .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
        .innerJoin(members, eq(members.qhid, notices.qhid))
        .where(and(eq(notices.id, id), ofAccountAt(accountId, locationIds)));
      return row;
    },

    async countUnread(accountId: number, locationIds: readonly number[]): Promise<number> {
      if (locationIds.length === 0) return 0;
      const [row] = await db
        .select({ unread: count() })
        .from(notices)
        .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
        .where(and(ofAccountAt(accountId, locationIds), isNull(notices.readAt)));
      return row?.unread ?? 0;
    },

    /** Sets or clears the read time of one notice; answers whether it changed. */
    async setReadAt(id: number, readAt: Date | null): Promise<boolean> {
      const changed = await db
        .update(notices)
        .set({ readAt })
        .where(and(eq(notices.id, id), readAt === null ? isNotNull(notices.readAt) : isNull(notices.readAt)))
        .returning({ id: notices.id });
      return changed.length > 0;
    },

    /** Marks read every unread notice the account may see; answers the notices marked, by member (for the audit). */
    async markAllRead(accountId: number, locationIds: readonly number[], readAt: Date): Promise<{ id: number; qhid: number; authorizationNumber: string }[]> {
      if (locationIds.length === 0) return [];
      const visibleUnread = db
        .select({ id: notices.id })
        .from(notices)
        .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
        .where(and(ofAccountAt(accountId, locationIds), isNull(notices.readAt)));
      return db
        .update(notices)
        .set({ readAt })
        .where(and(inArray(notices.id, visibleUnread), isNull(notices.readAt)))
        .returning({ id: notices.id, qhid: notices.qhid, authorizationNumber: notices.authorizationNumber });
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
