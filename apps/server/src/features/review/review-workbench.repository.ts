import { accountStatuses, ReviewQueueFilterSchema, roles, type HandOff, type SavedFilter } from '@portal/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { accounts, groups, members, reviewHandOffs, reviewSavedFilters } from '../../db/schema.js';

const fromAccount = alias(accounts, 'from_account');
const toAccount = alias(accounts, 'to_account');

/** A stored filter as the wire shows it; one written by an older version is read through the same schema. */
const toSavedFilter = (row: { id: number; name: string; filter: unknown }): SavedFilter => ({
  id: row.id,
  name: row.name,
  filter: ReviewQueueFilterSchema.parse(row.filter),
});

/** The workbench's own rows: the employees' saved filters, the hand-offs, the colleagues and what a letter needs. */
export function createReviewWorkbenchRepository(db: Database) {
  // Read by every opening of the review screen: built once (db/prepared-once.ts).
  const handOffs = preparedOnce(() =>
    db
      .select({
        fromName: sql<string>`${fromAccount.firstName} || ' ' || ${fromAccount.lastName}`,
        toName: sql<string>`${toAccount.firstName} || ' ' || ${toAccount.lastName}`,
        reason: reviewHandOffs.reason,
        handedAt: reviewHandOffs.handedAt,
      })
      .from(reviewHandOffs)
      .innerJoin(fromAccount, eq(fromAccount.id, reviewHandOffs.fromAccountId))
      .innerJoin(toAccount, eq(toAccount.id, reviewHandOffs.toAccountId))
      .where(eq(reviewHandOffs.reviewItemId, sql.placeholder('itemId')))
      .orderBy(asc(reviewHandOffs.handedAt), asc(reviewHandOffs.id))
      .prepare('review_hand_offs'),
  );
  return {
    async findFilters(accountId: number): Promise<SavedFilter[]> {
      const rows = await db
        .select({ id: reviewSavedFilters.id, name: reviewSavedFilters.name, filter: reviewSavedFilters.filter })
        .from(reviewSavedFilters)
        .where(eq(reviewSavedFilters.accountId, accountId))
        .orderBy(asc(sql`lower(${reviewSavedFilters.name})`), asc(reviewSavedFilters.id));
      return rows.map(toSavedFilter);
    },

    async countFilters(accountId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviewSavedFilters)
        .where(eq(reviewSavedFilters.accountId, accountId));
      return row?.count ?? 0;
    },

    /** Whether the employee has another filter of this name, whatever its case. */
    async isNameTaken(accountId: number, name: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: reviewSavedFilters.id })
        .from(reviewSavedFilters)
        .where(
          and(
            eq(reviewSavedFilters.accountId, accountId),
            sql`lower(${reviewSavedFilters.name}) = lower(${name})`,
            exceptId === null ? undefined : ne(reviewSavedFilters.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async createFilter(accountId: number, name: string, filter: Record<string, unknown>, now: Date): Promise<SavedFilter | undefined> {
      const [row] = await db
        .insert(reviewSavedFilters)
        .values({ accountId, name, filter, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: reviewSavedFilters.id, name: reviewSavedFilters.name, filter: reviewSavedFilters.filter });
      return row ? toSavedFilter(row) : undefined;
    },

    /** Renames the employee's own filter; another's answers like an unknown one (undefined). */
    async renameFilter(accountId: number, id: number, name: string, now: Date): Promise<SavedFilter | undefined> {
      const [row] = await db
        .update(reviewSavedFilters)
        .set({ name, updatedAt: now })
        .where(and(eq(reviewSavedFilters.id, id), eq(reviewSavedFilters.accountId, accountId)))
        .returning({ id: reviewSavedFilters.id, name: reviewSavedFilters.name, filter: reviewSavedFilters.filter });
      return row ? toSavedFilter(row) : undefined;
    },

    async deleteFilter(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(reviewSavedFilters)
        .where(and(eq(reviewSavedFilters.id, id), eq(reviewSavedFilters.accountId, accountId)))
        .returning({ id: reviewSavedFilters.id });
      return rows.length > 0;
    },

    /** The other employees who may review: approved, not locked, holding the reviewer role; by name. */
    async findColleagues(exceptAccountId: number): Promise<{ accountId: number; name: string }[]> {
      const rows = await db
        .select({ accountId: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(
          and(
            eq(accounts.isEmployee, true),
            eq(accounts.accountStatus, accountStatuses.approved),
            eq(accounts.isLocked, false),
            sql`${roles.reviewer} = any(${accounts.roles})`,
            ne(accounts.id, exceptAccountId),
          ),
        )
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
      return rows.map((row) => ({ accountId: row.accountId, name: `${row.firstName} ${row.lastName}` }));
    },

    async findHandOffs(itemId: number): Promise<HandOff[]> {
      const rows = await handOffs().execute({ itemId });
      return rows.map((row) => ({ ...row, handedAt: row.handedAt.toISOString() }));
    },

    /** What the determination letter names of the member and their group. */
    async findLetterMember(qhid: number) {
      const [row] = await db
        .select({
          firstName: members.firstName,
          middleInitial: members.middleInitial,
          lastName: members.lastName,
          memberId: members.memberId,
          dob: members.dob,
          groupId: members.groupId,
          groupName: groups.name,
          tollFreeNumber: groups.tollFreeNumber,
        })
        .from(members)
        .leftJoin(groups, eq(groups.id, members.groupId))
        .where(eq(members.qhid, qhid));
      return row;
    },
  };
}
export type ReviewWorkbenchRepository = ReturnType<typeof createReviewWorkbenchRepository>;
