import { claimSortColumns, defaultClaimSortClause } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ClaimsSearch, claimsSearchQueryOptions } from '../../api/claims-api';
import { type Paging, type SortState, toSortClause } from '../../ui/data-table/data-table-types';
import { useTableAddress } from '../../ui/data-table/use-table-address';
import { useErrorToast } from '../../ui/use-error-toast';

const [defaultColumn = 'dateOfService', defaultDirection] = defaultClaimSortClause.split(' ');
export const defaultClaimSort: SortState = { column: defaultColumn, direction: defaultDirection === 'asc' ? 'asc' : 'desc' };

const yearParam = 'year';

/**
 * Year, sort and page of one member's claims table, sorted and paged by the server (a member can have hundreds of
 * claims), kept in the address so Back from a claim shows the table as it was. The year defaults to the newest (and
 * to it when the address names a year without claims); a new year, sort or page size starts again at the first page.
 */
export function useClaimsSearch(qhid: number, years: readonly number[]) {
  const address = useTableAddress(defaultClaimSort, claimSortColumns);
  const chosenYear = address.positiveParam(yearParam);
  const { sort, pageSize, pageNumber } = address;
  const year = chosenYear !== null && years.includes(chosenYear) ? chosenYear : Math.max(...years);

  const request: ClaimsSearch = { HelperId: qhid, Year: year, PageSize: pageSize, PageNumber: pageNumber, SortClause: toSortClause(sort) };
  const query = useQuery(claimsSearchQueryOptions(request));
  useErrorToast(query);
  const paging: Paging = { pageNumber, pageSize, totalRows: query.data?.totalRows ?? 0 };

  return {
    query,
    year,
    sort,
    paging,
    changeYear: (next: number) => address.change({ [yearParam]: next, ...address.pageChange(0) }),
    changeSort: (next: SortState) => address.change(address.sortChange(next)),
    changePage: (next: number) => address.change(address.pageChange(next)),
    changePageSize: (next: number) => address.change(address.sizeChange(next)),
  };
}

export type ClaimsSearchState = ReturnType<typeof useClaimsSearch>;
