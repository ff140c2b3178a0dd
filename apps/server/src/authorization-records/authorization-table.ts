import {
  type AuthorizationListRow,
  type AuthorizationSortColumn,
  authorizationSortColumns,
  authorizationStatusLabel,
  authorizationStatusStage,
  defaultAuthorizationSortClause,
} from '@portal/contracts';
import type { MemberAuthorizationRow } from './authorization-list.repository.js';

/** A list row with what filtering and sorting compare, worked out once when the member's list is read. */
export interface ListedAuthorization extends MemberAuthorizationRow {
  /** Number, names and the status as shown, lower-cased: what the text filter searches. */
  searchText: string;
  sortKeys: Record<AuthorizationSortColumn, string>;
}

/** The whitelisted sort columns and the value each sorts by; the request's text never picks anything else. */
export function toListedAuthorization(row: MemberAuthorizationRow): ListedAuthorization {
  const shownStatus = authorizationStatusLabel(row.status);
  return {
    ...row,
    searchText: `${row.authorizationNumber} ${row.providerName} ${row.facilityName} ${shownStatus}`.toLowerCase(),
    sortKeys: {
      providerName: row.providerName.toLowerCase(),
      facilityName: row.facilityName.toLowerCase(),
      status: shownStatus.toLowerCase(),
      serviceFrom: row.serviceFrom,
      serviceTo: row.serviceTo,
    },
  };
}

export function parseAuthorizationSortClause(sortClause: string): { sortColumn: AuthorizationSortColumn; isDescending: boolean } {
  // The contract's pattern already limits the clause to '{column} asc|desc'; this only splits it.
  const [column, direction] = (sortClause || defaultAuthorizationSortClause).split(' ');
  const sortColumn = authorizationSortColumns.find((name) => name === column) ?? 'serviceFrom';
  return { sortColumn, isDescending: direction === 'desc' };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted by the column; ties fall back to the authorization number (newest first) so that paging is stable. */
export function sortAuthorizations(rows: readonly ListedAuthorization[], sortColumn: AuthorizationSortColumn, isDescending: boolean): ListedAuthorization[] {
  return [...rows].sort((left, right) => {
    const [a, b] = [left.sortKeys[sortColumn], right.sortKeys[sortColumn]];
    const order = isDescending ? compare(b, a) : compare(a, b);
    return order !== 0 ? order : compare(right.authorizationNumber, left.authorizationNumber);
  });
}

/**
 * The text filter of the list (spec 2 §2.5): every word must appear, case-insensitively, in the authorization
 * number, a provider or facility name, or the status as shown.
 */
export function matchesTerm(row: ListedAuthorization, words: readonly string[]): boolean {
  return words.every((word) => row.searchText.includes(word));
}

/** The words of the text filter, lower-cased. */
export const filterWords = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean);

/** Years of service start, newest first. */
export function authorizationYears(rows: readonly MemberAuthorizationRow[]): number[] {
  return [...new Set(rows.map((row) => Number(row.serviceFrom.slice(0, 4))))].sort((a, b) => b - a);
}

export function toListRow(row: MemberAuthorizationRow, totalRows: number): AuthorizationListRow {
  return {
    id: row.id,
    authorizationNumber: row.authorizationNumber,
    providerName: row.providerName,
    facilityName: row.facilityName,
    status: authorizationStatusLabel(row.status),
    serviceFrom: row.serviceFrom,
    serviceTo: row.serviceTo,
    decisionDueAt: authorizationStatusStage(row.status) === 'pending' && row.decisionDueAt ? row.decisionDueAt.toISOString() : null,
    totalRows,
  };
}
