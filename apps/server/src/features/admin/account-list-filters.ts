import { type AccountListType, accountSortColumns, accountStatuses, addDaysToTimestamp, associationStatuses } from '@portal/contracts';
import { and, asc, desc, eq, exists, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, providerAssociations } from '../../db/schema.js';

/**
 * How far back "new" automatic approvals reach (the dashboard's auto-approved section and its two lists): an
 * automatic approval needs no action, so it is news for a month and then ages out of the work queue by itself.
 */
export const autoApprovedWindowDays = 30;

function hasAssociation(db: Executor, ...conditions: SQL[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, accounts.id), ...conditions)),
  );
}

/**
 * Which accounts each list holds (spec 2 §2.1); employees and client systems are in none.
 * - new: New Request, and Pending Confirmation (still to be approved, and otherwise in no list);
 * - autoapproved: Approved by registration (an automatically approved association) within the window;
 * - active: Approved; disabled: Disabled or Member Disabled;
 * - associations: a requested association that was not approved automatically;
 * - associationsAutoApproved: an active, automatically approved association added within the window.
 */
export function listCondition(db: Executor, type: AccountListType, now: Date): SQL {
  const since = addDaysToTimestamp(now, -autoApprovedWindowDays);
  // Client systems' accounts are in none either: Site Administration › Client Systems lists them.
  const isProvider = and(eq(accounts.isEmployee, false), eq(accounts.isClientSystem, false)) as SQL;
  const conditions: Record<AccountListType, () => SQL | undefined> = {
    new: () => inArray(accounts.accountStatus, [accountStatuses.newRequest, accountStatuses.pendingConfirmation]),
    autoapproved: () =>
      and(
        eq(accounts.accountStatus, accountStatuses.approved),
        gte(accounts.addDate, since),
        hasAssociation(db, eq(providerAssociations.isAutoApproved, true)),
      ),
    active: () => eq(accounts.accountStatus, accountStatuses.approved),
    disabled: () => inArray(accounts.accountStatus, [accountStatuses.disabled, accountStatuses.memberDisabled]),
    associations: () =>
      hasAssociation(db, eq(providerAssociations.associationStatus, associationStatuses.requested), eq(providerAssociations.isAutoApproved, false)),
    associationsAutoApproved: () =>
      hasAssociation(
        db,
        eq(providerAssociations.associationStatus, associationStatuses.active),
        eq(providerAssociations.isAutoApproved, true),
        gte(providerAssociations.addDate, since),
      ),
  };
  return and(isProvider, conditions[type]()) as SQL;
}

/** Term matches name, e-mail, facility, NPI and tax ID, ignoring case; % and _ are literal. */
export function termCondition(term: string): SQL | undefined {
  if (term === '') return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
    ilike(accounts.email, pattern),
    ilike(accounts.facility, pattern),
    ilike(accounts.npi, pattern),
    ilike(accounts.taxId, pattern),
  );
}

type AccountSortColumn = (typeof accountSortColumns)[number];
const sortColumns = {
  helperId: accounts.id,
  loginId: accounts.loginId,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  facility: accounts.facility,
  npi: accounts.npi,
  taxId: accounts.taxId,
  city: accounts.city,
  state: accounts.state,
  accountStatus: accounts.accountStatus,
  addDate: accounts.addDate,
  changeDate: accounts.changeDate,
  lastLogin: accounts.lastLoginAt,
} satisfies Record<AccountSortColumn, unknown>;

/** The new and autoapproved lists show the oldest request first (spec 2 §2.1); the others the newest first. */
export function orderBy(type: AccountListType, sortClause: string | undefined): SQL[] {
  const fallback = type === 'new' || type === 'autoapproved' ? 'addDate asc' : 'addDate desc';
  const [column, direction] = (sortClause || fallback).split(' ') as [string, string];
  const key = accountSortColumns.find((name) => name.toLowerCase() === column.toLowerCase()) ?? 'addDate';
  const order = direction.toLowerCase() === 'asc' ? asc : desc;
  return [order(sortColumns[key]), order(accounts.id)];
}
