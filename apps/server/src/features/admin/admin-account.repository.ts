import type { AccountListType } from '@portal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, auditLog } from '../../db/schema.js';
import { revokeSessionsOfAccount } from '../../sessions/session.repository.js';
import { listCondition, orderBy, termCondition } from './account-list-filters.js';

/** The account as the admin area reads it: never the password or answer hashes. */
const accountColumns = {
  id: accounts.id,
  loginId: accounts.loginId,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  title: accounts.title,
  phone: accounts.phone,
  phoneExt: accounts.phoneExt,
  mobile: accounts.mobile,
  isEmployee: accounts.isEmployee,
  accountStatus: accounts.accountStatus,
  isLocked: accounts.isLocked,
  hasTemporaryPassword: accounts.hasTemporaryPassword,
  securityQuestion1: accounts.securityQuestion1,
  securityQuestion2: accounts.securityQuestion2,
  securityQuestion3: accounts.securityQuestion3,
  providerFirstName: accounts.providerFirstName,
  providerLastName: accounts.providerLastName,
  facility: accounts.facility,
  taxId: accounts.taxId,
  npi: accounts.npi,
  facilityPhone: accounts.facilityPhone,
  facilityPhoneExt: accounts.facilityPhoneExt,
  address1: accounts.address1,
  address2: accounts.address2,
  city: accounts.city,
  state: accounts.state,
  zipCode: accounts.zipCode,
  note: accounts.note,
  tosAcceptedAt: accounts.tosAcceptedAt,
  lastLoginAt: accounts.lastLoginAt,
  addDate: accounts.addDate,
  changeDate: accounts.changeDate,
};

export interface AccountSearch {
  type: AccountListType;
  term: string;
  pageSize: number;
  pageNumber: number;
  sortClause: string | undefined;
  now: Date;
}

export interface HistoryRecord {
  occurredAt: Date;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  details: Record<string, unknown> | null;
}

const actor = alias(accounts, 'actor');

export function createAdminAccountRepository(db: Executor) {
  return {
    async search(search: AccountSearch) {
      return db
        .select({ ...accountColumns, totalRows: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(accounts)
        .where(and(listCondition(db, search.type, search.now), termCondition(search.term)))
        .orderBy(...orderBy(search.type, search.sortClause))
        .limit(search.pageSize)
        .offset(search.pageNumber * search.pageSize);
    },

    async countList(type: AccountListType, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(accounts)
        .where(listCondition(db, type, now));
      return row?.total ?? 0;
    },

    async findById(id: number) {
      // A client system's account is managed on Client Systems, not Manage Account.
      const [row] = await db
        .select(accountColumns)
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.isClientSystem, false)));
      return row;
    },

    async findByEmail(email: string) {
      const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.email, email.toLowerCase()));
      return row;
    },

    /** Saves status and note only if the status is still the one the page showed; false when it changed meanwhile. */
    async updateStatusAndNote(id: number, expectedStatus: string, change: { accountStatus: string; note: string | null; now: Date }): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ accountStatus: change.accountStatus, note: change.note, changeDate: change.now })
        .where(and(eq(accounts.id, id), eq(accounts.accountStatus, expectedStatus)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /**
     * A temporary password also clears a lock: the employee is handing the user a way back in. Every open session
     * of the account ends with it (same transaction): whoever held one must sign in with the new password.
     */
    async setTemporaryPassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ passwordHash, hasTemporaryPassword: true, isLocked: false, failedLoginAttempts: 0, changeDate: now })
          .where(eq(accounts.id, id));
        await revokeSessionsOfAccount(tx, id, now);
      });
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.update(accounts).set({ changeDate: now }).where(eq(accounts.id, id));
    },

    /** The admin changes recorded for an account, newest first. */
    async findHistory(id: number, limit = 200): Promise<HistoryRecord[]> {
      return db
        .select({
          occurredAt: auditLog.occurredAt,
          actorFirstName: actor.firstName,
          actorLastName: actor.lastName,
          actorEmail: actor.email,
          details: auditLog.details,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
        .where(eq(auditLog.subjectAccountId, id))
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type AdminAccountRepository = ReturnType<typeof createAdminAccountRepository>;
export type AdminAccountRecord = NonNullable<Awaited<ReturnType<AdminAccountRepository['findById']>>>;
