import { useDebouncedValue } from '@mantine/hooks';
import { authorizationFilterMaxLength, authorizationSortColumns, defaultAuthorizationSortClause } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type AuthorizationSummaries, authorizationSummariesQueryOptions } from '../../api/authorizations-api';
import { type Paging, type SortState, toSortClause } from '../../ui/data-table/data-table-types';
import { useTableAddress } from '../../ui/data-table/use-table-address';
import { useErrorToast } from '../../ui/use-error-toast';

const [defaultColumn = 'serviceFrom', defaultDirection] = defaultAuthorizationSortClause.split(' ');
export const defaultAuthorizationSort: SortState = { column: defaultColumn, direction: defaultDirection === 'asc' ? 'asc' : 'desc' };
/** Spec 2 §2.5: the text filter reloads the list 500 ms after the last keystroke. */
export const filterDebounceMs = 500;

/** The list's own parameters in the address (issue 34 §1), beside the table's sort, page and size. */
const listParams = { year: 'year', filter: 'filter' } as const;

/**
 * Year, text filter, sort and page of one member's authorization list, all applied by the server (a member can have
 * hundreds), and all kept in the address so Back from an authorization shows the list as it was. The year is the
 * newest the server answers until one is chosen; any change starts at the first page.
 */
export function useAuthorizationList(qhid: number) {
  const address = useTableAddress(defaultAuthorizationSort, authorizationSortColumns);
  const year = address.positiveParam(listParams.year);
  const term = address.param(listParams.filter) ?? '';
  const [debouncedTerm] = useDebouncedValue(term.trim(), filterDebounceMs);
  const { sort, pageSize, pageNumber } = address;

  const request: AuthorizationSummaries = { qhid, year, term: debouncedTerm, pageSize, pageNumber, sortClause: toSortClause(sort) };
  const query = useQuery(authorizationSummariesQueryOptions(request));
  useErrorToast(query);
  // Spec 2 §4: a failed list load leaves no data.
  const data = query.isError ? undefined : query.data;
  const paging: Paging = { pageNumber, pageSize, totalRows: data?.authorizations[0]?.totalRows ?? 0 };

  return {
    query,
    data,
    years: data?.years ?? [],
    year: year ?? data?.year ?? null,
    term,
    /** The filter the shown rows answer (the typed one once the debounce has run). */
    appliedTerm: debouncedTerm,
    sort,
    paging,
    changeYear: (next: number) => address.change({ [listParams.year]: next, ...address.pageChange(0) }),
    changeTerm: (next: string) => address.change({ [listParams.filter]: next.slice(0, authorizationFilterMaxLength), ...address.pageChange(0) }),
    changeSort: (next: SortState) => address.change(address.sortChange(next)),
    changePage: (next: number) => address.change(address.pageChange(next)),
    changePageSize: (next: number) => address.change(address.sizeChange(next)),
  };
}

export type AuthorizationListState = ReturnType<typeof useAuthorizationList>;
