import { defaultProviderAssociationSort } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { providerAssociationsQueryOptions } from '../../api/providers-api';
import type { Paging, SortState } from '../../ui/data-table/data-table-types';
import { defaultPageSize, toSortClause } from '../../ui/data-table/data-table-types';
import { showErrorToast } from '../../ui/toasts';

const [defaultColumn = 'fullName', defaultDirection] = defaultProviderAssociationSort.split(' ');
const defaultSort: SortState = { column: defaultColumn, direction: defaultDirection === 'desc' ? 'desc' : 'asc' };

/** RootFilter '1' is the only filter the spec names: every association of the account (spec 2 §7). */
const rootFilter = '1';

/**
 * The account's whole provider list, sorted by the server, paged here. A provider office has tens of
 * associations, not thousands, and the pending notice and the favorite count must see every row, not one page.
 */
export function useProviderAssociations() {
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const request = { RootFilter: rootFilter, SortClause: toSortClause(sort) };
  const query = useQuery(providerAssociationsQueryOptions(request));
  // A failed load of the providers shows the generic error toast (spec 2 §8).
  useEffect(() => {
    if (query.isError) showErrorToast();
  }, [query.isError]);
  const allRows = query.data ?? [];
  const lastPage = Math.max(0, Math.ceil(allRows.length / pageSize) - 1);
  const currentPage = Math.min(pageNumber, lastPage);
  const paging: Paging = { pageNumber: currentPage, pageSize, totalRows: allRows.length };
  return {
    query,
    request,
    allRows,
    rows: allRows.slice(currentPage * pageSize, (currentPage + 1) * pageSize),
    sort,
    paging,
    favoriteCount: allRows[0]?.favoriteCount ?? 0,
    hasRequested: allRows.some((row) => row.associationStatus === 'requested'),
    changeSort: (next: SortState) => {
      setSort(next);
      setPageNumber(0);
    },
    changePage: setPageNumber,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPageNumber(0);
    },
  };
}
