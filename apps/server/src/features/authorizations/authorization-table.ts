import { type AuthorizationListRow, type AuthorizationSortColumn, authorizationSortColumns, defaultAuthorizationSortClause, normaliseOutcomeStatus } from '@portal/contracts';
import type { MemberAuthorizationRow } from './authorization-list.repository.js';

type SortKey = (row: MemberAuthorizationRow) => string;

/** The whitelisted sort columns and the value each sorts by; the request's text never picks anything else. */
const sortKeys: Record<AuthorizationSortColumn, SortKey> = {
  providerName: (row) => row.providerName.toLowerCase(),
  facilityName: (row) => row.facilityName.toLowerCase(),
  status: (row) => normaliseOutcomeStatus(row.status).toLowerCase(),
  serviceFrom: (row) => row.serviceFrom,
  serviceTo: (row) => row.serviceTo,
};

export function parseAuthorizationSortClause(sortClause: string): { sortColumn: AuthorizationSortColumn; isDescending: boolean } {
  // The contract's pattern already limits the clause to '{column} asc|desc'; this only splits it.
  const [column, direction] = (sortClause || defaultAuthorizationSortClause).split(' ');
  const sortColumn = authorizationSortColumns.find((name) => name === column) ?? 'serviceFrom';
  return { sortColumn, isDescending: direction === 'desc' };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted by the column; ties fall back to the authorization number (newest first) so that paging is stable. */
export function sortAuthorizations(rows: readonly MemberAuthorizationRow[], sortColumn: AuthorizationSortColumn, isDescending: boolean): MemberAuthorizationRow[] {
  const key = sortKeys[sortColumn];
  return [...rows].sort((left, right) => {
    const order = isDescending ? compare(key(right), key(left)) : compare(key(left), key(right));
    return order !== 0 ? order : compare(right.authorizationNumber, left.authorizationNumber);
  });
}

/**
 * The text filter of the list (spec 2 §2.5): every word must appear, case-insensitively, in the authorization
 * number, a provider or facility name, or the status as shown.
 */
export function matchesTerm(row: MemberAuthorizationRow, term: string): boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${row.authorizationNumber} ${row.providerName} ${row.facilityName} ${normaliseOutcomeStatus(row.status)}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

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
    status: row.status,
    serviceFrom: row.serviceFrom,
    serviceTo: row.serviceTo,
    totalRows,
  };
}
