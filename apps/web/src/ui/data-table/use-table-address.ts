import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { defaultPageSize, pageSizes, type SortState } from './data-table-types';

/** The query parameters a table keeps its state in. */
export const tableParams = { sort: 'sort', page: 'page', size: 'size' } as const;

function sortOf(value: string | null, fallback: SortState, columns: readonly string[]): SortState {
  const [column, direction] = (value ?? '').split('.');
  if (!column || !columns.includes(column) || (direction !== 'asc' && direction !== 'desc')) return fallback;
  return { column, direction };
}

function positiveInteger(value: string | null): number | null {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * A table's sort, page and page size (and the page's own parameters, a year or a filter) kept in the address, so Back
 * from a record shows the list as it was left, and a list can be bookmarked. Changes replace the entry: sorting or
 * paging is no place to go Back to. A parameter that makes no sense reads as its default.
 */
export function useTableAddress(defaultSort: SortState, sortColumns: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const size = positiveInteger(params.get(tableParams.size));

  const change = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true, state },
      ),
    [setParams, state],
  );

  return {
    sort: sortOf(params.get(tableParams.sort), defaultSort, sortColumns),
    pageNumber: (positiveInteger(params.get(tableParams.page)) ?? 1) - 1,
    pageSize: size !== null && (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    /** A parameter of the page's own (year, filter). */
    param: (name: string) => params.get(name),
    positiveParam: (name: string) => positiveInteger(params.get(name)),
    change,
    /** Sort, page and page size as parameters: a new sort or size starts at the first page. */
    sortChange: (sort: SortState) => ({ [tableParams.sort]: `${sort.column}.${sort.direction}`, [tableParams.page]: null }),
    pageChange: (pageNumber: number) => ({ [tableParams.page]: pageNumber > 0 ? pageNumber + 1 : null }),
    sizeChange: (pageSize: number) => ({ [tableParams.size]: pageSize === defaultPageSize ? null : pageSize, [tableParams.page]: null }),
  };
}
