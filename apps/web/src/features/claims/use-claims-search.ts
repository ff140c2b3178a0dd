import { defaultClaimSortClause } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ClaimsSearch, claimsSearchQueryOptions } from '../../api/claims-api';
import { defaultPageSize, type Paging, type SortState, toSortClause } from '../../ui/data-table/data-table-types';
import { useErrorToast } from '../../ui/use-error-toast';

const [defaultColumn = 'dateOfService', defaultDirection] = defaultClaimSortClause.split(' ');
export const defaultClaimSort: SortState = { column: defaultColumn, direction: defaultDirection === 'asc' ? 'asc' : 'desc' };

/**
 * Year, sort and page of one member's claims table, sorted and paged by the server (a member can have hundreds of
 * claims). The year defaults to the newest; a new year, sort or page size starts again at the first page.
 */
export function useClaimsSearch(qhid: number, years: readonly number[]) {
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [sort, setSort] = useState<SortState>(defaultClaimSort);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [pageNumber, setPageNumber] = useState(0);
  const year = chosenYear ?? Math.max(...years);

  const request: ClaimsSearch = { HelperId: qhid, Year: year, PageSize: pageSize, PageNumber: pageNumber, SortClause: toSortClause(sort) };
  const query = useQuery(claimsSearchQueryOptions(request));
  useErrorToast(query);
  const paging: Paging = { pageNumber, pageSize, totalRows: query.data?.totalRows ?? 0 };

  return {
    query,
    year,
    sort,
    paging,
    changeYear: (next: number) => {
      setChosenYear(next);
      setPageNumber(0);
    },
    changeSort: (next: SortState) => {
      setSort(next);
      setPageNumber(0);
    },
    changePage: setPageNumber,
    changePageSize: (next: number) => {
      setPageSize(next);
      setPageNumber(0);
    },
  };
}

export type ClaimsSearchState = ReturnType<typeof useClaimsSearch>;
