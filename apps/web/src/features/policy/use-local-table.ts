import { useMemo, useState } from 'react';
import { defaultPageSize, type Paging, type SortState } from '../../ui/data-table/data-table-types';

/**
 * Sorting and paging of rows the page already holds (the policy has hundreds of rules, not millions): the shared
 * DataTable is controlled, this is its controller. A new search starts again at the first page.
 */
export function useLocalTable<Row>(rows: readonly Row[], options: { initialSort: SortState; valueOf: (row: Row, column: string) => string }) {
  const [sort, setSort] = useState<SortState>(options.initialSort);
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const { valueOf } = options;
  const sorted = useMemo(() => {
    const ordered = [...rows].sort((a, b) => valueOf(a, sort.column).localeCompare(valueOf(b, sort.column), 'en', { numeric: true }));
    return sort.direction === 'asc' ? ordered : ordered.reverse();
  }, [rows, sort, valueOf]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const page = Math.min(pageNumber, lastPage);
  const paging: Paging = { pageNumber: page, pageSize, totalRows: sorted.length };
  return {
    rows: sorted.slice(page * pageSize, (page + 1) * pageSize),
    sort,
    paging,
    changeSort: (next: SortState) => {
      setSort(next);
      setPageNumber(0);
    },
    changePage: setPageNumber,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPageNumber(0);
    },
    firstPage: () => setPageNumber(0),
  };
}
