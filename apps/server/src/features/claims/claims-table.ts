import { type Claim, type ClaimSortColumn, claimSortColumns, defaultClaimSortClause } from '@portal/contracts';
import type { MemberClaim } from './claims.repository.js';

type SortKey = (claim: Claim) => string | number | null;

/** The whitelisted sort columns and the value each sorts by; the request's text never picks anything else. */
const sortKeys: Record<ClaimSortColumn, SortKey> = {
  claimNumber: (claim) => claim.claimNumber,
  providerName: (claim) => claim.providerName.toLowerCase(),
  dateOfService: (claim) => claim.dateOfService,
  paidDate: (claim) => claim.paidDate,
  chargedAmount: (claim) => claim.chargedAmount,
  allowedAmount: (claim) => claim.allowedAmount,
  paidAmount: (claim) => claim.paidAmount,
};

export function parseSortClause(sortClause: string): { sortColumn: ClaimSortColumn; isDescending: boolean } {
  // The contract's pattern already limits the clause to '{column} asc|desc'; this only splits it.
  const [column, direction] = (sortClause || defaultClaimSortClause).split(' ');
  const sortColumn = claimSortColumns.find((name) => name === column) ?? 'dateOfService';
  return { sortColumn, isDescending: direction === 'desc' };
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorted by the column; an unpaid claim (no paid date) stays after the paid ones in both directions instead of
 * jumping to the top, and ties fall back to the claim number so that paging is stable.
 */
export function sortClaims<Row extends Claim>(rows: readonly Row[], sortColumn: ClaimSortColumn, isDescending: boolean): Row[] {
  const key = sortKeys[sortColumn];
  return [...rows].sort((left, right) => {
    const [a, b] = [key(left), key(right)];
    if (a === null || b === null) {
      if (a !== b) return a === null ? 1 : -1;
    } else {
      const order = isDescending ? compare(b, a) : compare(a, b);
      if (order !== 0) return order;
    }
    return compare(left.claimNumber, right.claimNumber);
  });
}

/** Years of service, newest first. */
export function yearsOf(rows: readonly MemberClaim[]): number[] {
  return [...new Set(rows.map((row) => Number(row.dateOfService.slice(0, 4))))].sort((a, b) => b - a);
}

/** A claim as answered: without the location the access rule used. */
export function toClaim({ locationId: _locationId, ...claim }: MemberClaim): Claim {
  return claim;
}
