import type { NoticeKind } from '@portal/contracts';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizations, notices } from '../../db/schema.js';

export interface NoticeRow {
  id: number;
  authorizationId: number;
  qhid: number;
  authorizationNumber: string;
  status: string;
  kind: NoticeKind;
  createdAt: Date;
  readAt: Date | null;
}

/** The account's notices of authorizations at the given provider locations (the referring provider or the facility). */
function ofAccountAt(accountId: number, locationIds: readonly number[]): SQL | undefined {
  return and(
    eq(notices.recipientAccountId, accountId),
    or(inArray(authorizations.providerLocationId, [...locationIds]), inArray(authorizations.facilityLocationId, [...locationIds])),
  );
}

/** The bell's notices (db/schema/notices.ts); which locations an account may see is the caller's rule. */
export function createNoticesRepository(db: Executor) {
  return {
    async findNewest(accountId: number, locationIds: readonly number[], limit: number): Promise<NoticeRow[]> {
      if (locationIds.length === 0) return [];
      return db
        .select({
          id: notices.id,
          authorizationId: notices.authorizationId,
          qhid: notices.qhid,
          authorizationNumber: notices.authorizationNumber,
          status: notices.status,
          kind: notices.kind,
          createdAt: notices.createdAt,
          readAt: notices.readAt,
        })
        .from(notices)
        .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
        .where(ofAccountAt(accountId, locationIds))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(limit);
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

    /** The notice when it is the account's, with the authorization's locations (to check it is still visible). */
    async findOfAccount(accountId: number, id: number) {
      const [row] = await db
        .select({
          id: notices.id,
          qhid: notices.qhid,
          authorizationId: notices.authorizationId,
          authorizationNumber: notices.authorizationNumber,
          readAt: notices.readAt,
          providerLocationId: authorizations.providerLocationId,
          facilityLocationId: authorizations.facilityLocationId,
        })
        .from(notices)
        .innerJoin(authorizations, eq(authorizations.id, notices.authorizationId))
        .where(and(eq(notices.id, id), eq(notices.recipientAccountId, accountId)));
      return row;
    },

    async markRead(id: number, readAt: Date): Promise<void> {
      await db
        .update(notices)
        .set({ readAt })
        .where(and(eq(notices.id, id), isNull(notices.readAt)));
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
